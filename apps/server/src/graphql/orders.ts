import type { Revenue } from '../services/shop/order-revenue.ts';
import { dollars } from '../services/shop/shop-service.ts';
import { builder } from './builder.ts';
import { ModelShopOrderConnection, ShopOrder } from './shop.ts';

// Orders after payment (issue 23, ADR 0029): the admin's list, actions and numbers, and a
// buyer's own orders. The services check who may do what; the inputs are checked there too.

const RevenueDay = builder.objectRef<Revenue['days'][number]>('OrderRevenueDay').implement({
  fields: (t) => ({
    day: t.exposeString('day', { description: 'A UTC day, YYYY-MM-DD.' }),
    orders: t.exposeInt('orders'),
    gross: t.float({ resolve: (row) => dollars(row.grossCents) }),
    refunded: t.float({ resolve: (row) => dollars(row.refundedCents) }),
    net: t.float({ resolve: (row) => dollars(row.grossCents - row.refundedCents) }),
  }),
});

const RevenueProduct = builder.objectRef<Revenue['products'][number]>('OrderRevenueProduct').implement({
  fields: (t) => ({
    productId: t.exposeID('productId', { nullable: true }),
    name: t.exposeString('name'),
    units: t.exposeInt('units'),
    gross: t.float({ resolve: (row) => dollars(row.grossCents) }),
    refunded: t.float({ resolve: (row) => dollars(row.refundedCents) }),
    net: t.float({ resolve: (row) => dollars(row.grossCents - row.refundedCents) }),
  }),
});

const OrderRevenue = builder.objectRef<Revenue>('OrderRevenue').implement({
  fields: (t) => ({
    from: t.exposeString('from'),
    to: t.exposeString('to'),
    days: t.field({ type: [RevenueDay], resolve: (revenue) => revenue.days }),
    products: t.field({ type: [RevenueProduct], resolve: (revenue) => revenue.products }),
  }),
});

const RefundLineInput = builder.inputType('RefundLineInput', {
  fields: (t) => ({
    itemId: t.id({ required: true }),
    quantity: t.int({ required: true }),
  }),
});

builder.queryFields((t) => ({
  listOrders: t.field({
    type: ModelShopOrderConnection,
    description: 'Newest first, by status and e-mail or order number; admins only.',
    args: {
      status: t.arg.string({ required: false }),
      search: t.arg.string({ required: false }),
      limit: t.arg.int({ required: false }),
      nextToken: t.arg.string({ required: false }),
    },
    resolve: (_root, args, context) => context.services.orders.listOrders(context.actor, args),
  }),
  myOrders: t.field({
    type: ModelShopOrderConnection,
    description: "The signed-in buyer's orders, newest first.",
    args: { limit: t.arg.int({ required: false }), nextToken: t.arg.string({ required: false }) },
    resolve: (_root, args, context) => context.services.orders.myOrders(context.actor, args),
  }),
  myOrder: t.field({
    type: ShopOrder,
    description: 'One order, for its buyer or an admin.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => context.services.orders.order(context.actor, String(args.id)),
  }),
  followedOrder: t.field({
    type: ShopOrder,
    description: "An order by its private link's secret (the confirmation e-mail).",
    args: { secret: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => context.services.orders.orderByLink(context.actor, args.secret),
  }),
  orderRevenue: t.field({
    type: OrderRevenue,
    description: 'Revenue per day and per product for a period (YYYY-MM-DD, UTC); admins only.',
    args: { from: t.arg.string({ required: true }), to: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => context.services.orders.revenue(context.actor, args),
  }),
  orderRevenueCsv: t.string({
    description: 'orderRevenue as CSV; admins only.',
    args: { from: t.arg.string({ required: true }), to: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => context.services.orders.revenueCsv(context.actor, args),
  }),
}));

builder.mutationFields((t) => ({
  markOrderShipped: t.field({
    type: ShopOrder,
    description: 'Paid → shipped with a carrier and tracking number; e-mails the buyer. Admins only.',
    args: {
      orderId: t.arg.id({ required: true }),
      carrier: t.arg.string({ required: true }),
      trackingNumber: t.arg.string({ required: true }),
    },
    resolve: (_root, args, context) => context.services.orders.markShipped(context.actor, args),
  }),
  markOrderDelivered: t.field({
    type: ShopOrder,
    description: 'Shipped → delivered; e-mails the buyer. Admins only.',
    args: { orderId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => context.services.orders.markDelivered(context.actor, args),
  }),
  cancelOrder: t.field({
    type: ShopOrder,
    description: 'Cancels a paid, unshipped order and refunds it in full. Admins only; once per key.',
    args: {
      orderId: t.arg.id({ required: true }),
      key: t.arg.string({ required: true }),
      restoreStock: t.arg.boolean({ required: false }),
    },
    resolve: (_root, args, context) =>
      context.services.orders.cancel(context.actor, { ...args, restoreStock: args.restoreStock ?? false }),
  }),
  refundOrder: t.field({
    type: ShopOrder,
    description:
      'Refunds the lines given, or everything left, through the payment provider. Admins only; once per key.',
    args: {
      orderId: t.arg.id({ required: true }),
      key: t.arg.string({ required: true }),
      lines: t.arg({ type: [RefundLineInput], required: false }),
      restoreStock: t.arg.boolean({ required: false }),
    },
    resolve: (_root, args, context) =>
      context.services.orders.refund(context.actor, {
        ...args,
        lines: args.lines ?? undefined,
        restoreStock: args.restoreStock ?? false,
      }),
  }),
}));
