import { dollars } from '../services/shop/shop-service.ts';
import type { OrderItem, OrderWithItems, Product } from '../services/shop/shop-types.ts';
import { builder } from './builder.ts';

// The shop's reads: products and settings for everyone holding the public key, orders for
// admins only. Paying goes through the REST routes in payments/routes.ts.

export const ShopProduct = builder.objectRef<Product>('ShopProduct').implement({
  description: 'A product of the shop (SPEC.md section 3). Prices in USD with 2 decimals.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    price: t.float({ resolve: (product) => dollars(product.priceCents) }),
    priceCents: t.exposeInt('priceCents'),
    images: t.exposeStringList('images'),
    category: t.exposeString('category'),
    subcategory: t.exposeString('subcategory', { nullable: true }),
    catagory: t.exposeString('category', { description: 'The original API spelling of category.' }),
    subCatagory: t.exposeString('subcategory', {
      nullable: true,
      description: 'The original API spelling of subcategory.',
    }),
    donationNote: t.exposeString('donationNote', { nullable: true }),
  }),
});

const ShopSettings = builder
  .objectRef<{ deliveryFeeCents: number; currency: string; provider: string; paypalClientId: string | null }>(
    'ShopSettings',
  )
  .implement({
    fields: (t) => ({
      deliveryFee: t.float({ resolve: (settings) => dollars(settings.deliveryFeeCents) }),
      deliveryFeeCents: t.exposeInt('deliveryFeeCents'),
      currency: t.exposeString('currency'),
      paymentProvider: t.exposeString('provider', {
        description: "'paypal', or 'test' for the built-in test mode.",
      }),
      paypalClientId: t.exposeString('paypalClientId', { nullable: true }),
    }),
  });

const ShippingInfo = builder.objectRef<OrderWithItems['shipping']>('ShippingInfo').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    address: t.exposeString('address'),
    city: t.exposeString('city'),
    state: t.exposeString('state'),
    postalCode: t.exposeString('postalCode'),
    country: t.exposeString('country'),
    phone: t.exposeString('phone'),
  }),
});

export const ShopOrderItem = builder.objectRef<OrderItem>('ShopOrderItem').implement({
  fields: (t) => ({
    productId: t.exposeID('productId', { nullable: true }),
    name: t.exposeString('name'),
    price: t.float({ resolve: (item) => dollars(item.unitPriceCents) }),
    quantity: t.exposeInt('quantity'),
  }),
});

const ShopOrder = builder.objectRef<OrderWithItems>('ShopOrder').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status', { description: 'pending, paid or failed.' }),
    provider: t.exposeString('provider'),
    orderID: t.exposeString('providerOrderId', { nullable: true, description: "The provider's order id." }),
    captureId: t.exposeString('captureId', { nullable: true }),
    currency: t.exposeString('currency'),
    subtotal: t.float({ resolve: (order) => dollars(order.subtotalCents) }),
    deliveryFee: t.float({ resolve: (order) => dollars(order.deliveryFeeCents) }),
    amount: t.float({ resolve: (order) => dollars(order.totalCents) }),
    totalCents: t.exposeInt('totalCents'),
    shippingInfo: t.field({ type: ShippingInfo, resolve: (order) => order.shipping }),
    cartItems: t.field({ type: [ShopOrderItem], resolve: (order) => order.items }),
    createdAt: t.field({ type: 'AWSDateTime', resolve: (order) => order.createdAt }),
    paidAt: t.field({ type: 'AWSDateTime', nullable: true, resolve: (order) => order.paidAt }),
  }),
});

const ModelShopOrderConnection = builder
  .objectRef<{ items: OrderWithItems[]; nextToken: string | null }>('ModelShopOrderConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [ShopOrder], resolve: (page) => page.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const ModelShopProductConnection = builder
  .objectRef<{ items: Product[]; nextToken: string | null }>('ModelShopProductConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [ShopProduct], resolve: (page) => page.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

builder.queryFields((t) => ({
  listProducts: t.field({
    type: ModelShopProductConnection,
    resolve: async (_root, _args, context) => ({
      items: await context.services.shop.listProducts(context.actor),
      nextToken: null,
    }),
  }),
  shopSettings: t.field({
    type: ShopSettings,
    resolve: (_root, _args, context) => context.services.shop.settings(context.actor),
  }),
  listOrders: t.field({
    type: ModelShopOrderConnection,
    description: 'Newest first; admins only.',
    args: { limit: t.arg.int({ required: false }), nextToken: t.arg.string({ required: false }) },
    resolve: (_root, args, context) => context.services.shop.listOrders(context.actor, args),
  }),
}));
