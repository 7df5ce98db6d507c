import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [check('shop_products_price_check', sql`${table.priceCents} >= 0`)],
);

export const orderStatuses = ['pending', 'paid', 'failed'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

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
    status: text('status', { enum: orderStatuses }).notNull().default('pending'),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('shop_orders_created_idx').on(table.createdAt, table.id),
    check(
      'shop_orders_total_check',
      sql`${table.totalCents} = ${table.subtotalCents} + ${table.deliveryFeeCents}`,
    ),
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
    // The video the buyer's cart says this line was added from: a claim, not yet a fact.
    addedFromVideoId: uuid('added_from_video_id').references(() => videos.id, { onDelete: 'set null' }),
    // The video this line is attributed to: set when the order is paid, and only if the
    // product was tagged on the claimed video then (ADR 0023).
    videoId: uuid('video_id').references(() => videos.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('shop_order_items_order_idx').on(table.orderId),
    index('shop_order_items_video_idx').on(table.videoId).where(sql`${table.videoId} is not null`),
    check('shop_order_items_quantity_check', sql`${table.quantity} between 1 and 99`),
  ],
);

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
