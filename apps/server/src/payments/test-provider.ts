import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { testProviderOrders } from '../db/shop-schema.ts';
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

    async verifyWebhook() {
      return undefined;
    },
  };
}
