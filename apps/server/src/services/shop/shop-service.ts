import { formatCents } from '@reelboard/shared/cart';
import { captureRequestSchema } from '@reelboard/shared/checkout';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, paymentEvents, products } from '../../db/shop-schema.ts';
import { AppError, badInput, notFound } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { CaptureResult, PaymentProvider } from '../../payments/provider.ts';
import type { Changes } from '../../realtime/changes.ts';
import { type Actor, requireReader } from '../actors.ts';
import type { NotificationTriggers } from '../notifications/notification-triggers.ts';
import { stockForCapturedPayment } from './capture-stock.ts';
import type { CartClaims } from './cart-claims.ts';
import { CURRENCY, createCheckout } from './checkout.ts';
import { orderConfirmationMail } from './order-mail.ts';
import { withItems } from './order-queries.ts';
import { BUILT_IN_PRODUCTS } from './shop-catalog.ts';
import type { Order, OrderWithItems, Product } from './shop-types.ts';
import { orderStockLines, returnStock, takeStock } from './stock.ts';
import { attributeOrderToVideos } from './video-products.ts';

// A capture of one order by another request: wait this long for it before giving up.
const CAPTURE_WAIT_MS = 20_000;
const CAPTURE_POLL_MS = 50;
// Capture statuses after which this payment will never complete.
const FINAL_FAILURES = new Set(['DECLINED', 'FAILED']);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Paid only when the provider says the capture completed for exactly the order's amount
// and currency.
function judgeCapture(
  order: Order,
  capture: CaptureResult,
): { status: Order['status']; message: string | null } {
  if (capture.status === 'COMPLETED') {
    if (capture.amountCents === order.totalCents && capture.currency === order.currency) {
      return { status: 'paid', message: null };
    }
    return { status: 'failed', message: 'The payment amount did not match the order.' };
  }
  if (FINAL_FAILURES.has(capture.status)) return { status: 'failed', message: 'Payment failed.' };
  return { status: 'pending', message: 'The payment was not completed.' };
}

export function createShopService(deps: {
  db: Database;
  /** Tells people what happened to them (issue 24). */
  notify?: Pick<NotificationTriggers, 'orderStatusChanged'>;
  mailer: Mailer;
  /** The site's address, for the order's private link in the confirmation e-mail. */
  publicUrl: string;
  provider: PaymentProvider;
  deliveryFeeCents: number;
  /** Proves that a cart line was added from a video (checkout.ts). */
  claims: Pick<CartClaims, 'holds'>;
  log?: (message: string, error?: unknown) => void;
  /** Announces that a payment changed the stock the shop shows. */
  changes?: Changes;
}) {
  const { db, provider } = deps;
  const log =
    deps.log ??
    ((message: string, error?: unknown) =>
      process.stderr.write(
        `${JSON.stringify({ level: 50, time: Date.now(), msg: message, err: String(error) })}\n`,
      ));

  // The e-mail is a courtesy: failing to send it must not undo a payment.
  async function confirm(order: Order) {
    // The payment took stock: /shop and videos show what is left, or "Sold out" (ADR 0030).
    await deps.changes?.made({ scopes: ['catalogue'] });
    await deps.notify?.orderStatusChanged(order.id, order.userId, 'paid');
    const [full] = await withItems(db, [order]);
    if (!full) return;
    await deps.mailer
      .send(orderConfirmationMail(full, deps.publicUrl))
      .catch((error) => log('order mail failed', error));
  }

  // Records the provider's answer; the conditional update lets exactly one caller turn a
  // pending order into a paid one, and that caller attributes its lines to videos.
  async function applyCapture(
    tx: Pick<Database, 'update' | 'execute'>,
    order: Order,
    capture: CaptureResult,
  ): Promise<{ order: Order; newlyPaid: boolean; message: string | null }> {
    const verdict = judgeCapture(order, capture);
    const [updated] = await tx
      .update(orders)
      .set({
        status: verdict.status,
        captureId: capture.captureId ?? order.captureId,
        captureStatus: capture.status,
        paidAt: verdict.status === 'paid' ? new Date() : null,
        updatedAt: new Date(),
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
      .returning();
    const newlyPaid = updated?.status === 'paid';
    if (newlyPaid) await attributeOrderToVideos(tx, order);
    return { order: updated ?? order, newlyPaid, message: verdict.message };
  }

  // Too late for the last items: the order fails before the provider is asked to capture.
  async function soldOut(tx: Pick<Database, 'update'>, order: Order, name: string) {
    const [failed] = await tx
      .update(orders)
      .set({ status: 'failed', captureStatus: 'SOLD_OUT', updatedAt: new Date() })
      .where(eq(orders.id, order.id))
      .returning();
    const message = `Sorry, ${name} sold out before your payment. Nothing was charged.`;
    return { order: failed ?? order, newlyPaid: false, message };
  }

  return {
    settings(actor: Actor) {
      requireReader(actor);
      return {
        deliveryFeeCents: deps.deliveryFeeCents,
        currency: CURRENCY,
        provider: provider.name,
        paypalClientId: provider.publicClientId,
      };
    },

    /** The listed products (the catalogue service adds their variants for the API). */
    async listProducts(actor: Actor): Promise<Product[]> {
      requireReader(actor);
      return db
        .select()
        .from(products)
        .where(eq(products.listed, true))
        .orderBy(asc(products.sortOrder), asc(products.name));
    },

    /** Adds the built-in products that are missing; returns how many were added. */
    async seedProducts(): Promise<{ total: number; added: number }> {
      const added = await db
        .insert(products)
        .values(BUILT_IN_PRODUCTS.map((product, index) => ({ ...product, sortOrder: index })))
        .onConflictDoNothing({ target: products.slug })
        .returning({ id: products.id });
      return { total: BUILT_IN_PRODUCTS.length, added: added.length };
    },

    /** Prices the cart and opens the payment (checkout.ts). */
    checkout: createCheckout({ db, provider, deliveryFeeCents: deps.deliveryFeeCents, claims: deps.claims }),

    /**
     * Captures the payment of an approved order and marks it paid. Safe to call any number
     * of times, in parallel too: one request holds the order's row lock while it talks to
     * the provider; the others wait without holding a connection and then read the result.
     */
    async capture(input: unknown): Promise<OrderWithItems> {
      const parsed = captureRequestSchema.safeParse(input);
      if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'The request is not valid.');
      const { orderID } = parsed.data;
      const deadline = Date.now() + CAPTURE_WAIT_MS;
      for (;;) {
        const outcome = await db.transaction(async (tx) => {
          const [order] = await tx
            .select()
            .from(orders)
            .where(eq(orders.providerOrderId, orderID))
            .for('update', { skipLocked: true });
          if (!order) return undefined;
          if (order.status !== 'pending') return { order, newlyPaid: false, message: null };
          // Stock first, so that a buyer who came too late is refused before money moves.
          const stock = await orderStockLines(tx, order.id);
          const shortage = await takeStock(tx, stock);
          if (shortage === 'busy') return 'busy';
          if (shortage) return soldOut(tx, order, shortage.name);
          // The same key until an answer is recorded (which moves updatedAt): a retry after a
          // crash cannot capture twice, and a refused capture can be tried again.
          const requestId = `${order.id}-${order.updatedAt.getTime()}`;
          const capture = await provider.captureOrder({ providerOrderId: orderID, requestId });
          const applied = await applyCapture(tx, order, capture);
          if (!applied.newlyPaid) await returnStock(tx, stock);
          return applied;
        });
        if (outcome === 'busy') {
          // Another capture holds the last items' row: wait for its answer without a connection.
          if (Date.now() > deadline) throw new AppError('CONFLICT', 'The payment is still being processed.');
          await sleep(CAPTURE_POLL_MS);
          continue;
        }
        if (outcome) {
          if (outcome.newlyPaid) await confirm(outcome.order);
          if (outcome.order.status === 'failed')
            throw new AppError('CONFLICT', outcome.message ?? 'Payment failed.');
          if (outcome.order.status !== 'paid') {
            throw new AppError('CONFLICT', outcome.message ?? 'The payment was not completed.');
          }
          const [full] = await withItems(db, [outcome.order]);
          return full as OrderWithItems;
        }
        // Either no such order, or another request is capturing it right now.
        const [exists] = await db
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.providerOrderId, orderID));
        if (!exists) throw notFound('Order not found.');
        if (Date.now() > deadline) throw new AppError('CONFLICT', 'The payment is still being processed.');
        await sleep(CAPTURE_POLL_MS);
      }
    },

    /**
     * A webhook delivery: refused unless the provider verifies its signature; each event
     * id is processed once, however often it is delivered. A completed capture pays a
     * pending order (the browser may have closed before its own capture call finished).
     */
    async handleWebhook(headers: Record<string, string | string[] | undefined>, body: unknown) {
      const event = await provider.verifyWebhook(headers, body);
      if (!event) throw badInput('The webhook signature could not be verified.');
      const outcome = await db.transaction(async (tx) => {
        const [fresh] = await tx
          .insert(paymentEvents)
          .values({ eventId: event.eventId, provider: provider.name, eventType: event.eventType })
          .onConflictDoNothing()
          .returning();
        if (!fresh) return { duplicate: true, paid: undefined };
        if (!event.capture || !event.providerOrderId) return { duplicate: false, paid: undefined };
        if (event.eventType !== 'PAYMENT.CAPTURE.COMPLETED' && event.eventType !== 'PAYMENT.CAPTURE.DENIED') {
          return { duplicate: false, paid: undefined };
        }
        const [order] = await tx
          .select()
          .from(orders)
          .where(eq(orders.providerOrderId, event.providerOrderId))
          .for('update');
        if (order?.status !== 'pending') return { duplicate: false, paid: undefined };
        const taken = await stockForCapturedPayment(tx, provider, order, event.capture);
        if (!taken) return { duplicate: false, paid: undefined };
        const applied = await applyCapture(tx, order, event.capture);
        if (!applied.newlyPaid) await returnStock(tx, taken);
        return { duplicate: false, paid: applied.newlyPaid ? applied.order : undefined };
      });
      if (outcome.paid) await confirm(outcome.paid);
      return { received: true, duplicate: outcome.duplicate };
    },
  };
}

/** Dollars with 2 decimals as a number, as the shop's API shows prices. */
export const dollars = (cents: number) => Number(formatCents(cents));
