import { createHash } from 'node:crypto';
import {
  canRefundOrder,
  ORDER_STATUS_LABELS,
  orderMoveRefusal,
  type RefundOrderInput,
  refundCents,
  refundOrderSchema,
} from '@reelboard/shared/order-status';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItems, orderRefunds, orders, type RefundLine } from '../../db/shop-schema.ts';
import { AppError, badInput, notFound } from '../../errors.ts';
import { type PaymentProvider, PaymentProviderError, type RefundResult } from '../../payments/provider.ts';
import { type Actor, requireAdmin } from '../actors.ts';
import type { OrderChange } from './order-mail.ts';
import type { Order, OrderItem } from './shop-types.ts';
import { returnStock, type StockLine } from './stock.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** `restocked`: stock was given back (the catalogue changed). */
type Outcome = { order: Order; change: OrderChange | null; moved: boolean; restocked: boolean };

const conflict = (message: string) => new AppError('CONFLICT', message);

// The refunded quantities as stock lines, by the product and variant as sold; a line whose
// product was deleted has no stock to give back.
const stockLines = (items: OrderItem[], lines: RefundLine[]): StockLine[] =>
  lines.flatMap((line) => {
    const item = items.find((candidate) => candidate.id === line.itemId);
    return item?.productId
      ? [{ productId: item.productId, variantId: item.variantId, quantity: line.quantity }]
      : [];
  });

// The provider's idempotency key for one refund the admin asked for: the same order and
// click give the same key, so a retry after a lost answer refunds once at PayPal too.
// Hashed to stay within PayPal-Request-Id's length limit.
const requestIdOf = (orderId: string, key: string) =>
  createHash('sha256').update(`${orderId}:${key}`).digest('hex').slice(0, 48);

// Refunds (ADR 0029), full or per line, through the payment provider. The order's row lock
// serialises refunds of one order; the (order, key) unique refund row makes a double click
// or a retry refund once. The provider is called inside the transaction: when it refuses,
// nothing is recorded.
export function createOrderRefunds(deps: { db: Database; provider: PaymentProvider }) {
  const { db, provider } = deps;

  function linesToRefund(items: OrderItem[], input: RefundOrderInput, cancel: boolean) {
    if (input.lines && !cancel) return input.lines;
    return items
      .filter((item) => item.quantity > item.refundedQuantity)
      .map((item) => ({ itemId: item.id, quantity: item.quantity - item.refundedQuantity }));
  }

  async function apply(tx: Tx, order: Order, input: RefundOrderInput, by: string, cancel: boolean) {
    if (cancel && order.status !== 'paid') throw conflict(orderMoveRefusal(order.status, 'cancelled') ?? '');
    if (!canRefundOrder(order.status)) {
      throw conflict(
        `An order that is ${ORDER_STATUS_LABELS[order.status].toLowerCase()} cannot be refunded.`,
      );
    }
    if (!order.captureId) throw conflict('This order has no captured payment to refund.');
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const lines = linesToRefund(items, input, cancel);
    if (lines.length === 0) throw conflict('Nothing is left to refund on this order.');
    const amount = refundCents(items, lines, order.deliveryFeeCents);
    if ('error' in amount) throw badInput(amount.error);
    if (amount.cents <= 0) throw conflict('Nothing is left to refund on this order.');
    let result: RefundResult;
    try {
      result = await provider.refundCapture({
        captureId: order.captureId,
        amountCents: amount.cents,
        currency: order.currency,
        requestId: requestIdOf(order.id, input.key),
      });
    } catch (error) {
      if (error instanceof PaymentProviderError) throw conflict(`The refund failed: ${error.message}`);
      throw error;
    }
    await tx.insert(orderRefunds).values({
      orderId: order.id,
      key: input.key,
      amountCents: amount.cents,
      lines,
      restoreStock: input.restoreStock,
      providerRefundId: result.refundId,
      providerStatus: result.status,
      byUserId: by,
    });
    for (const line of lines) {
      await tx
        .update(orderItems)
        .set({ refundedQuantity: sql`${orderItems.refundedQuantity} + ${line.quantity}` })
        .where(and(eq(orderItems.id, line.itemId), eq(orderItems.orderId, order.id)));
    }
    const full = order.refundedCents + amount.cents >= order.totalCents;
    const status = full ? (cancel ? 'cancelled' : 'refunded') : order.status;
    const [updated] = await tx
      .update(orders)
      .set({
        status,
        refundedCents: order.refundedCents + amount.cents,
        closedAt: full ? new Date() : order.closedAt,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, order.id))
      .returning();
    if (input.restoreStock) await returnStock(tx, stockLines(items, lines));
    const change: OrderChange = cancel
      ? { kind: 'cancelled' }
      : { kind: 'refund', amountCents: amount.cents, full };
    return {
      order: updated as Order,
      change,
      moved: status !== order.status,
      restocked: input.restoreStock === true,
    };
  }

  async function giveBack(actor: Actor, input: unknown, cancel: boolean): Promise<Outcome> {
    const admin = requireAdmin(actor);
    const parsed = refundOrderSchema.safeParse(input);
    if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'The refund is not valid.');
    return db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, parsed.data.orderId)).for('update');
      if (!order) throw notFound('Order not found.');
      const [done] = await tx
        .select({ id: orderRefunds.id })
        .from(orderRefunds)
        .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.key, parsed.data.key)));
      // Already done by the first click: answer with the order as it is.
      if (done) return { order, change: null, moved: false, restocked: false };
      return apply(tx, order, parsed.data, admin.userId, cancel);
    });
  }

  return {
    /** Refunds the lines named, or everything left; idempotent per key. Admins only. */
    refund: (actor: Actor, input: unknown) => giveBack(actor, input, false),
    /** Cancels a paid order that has not shipped, refunding what is left. Admins only. */
    cancel: (actor: Actor, input: unknown) => giveBack(actor, input, true),
  };
}
