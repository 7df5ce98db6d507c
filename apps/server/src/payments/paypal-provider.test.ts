import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousReader } from '../../test/actors.ts';
import { createTestApp } from '../../test/app.ts';
import { startFakePayPal } from '../../test/fake-paypal.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { orders, paymentEvents } from '../db/shop-schema.ts';

// The PayPal Orders v2 provider through the whole server, against a loopback fake of
// PayPal's REST API: create for the server's amount, capture once, refuse what did not
// complete, and webhooks that count only when PayPal vouches for them, once each.

const credentials = {
  clientId: 'fake-client-id',
  clientSecret: 'fake-client-secret',
  webhookId: 'WH-FAKE-1',
};
const shippingInfo = {
  name: 'Katherine Johnson',
  email: 'katherine.buyer@example.com',
  address: '1 Orbit Lane',
  city: 'Hampton',
  state: 'VA',
  postalCode: '23666',
  country: 'US',
  phone: '+1 757 555 0199',
};

let paypal: Awaited<ReturnType<typeof startFakePayPal>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let glassesId: string;

async function startOrder(email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/shop/checkout',
    payload: {
      cartItems: [{ _id: glassesId, quantity: 1 }],
      shippingInfo: { ...shippingInfo, email },
      amount: 0.01,
    },
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { orderID: string }).orderID;
}

const capture = (orderID: string) =>
  t.app.inject({ method: 'POST', url: '/api/shop/orders', payload: { orderID } });
const orderRow = async (orderID: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.providerOrderId, orderID)))[0];

async function mailsTo(email: string): Promise<number> {
  const outbox = path.join(t.dataDir, 'outbox');
  const files = await readdir(outbox).catch(() => [] as string[]);
  const messages = await Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8')));
  return messages.filter((message) => message.toLowerCase().includes(`to: ${email}`)).length;
}

function captureEvent(orderID: string, eventId: string, eventType = 'PAYMENT.CAPTURE.COMPLETED') {
  const order = paypal.order(orderID);
  return {
    id: eventId,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: 'capture',
    event_type: eventType,
    summary: `Payment ${eventType === 'PAYMENT.CAPTURE.COMPLETED' ? 'completed' : 'denied'}`,
    resource: {
      id: order?.captureId ?? 'CAPTURE-1',
      status: eventType === 'PAYMENT.CAPTURE.COMPLETED' ? 'COMPLETED' : 'DECLINED',
      amount: order?.amount,
      final_capture: true,
      supplementary_data: { related_ids: { order_id: orderID } },
    },
  };
}

const deliver = (event: unknown, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/shop/webhooks/paypal',
    headers,
    payload: event as Record<string, unknown>,
  });

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
});
afterAll(async () => {
  await t.close();
  await paypal.close();
});

describe('PayPal configuration', () => {
  it('needs both credentials or neither', () => {
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'only-the-id' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's', PAYPAL_API_BASE: 'ftp://x' }),
    ).toThrow(/PAYPAL_API_BASE/);
    const config = loadConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's' });
    expect(config.paypal?.apiBase).toBe('https://api-m.sandbox.paypal.com');
    expect(loadConfig({}).paypal).toBeUndefined();
    expect(loadConfig({}).deliveryFeeCents).toBe(500);
    expect(loadConfig({ DELIVERY_FEE_CENTS: '0' }).deliveryFeeCents).toBe(0);
    expect(() => loadConfig({ DELIVERY_FEE_CENTS: '-1' })).toThrow(/DELIVERY_FEE_CENTS/);
    expect(() => loadConfig({ DELIVERY_FEE_CENTS: '4.5' })).toThrow(/DELIVERY_FEE_CENTS/);
  });

  it('gives the cart the client id for the wallet buttons', async () => {
    const result = await t.graphql(
      '{ shopSettings { paymentProvider paypalClientId } }',
      {},
      { apiKey: t.secrets.publicApiKey },
    );
    expect(result.body.data?.shopSettings).toEqual({
      paymentProvider: 'paypal',
      paypalClientId: 'fake-client-id',
    });
  });
});

describe('PayPal flow', () => {
  it('creates the PayPal order for the server-computed total and pays it once after approval', async () => {
    const orderID = await startOrder('approved.buyer@example.com');
    expect(paypal.createRequests.at(-1)).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'USD', value: '104.99' } }],
    });

    // Not approved by the buyer yet: nothing is paid and the order waits.
    const early = await capture(orderID);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ code: 'CONFLICT', message: 'The payment was not completed.' });
    expect(await orderRow(orderID)).toMatchObject({ status: 'pending', captureStatus: 'ORDER_NOT_APPROVED' });

    paypal.approve(orderID);
    const capturesBefore = paypal.calls.capture;
    const responses = await Promise.all(Array.from({ length: 10 }, () => capture(orderID)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(paypal.calls.capture - capturesBefore).toBe(1);
    expect(await orderRow(orderID)).toMatchObject({
      status: 'paid',
      totalCents: 10499,
      captureId: paypal.order(orderID)?.captureId,
    });
    expect(await mailsTo('approved.buyer@example.com')).toBe(1);
    // The OAuth token is reused, not fetched per call.
    expect(paypal.calls.token).toBe(1);
  });

  it('does not pay when the capture does not complete, or completes for another amount', async () => {
    const pendingID = await startOrder('pending.buyer@example.com');
    Object.assign(paypal.approve(pendingID), { captureStatus: 'PENDING' });
    const pending = await capture(pendingID);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({ message: 'The payment was not completed.' });
    expect(await orderRow(pendingID)).toMatchObject({
      status: 'pending',
      captureStatus: 'PENDING',
      paidAt: null,
    });
    // Asked again once PayPal completed it: the capture is not repeated, its state is read.
    const capturesBefore = paypal.calls.capture;
    Object.assign(paypal.approve(pendingID), { captureStatus: 'COMPLETED' });
    expect((await capture(pendingID)).statusCode).toBe(200);
    expect(paypal.calls.capture).toBe(capturesBefore);
    expect(await orderRow(pendingID)).toMatchObject({
      status: 'paid',
      captureId: paypal.order(pendingID)?.captureId,
    });

    const declinedID = await startOrder('declined.buyer@example.com');
    Object.assign(paypal.approve(declinedID), { captureStatus: 'DECLINED' });
    const declined = await capture(declinedID);
    expect(declined.statusCode).toBe(409);
    expect(declined.json()).toMatchObject({ message: 'Payment failed.' });
    expect(await orderRow(declinedID)).toMatchObject({ status: 'failed' });

    const shortID = await startOrder('short.buyer@example.com');
    Object.assign(paypal.approve(shortID), { captureValue: '0.01' });
    const short = await capture(shortID);
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ message: 'The payment amount did not match the order.' });
    expect(await orderRow(shortID)).toMatchObject({ status: 'failed' });
    expect(await mailsTo('pending.buyer@example.com')).toBe(1);
    expect(await mailsTo('short.buyer@example.com')).toBe(0);
  });
});

describe('PayPal webhooks', () => {
  it('refuses a forged delivery and processes a valid one once however often it is replayed', async () => {
    // The capture was left pending by PayPal; the webhook later reports it completed.
    const orderID = await startOrder('webhook.buyer@example.com');
    Object.assign(paypal.approve(orderID), { captureStatus: 'PENDING' });
    expect((await capture(orderID)).statusCode).toBe(409);

    const event = captureEvent(orderID, 'WH-EVENT-1');
    const forgedHeaders = { ...paypal.signedHeaders(event), 'paypal-transmission-sig': 'Zm9yZ2Vk' };
    const forged = await deliver(event, forgedHeaders);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'The webhook signature could not be verified.',
    });
    // Signed for another webhook, or without PayPal's headers: refused as well.
    expect((await deliver(event, paypal.signedHeaders(event, 'WH-OTHER'))).statusCode).toBe(400);
    expect((await deliver(event, {})).statusCode).toBe(400);
    // A body changed after signing no longer matches its signature.
    const headers = paypal.signedHeaders(event);
    expect((await deliver({ ...event, id: 'WH-EVENT-X' }, headers)).statusCode).toBe(400);
    expect(await orderRow(orderID)).toMatchObject({ status: 'pending' });
    expect((await t.database.db.select({ n: count() }).from(paymentEvents))[0]?.n).toBe(0);

    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await deliver(event, headers)).json());
    expect(answers).toEqual([
      { received: true, duplicate: false },
      ...Array(4).fill({ received: true, duplicate: true }),
    ]);
    expect(await orderRow(orderID)).toMatchObject({ status: 'paid', captureStatus: 'COMPLETED' });
    expect(await mailsTo('webhook.buyer@example.com')).toBe(1);
    expect((await t.database.db.select({ n: count() }).from(paymentEvents))[0]?.n).toBe(1);

    // The browser's own capture call now finds the order paid.
    expect((await capture(orderID)).json()).toMatchObject({ message: 'Payment Successful' });
  });

  it('marks an order failed when PayPal reports the capture denied', async () => {
    const orderID = await startOrder('denied.buyer@example.com');
    Object.assign(paypal.approve(orderID), { captureStatus: 'PENDING' });
    await capture(orderID);
    const event = captureEvent(orderID, 'WH-EVENT-2', 'PAYMENT.CAPTURE.DENIED');
    const response = await deliver(event, paypal.signedHeaders(event));
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect(await orderRow(orderID)).toMatchObject({ status: 'failed', captureStatus: 'DECLINED' });
  });
});
