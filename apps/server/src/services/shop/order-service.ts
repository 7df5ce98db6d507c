import {
  canMoveOrder,
  ORDER_STATUSES,
  type OrderStatus,
  orderIdSchema,
  orderMoveRefusal,
  shipOrderSchema,
} from '@reelboard/shared/order-status';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/shop-schema.ts';
import { AppError, badInput, notFound } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { PaymentProvider } from '../../payments/provider.ts';
import type { Changes } from '../../realtime/changes.ts';
import { type Actor, requireAdmin } from '../actors.ts';
import type { NotificationTriggers } from '../notifications/notification-triggers.ts';
import { type OrderChange, orderChangeMail } from './order-mail.ts';
import { createOrderQueries, withItems } from './order-queries.ts';
import { createOrderRefunds } from './order-refunds.ts';
import { createOrderRevenue } from './order-revenue.ts';
import type { Order, OrderWithItems } from './shop-types.ts';

// Orders after payment (issue 23, ADR 0029): the admin ships, delivers, cancels and refunds;
// buyers follow their orders. Every change of status e-mails the buyer and rings their bell.
export function createOrderService(deps: {
  db: Database;
  mailer: Mailer;
  notify?: Pick<NotificationTriggers, 'orderStatusChanged'>;
  provider: PaymentProvider;
  publicUrl: string;
  /** Stock given back changes the catalogue: "Sold out" clears on every node. */
  changes?: Pick<Changes, 'made'>;
  log?: (message: string, error?: unknown) => void;
}) {
  const { db } = deps;
  const log =
    deps.log ?? ((message: string, error?: unknown) => process.stderr.write(`${message}: ${error}\n`));
  const refunds = createOrderRefunds({ db, provider: deps.provider });

  // The e-mail and the bell are courtesies: failing to send them must not undo the change.
  async function tell(order: Order, change: OrderChange, moved: boolean) {
    if (moved) await deps.notify?.orderStatusChanged(order.id, order.userId, order.status);
    await deps.mailer
      .send(orderChangeMail(order, change, deps.publicUrl))
      .catch((error) => log('order mail failed', error));
  }

  /** Tells the buyer of a refund or a cancellation, and the catalogue of stock given back. */
  async function gaveBack(outcome: Awaited<ReturnType<typeof refunds.refund>>) {
    if (outcome.change) await tell(outcome.order, outcome.change, outcome.moved);
    if (outcome.restocked) await deps.changes?.made({ scopes: ['catalogue'] });
  }

  async function full(order: Order): Promise<OrderWithItems> {
    return (await withItems(db, [order]))[0] as OrderWithItems;
  }

  // Moves an order whose status allows it; the conditional update makes one of two racing
  // admins win, and the other is told why not.
  async function move(orderId: string, to: OrderStatus, set: Partial<typeof orders.$inferInsert>) {
    const from = ORDER_STATUSES.filter((status) => canMoveOrder(status, to));
    const [updated] = await db
      .update(orders)
      .set({ ...set, status: to, updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), inArray(orders.status, from)))
      .returning();
    if (updated) return updated;
    const [current] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    if (!current) throw notFound('Order not found.');
    throw new AppError('CONFLICT', orderMoveRefusal(current.status, to) ?? 'The order changed meanwhile.');
  }

  return {
    ...createOrderQueries(db),
    ...createOrderRevenue(db),

    /** Paid → shipped, with the carrier and tracking number the buyer is sent. Admins only. */
    async markShipped(actor: Actor, input: unknown): Promise<OrderWithItems> {
      requireAdmin(actor);
      const parsed = shipOrderSchema.safeParse(input);
      if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'The shipment is not valid.');
      const { orderId, carrier, trackingNumber } = parsed.data;
      const order = await move(orderId, 'shipped', { carrier, trackingNumber, shippedAt: new Date() });
      await tell(order, { kind: 'shipped' }, true);
      return full(order);
    },

    /** Shipped → delivered. Admins only. */
    async markDelivered(actor: Actor, input: unknown): Promise<OrderWithItems> {
      requireAdmin(actor);
      const parsed = orderIdSchema.safeParse(input);
      if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'Unknown order.');
      const order = await move(parsed.data.orderId, 'delivered', { deliveredAt: new Date() });
      await tell(order, { kind: 'delivered' }, true);
      return full(order);
    },

    /** Full or per-line refund through the provider; a repeated key refunds once. */
    async refund(actor: Actor, input: unknown): Promise<OrderWithItems> {
      const outcome = await refunds.refund(actor, input);
      await gaveBack(outcome);
      return full(outcome.order);
    },

    /** A paid order that has not shipped: refunded in full and closed as cancelled. */
    async cancel(actor: Actor, input: unknown): Promise<OrderWithItems> {
      const outcome = await refunds.cancel(actor, input);
      await gaveBack(outcome);
      return full(outcome.order);
    },
  };
}
