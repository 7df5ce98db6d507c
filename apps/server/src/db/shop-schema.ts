import { ORDER_STATUSES } from '@reelboard/shared/order-status';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { users } from './schema.ts';
import { videos } from './video-schema.ts';

// Shop: products, orders and what the payment providers need to stay idempotent. Money
// is integer cents (USD); prices only ever come from these tables.

const createdAt = () => at('created_at').notNull().defaultNow();
const updatedAt = () => at('updated_at').notNull().defaultNow();

export const products = pgTable(
  'shop_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stable name of a built-in product, so that seeding twice adds nothing.
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    category: text('category').notNull(),
    subcategory: text('subcategory'),
    // Shown under a donation item (SPEC.md section 2).
    donationNote: text('donation_note'),
    sortOrder: integer('sort_order').notNull().default(0),
    // How many are left to sell; null is unlimited. A product with variants counts its
    // stock on the variants instead (ADR 0030).
    stock: integer('stock'),
    // Unlisted products leave the shop, carts and videos; their past orders stay.
    listed: boolean('listed').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('shop_products_price_check', sql`${table.priceCents} >= 0`),
    check('shop_products_stock_check', sql`${table.stock} >= 0`),
  ],
);

// A product's options (size S, M, L): each with its own stock (null: unlimited) and,
// optionally, its own price (null: the product's).
export const productVariants = pgTable(
  'shop_product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents'),
    stock: integer('stock'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('shop_product_variants_name_idx').on(table.productId, table.name),
    check('shop_product_variants_price_check', sql`${table.priceCents} >= 0`),
    check('shop_product_variants_stock_check', sql`${table.stock} >= 0`),
  ],
);

export type ShippingDetails = {
  name: string;
  email: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  phone: string;
};

export const orders = pgTable(
  'shop_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // pending and failed belong to paying; the rest is the order's life after payment
    // (shared/order-status.ts, ADR 0029).
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    // The provider's order id (PayPal's orderID); set once the provider accepted the order.
    providerOrderId: text('provider_order_id').unique(),
    captureId: text('capture_id'),
    // The provider's last word on the capture (COMPLETED, PENDING, DECLINED, ...).
    captureStatus: text('capture_status'),
    currency: text('currency').notNull().default('USD'),
    subtotalCents: integer('subtotal_cents').notNull(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    shipping: jsonb('shipping').$type<ShippingDetails>().notNull(),
    paidAt: at('paid_at'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    shippedAt: at('shipped_at'),
    deliveredAt: at('delivered_at'),
    closedAt: at('closed_at'),
    // Money given back so far; the order is refunded once this reaches the total.
    refundedCents: integer('refunded_cents').notNull().default(0),
    // The private link's secret (the confirmation e-mail's "follow your order" link), so that
    // a buyer who paid without an account can follow the order: 244 random bits.
    followSecret: text('follow_secret')
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('shop_orders_created_idx').on(table.createdAt, table.id),
    check(
      'shop_orders_total_check',
      sql`${table.totalCents} = ${table.subtotalCents} + ${table.deliveryFeeCents}`,
    ),
    index('shop_orders_status_idx').on(table.status, table.createdAt),
    index('shop_orders_user_idx').on(table.userId, table.createdAt),
    check('shop_orders_refunded_check', sql`${table.refundedCents} between 0 and ${table.totalCents}`),
  ],
);

export const orderItems = pgTable(
  'shop_order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    // Name and price as sold, so that later catalog changes do not rewrite history.
    name: text('name').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    // The option bought and its name as sold (ADR 0030); the name stays if the option goes.
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    variantName: text('variant_name'),
    // The video the buyer's cart says this line was added from: a claim, not yet a fact.
    addedFromVideoId: uuid('added_from_video_id').references(() => videos.id, { onDelete: 'set null' }),
    // The video this line is attributed to: set when the order is paid, and only if the
    // product was tagged on the claimed video then (ADR 0023).
    videoId: uuid('video_id').references(() => videos.id, { onDelete: 'set null' }),
    // How many of this line were refunded (per-line refunds, ADR 0029).
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
  },
  (table) => [
    index('shop_order_items_order_idx').on(table.orderId),
    index('shop_order_items_video_idx').on(table.videoId).where(sql`${table.videoId} is not null`),
    check('shop_order_items_quantity_check', sql`${table.quantity} between 1 and 99`),
    check('shop_order_items_refunded_check', sql`${table.refundedQuantity} between 0 and ${table.quantity}`),
  ],
);

// Refunds asked of the provider. The key is the admin's click (one key per refund dialog),
// unique per order, so a double click or a retried request refunds once; the provider gets
// the same key as its idempotency header (ADR 0029).
export type RefundLine = { itemId: string; quantity: number };
export const orderRefunds = pgTable(
  'shop_order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    lines: jsonb('lines').$type<RefundLine[]>().notNull(),
    restoreStock: boolean('restore_stock').notNull().default(false),
    providerRefundId: text('provider_refund_id'),
    providerStatus: text('provider_status'),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('shop_order_refunds_key_idx').on(table.orderId, table.key),
    index('shop_order_refunds_created_idx').on(table.createdAt),
    check('shop_order_refunds_amount_check', sql`${table.amountCents} > 0`),
  ],
);

// The built-in test provider's refunds, one per idempotency key, like PayPal's.
export const testProviderRefunds = pgTable('shop_test_provider_refunds', {
  requestId: text('request_id').primaryKey(),
  captureId: text('capture_id').notNull(),
  refundId: text('refund_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  createdAt: createdAt(),
});

// Webhook deliveries already handled: PayPal retries and replays, each event counts once.
export const paymentEvents = pgTable('shop_payment_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  eventType: text('event_type').notNull(),
  receivedAt: createdAt(),
});

// The built-in test provider keeps its orders here, so that it behaves like a real
// provider (an order exists before it is captured, a capture happens once) across
// restarts and several server nodes.
export const testProviderOrders = pgTable('shop_test_provider_orders', {
  id: text('id').primaryKey(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  captureId: text('capture_id'),
  createdAt: createdAt(),
});

// Shoppable videos (ADR 0023): up to three products shown on a video (the limit is the
// service's, shared/video-products.ts). A product deleted from the shop leaves its videos.
export const videoProducts = pgTable(
  'video_products',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // The order the tagger chose.
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.videoId, table.productId] }),
    index('video_products_product_idx').on(table.productId),
  ],
);

// How often each tagged product was added to a cart from each video, moved by atomic
// increments. Kept after a product is untagged, so the creator's figures do not shrink.
export const videoCartAdds = pgTable(
  'video_cart_adds',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    adds: integer('adds').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.videoId, table.productId] }),
    check('video_cart_adds_adds_check', sql`${table.adds} >= 0`),
  ],
);
