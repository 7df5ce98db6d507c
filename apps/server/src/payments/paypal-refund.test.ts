import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousReader } from '../../test/actors.ts';
import { createTestApp } from '../../test/app.ts';
import { startFakePayPal } from '../../test/fake-paypal.ts';
import { orderRefunds, orders } from '../db/shop-schema.ts';
import { createPayPalProvider } from './paypal-provider.ts';
import { PaymentProviderError } from './provider.ts';

// Refunds through PayPal's Payments v2 API (POST /v2/payments/captures/{id}/refund) against
// the loopback fake: full and per line, a double click refunds once, and PayPal's
// PayPal-Request-Id makes a repeated request answer with the first refund.

const credentials = {
  clientId: 'fake-client-id',
  clientSecret: 'fake-client-secret',
  webhookId: 'WH-FAKE-2',
};
const shippingInfo = {
  name: 'Mary Jackson',
  email: 'mary.refunds@example.com',
  address: '2 Wind Tunnel Way',
  city: 'Hampton',
  state: 'VA',
  postalCode: '23666',
  country: 'US',
  phone: '+1 757 555 0142',
};

let paypal: Awaited<ReturnType<typeof startFakePayPal>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<(typeof t)['signedInUser']>>;
let glassesId: string;
let teeId: string;

// A paid PayPal order: 1 glasses ($99.99) and 1 tee ($29.99), $5 delivery.
async function paidOrder(): Promise<{ orderId: string; captureId: string }> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/shop/checkout',
    payload: {
      cartItems: [
        { _id: glassesId, quantity: 1 },
        { _id: teeId, quantity: 1 },
      ],
      shippingInfo,
    },
  });
  const { orderID, orderId } = started.json() as { orderID: string; orderId: string };
  paypal.approve(orderID);
  const paid = await t.app.inject({ method: 'POST', url: '/api/shop/orders', payload: { orderID } });
  expect(paid.statusCode).toBe(200);
  return { orderId, captureId: paypal.order(orderID)?.captureId as string };
}

const REFUND = `mutation($orderId: ID!, $key: String!, $lines: [RefundLineInput!]) {
  refundOrder(orderId: $orderId, key: $key, lines: $lines) { status refunded cartItems { id price } } }`;
type Refunded = { status: string; refunded: number; cartItems: { id: string; price: number }[] };
const refund = (variables: Record<string, unknown>) =>
  t.graphql(REFUND, variables, { token: admin.accessToken });

beforeAll(async () => {
  paypal = await startFakePayPal(credentials);
  t = await createTestApp({
    PAYPAL_CLIENT_ID: credentials.clientId,
    PAYPAL_CLIENT_SECRET: credentials.clientSecret,
    PAYPAL_WEBHOOK_ID: credentials.webhookId,
    PAYPAL_API_BASE: paypal.url,
  });
  await t.services.shop.seedProducts();
  const products = await t.services.shop.listProducts(anonymousReader);
  glassesId = products.find((product) => product.priceCents === 9999)?.id as string;
  teeId = products.find((product) => product.priceCents === 2999)?.id as string;
  admin = await t.signedInUser('paypal.refunds.admin@example.com');
  await t.services.profiles.setLevel(admin.userId, 'admin');
});
afterAll(async () => {
  await t.close();
  await paypal.close();
});

describe('PayPal refunds', () => {
  it('refunds a whole order once however often the admin clicks', async () => {
    const { orderId, captureId } = await paidOrder();
    const before = paypal.calls.refund;
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => refund({ orderId, key: 'double-click-01' })),
    );
    for (const answer of answers) {
      expect(answer.body.data?.refundOrder).toMatchObject({ status: 'refunded', refunded: 134.98 });
    }
    expect(paypal.calls.refund - before).toBe(1);
    expect(paypal.refunded(captureId)).toBe(13498);
    const rows = await t.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    expect(rows).toMatchObject([{ amountCents: 13498, providerStatus: 'COMPLETED' }]);
    // Another click with a new key: the order is refunded already, PayPal is not asked.
    const late = await refund({ orderId, key: 'double-click-02' });
    expect(late.body.errors?.[0]?.message).toBe('An order that is refunded cannot be refunded.');
    expect(paypal.calls.refund - before).toBe(1);
  });

  it('refunds per line, the delivery fee with the last line', async () => {
    const { orderId, captureId } = await paidOrder();
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('paid');
    const lines = await t.graphql(
      `query($id: ID!) { myOrder(id: $id) { cartItems { id price } } }`,
      { id: orderId },
      { token: admin.accessToken },
    );
    const items = (lines.body.data?.myOrder as Refunded | undefined)?.cartItems ?? [];
    const tee = items.find((item) => item.price === 29.99)?.id;
    const glasses = items.find((item) => item.price === 99.99)?.id;
    const first = await refund({ orderId, key: 'line-tee-0001', lines: [{ itemId: tee, quantity: 1 }] });
    expect(first.body.data?.refundOrder).toMatchObject({ status: 'paid', refunded: 29.99 });
    expect(paypal.refunded(captureId)).toBe(2999);
    const last = await refund({ orderId, key: 'line-glasses-01', lines: [{ itemId: glasses, quantity: 1 }] });
    expect(last.body.data?.refundOrder).toMatchObject({ status: 'refunded', refunded: 134.98 });
    expect(paypal.refunded(captureId)).toBe(13498);
  });

  it('answers a repeated PayPal-Request-Id with the first refund and refuses too much', async () => {
    const { captureId } = await paidOrder();
    const provider = createPayPalProvider({ ...credentials, apiBase: paypal.url });
    const input = { captureId, amountCents: 1000, currency: 'USD', requestId: 'provider-level-1' };
    const first = await provider.refundCapture(input);
    const second = await provider.refundCapture(input);
    expect(second).toEqual(first);
    expect(first.status).toBe('COMPLETED');
    expect(paypal.refunded(captureId)).toBe(1000);
    await expect(
      provider.refundCapture({ ...input, amountCents: 13498, requestId: 'provider-level-2' }),
    ).rejects.toThrow(new PaymentProviderError('PayPal refused the refund (REFUND_AMOUNT_EXCEEDED).'));
  });
});
