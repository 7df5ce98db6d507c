import { randomUUID } from 'node:crypto';
import { eq, sql, sum } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { testProviderOrders, testProviderRefunds } from '../db/shop-schema.ts';
import { type CaptureResult, type PaymentProvider, PaymentProviderError } from './provider.ts';

// The built-in provider for a site without PayPal credentials (and for tests): it keeps
// its orders in the database and captures each exactly once for the amount it was created
// with, so the shop's server flow runs unchanged. No money moves; the cart labels it as
// test mode. It has no webhooks.
export function createTestPaymentProvider(db: Database): PaymentProvider {
  return {
    name: 'test',
    publicClientId: null,

    async createOrder({ amountCents, currency }) {
      const providerOrderId = `TEST-${randomUUID()}`;
      await db.insert(testProviderOrders).values({ id: providerOrderId, amountCents, currency });
      return { providerOrderId };
    },

    async captureOrder({ providerOrderId }): Promise<CaptureResult> {
      // The conditional update makes the first capture win; later ones read its result.
      await db
        .update(testProviderOrders)
        .set({ captureId: sql`coalesce(${testProviderOrders.captureId}, ${`TESTCAP-${randomUUID()}`})` })
        .where(eq(testProviderOrders.id, providerOrderId));
      const [order] = await db
        .select()
        .from(testProviderOrders)
        .where(eq(testProviderOrders.id, providerOrderId));
      if (!order) throw new PaymentProviderError(`Unknown test payment order ${providerOrderId}.`);
      return {
        status: 'COMPLETED',
        captureId: order.captureId,
        amountCents: order.amountCents,
        currency: order.currency,
      };
    },

    // Like PayPal: one refund per request id, never more than was captured in all.
    async refundCapture({ captureId, amountCents, requestId }) {
      return db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(testProviderOrders)
          .where(eq(testProviderOrders.captureId, captureId))
          .for('update');
        if (!order) throw new PaymentProviderError(`Unknown test capture ${captureId}.`);
        const [done] = await tx
          .select()
          .from(testProviderRefunds)
          .where(eq(testProviderRefunds.requestId, requestId));
        if (done) return { refundId: done.refundId, status: 'COMPLETED' };
        const [given] = await tx
          .select({ cents: sum(testProviderRefunds.amountCents).mapWith(Number) })
          .from(testProviderRefunds)
          .where(eq(testProviderRefunds.captureId, captureId));
        if ((given?.cents ?? 0) + amountCents > order.amountCents) {
          throw new PaymentProviderError('The refund is more than what is left of the payment.');
        }
        const refundId = `TESTREF-${randomUUID()}`;
        await tx.insert(testProviderRefunds).values({ requestId, captureId, refundId, amountCents });
        return { refundId, status: 'COMPLETED' };
      });
    },

    async verifyWebhook() {
      return undefined;
    },
  };
}
