import { isSoldOut, productSoldOut } from '@reelboard/shared/shop-catalogue';
import DataLoader from 'dataloader';
import { dollars } from '../services/shop/shop-service.ts';
import type { CatalogueProduct, OrderItem, OrderWithItems, Variant } from '../services/shop/shop-types.ts';
import { builder } from './builder.ts';
import type { GraphQLContext } from './context.ts';
import { requestLoader } from './request-loaders.ts';

// The shop's reads: products and settings for everyone holding the public key, orders for
// admins only. Paying goes through the REST routes in payments/routes.ts.

const ShopProductVariant = builder.objectRef<Variant>('ShopProductVariant').implement({
  description: "A product's option (size S, M, L), with its own stock and, optionally, price.",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    price: t.float({
      nullable: true,
      resolve: (variant) => (variant.priceCents === null ? null : dollars(variant.priceCents)),
    }),
    stock: t.exposeInt('stock', { nullable: true, description: 'How many are left; null is unlimited.' }),
    soldOut: t.boolean({ resolve: (variant) => isSoldOut(variant.stock) }),
  }),
});

// A list of products (the shop, a video's chips) reads its variants in one query per request.
function variantsFor(product: CatalogueProduct, _args: object, context: GraphQLContext): Promise<Variant[]> {
  if (product.variants) return Promise.resolve(product.variants);
  const loader = requestLoader(
    context,
    'productVariants',
    () => new DataLoader((ids: readonly string[]) => context.services.catalogue.variantsOf(ids)),
  );
  return loader.load(product.id);
}

export const ShopProduct = builder.objectRef<CatalogueProduct>('ShopProduct').implement({
  description: 'A product of the shop (SPEC.md section 3). Prices in USD with 2 decimals.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    price: t.float({ resolve: (product) => dollars(product.priceCents) }),
    priceCents: t.exposeInt('priceCents'),
    images: t.stringList({
      resolve: (product, _args, context) => product.images.map(context.services.catalogue.imageSrc),
    }),
    imageKeys: t.exposeStringList('images', {
      description: 'The stored images, as the admin form sends them back.',
    }),
    stock: t.exposeInt('stock', { nullable: true, description: 'How many are left; null is unlimited.' }),
    listed: t.exposeBoolean('listed'),
    variants: t.field({ type: [ShopProductVariant], resolve: variantsFor }),
    hasVariants: t.boolean({
      description: 'Whether it is sold in options: a video chip sends the buyer to the shop to choose.',
      resolve: async (product, _args, context) => (await variantsFor(product, {}, context)).length > 0,
    }),
    soldOut: t.boolean({
      resolve: async (product, _args, context) =>
        productSoldOut(product.stock, await variantsFor(product, {}, context)),
    }),
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
    id: t.exposeID('id'),
    refundedQuantity: t.exposeInt('refundedQuantity'),
    productId: t.exposeID('productId', { nullable: true }),
    name: t.exposeString('name'),
    variantName: t.exposeString('variantName', { nullable: true }),
    price: t.float({ resolve: (item) => dollars(item.unitPriceCents) }),
    quantity: t.exposeInt('quantity'),
  }),
});

export const ShopOrder = builder.objectRef<OrderWithItems>('ShopOrder').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status', {
      description: 'pending, paid, failed, shipped, delivered, refunded or cancelled (ADR 0029).',
    }),
    carrier: t.exposeString('carrier', { nullable: true }),
    trackingNumber: t.exposeString('trackingNumber', { nullable: true }),
    shippedAt: t.field({ type: 'AWSDateTime', nullable: true, resolve: (order) => order.shippedAt }),
    deliveredAt: t.field({ type: 'AWSDateTime', nullable: true, resolve: (order) => order.deliveredAt }),
    refunded: t.float({
      description: 'Given back so far; less than amount while only partly refunded.',
      resolve: (order) => dollars(order.refundedCents),
    }),
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

export const ModelShopOrderConnection = builder
  .objectRef<{ items: OrderWithItems[]; nextToken: string | null }>('ModelShopOrderConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [ShopOrder], resolve: (page) => page.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const ModelShopProductConnection = builder
  .objectRef<{ items: CatalogueProduct[]; nextToken: string | null }>('ModelShopProductConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [ShopProduct], resolve: (page) => page.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

builder.queryFields((t) => ({
  listProducts: t.field({
    type: ModelShopProductConnection,
    args: { includeUnlisted: t.arg.boolean({ description: 'Admins only: unlisted products too.' }) },
    resolve: async (_root, args, context) => ({
      items: await context.services.catalogue.list(context.actor, {
        includeUnlisted: args.includeUnlisted ?? false,
      }),
      nextToken: null,
    }),
  }),
  shopSettings: t.field({
    type: ShopSettings,
    resolve: (_root, _args, context) => context.services.shop.settings(context.actor),
  }),
}));
