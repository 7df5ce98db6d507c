import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { orders, testProviderOrders } from '../../db/shop-schema.ts';

// The shop through the whole server with the built-in test provider: catalog, checkout
// priced on the server, idempotent capture, the confirmation e-mail and the admin list.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type ProductRow = { _id: string; name: string; price: number; donationNote: string | null };

const shippingInfo = {
  name: 'Grace Hopper',
  email: 'grace.buyer@example.com',
  address: '1 Compiler Road',
  city: 'Arlington',
  state: 'VA',
  postalCode: '22201',
  country: 'US',
  phone: '+1 703 555 0100',
};

let t: TestApp;
let catalog: ProductRow[];
const byPrice = (price: number) => catalog.find((product) => product.price === price) as ProductRow;

const checkout = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/shop/checkout', payload });
const capture = (orderID: string) =>
  t.app.inject({ method: 'POST', url: '/api/shop/orders', payload: { orderID, amount: '0.01' } });
const orderCount = async () => (await t.database.db.select({ n: count() }).from(orders))[0]?.n ?? 0;

async function mailsTo(email: string): Promise<string[]> {
  const outbox = path.join(t.dataDir, 'outbox');
  const files = await readdir(outbox).catch(() => [] as string[]);
  const messages = await Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8')));
  return messages.filter((message) => message.toLowerCase().includes(`to: ${email}`));
}

beforeAll(async () => {
  t = await createTestApp();
  expect(await t.services.shop.seedProducts()).toEqual({ total: 4, added: 4 });
  const result = await t.graphql(
    '{ listProducts { items { _id name description price images catagory subCatagory donationNote } } }',
    {},
    { apiKey: t.secrets.publicApiKey },
  );
  catalog = (result.body.data?.listProducts as { items: ProductRow[] } | undefined)?.items ?? [];
});
afterAll(() => t.close());

describe('catalog', () => {
  it('holds the three sample items and a donation, and seeding again adds nothing', async () => {
    expect(catalog.map((product) => product.price)).toEqual([29.99, 49.99, 99.99, 10]);
    expect(byPrice(99.99).name).toMatch(/Sunglasses/);
    expect(catalog.filter((product) => product.donationNote)).toHaveLength(1);
    expect(await t.services.shop.seedProducts()).toEqual({ total: 4, added: 0 });
  });

  it('tells the cart the delivery fee and that the test provider is active', async () => {
    const result = await t.graphql(
      '{ shopSettings { deliveryFee deliveryFeeCents currency paymentProvider paypalClientId } }',
      {},
      { apiKey: t.secrets.publicApiKey },
    );
    expect(result.body.data?.shopSettings).toEqual({
      deliveryFee: 5,
      deliveryFeeCents: 500,
      currency: 'USD',
      paymentProvider: 'test',
      paypalClientId: null,
    });
  });
});

describe('checkout', () => {
  it('links a signed-in buyer, lets anonymous visitors pay, and refuses a bad token', async () => {
    const payload = { cartItems: [{ _id: byPrice(29.99)._id, quantity: 1 }], shippingInfo };
    const buyer = await t.signedInUser('linked.buyer@example.com');
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/shop/checkout',
      headers: { authorization: `Bearer ${buyer.accessToken}` },
      payload,
    });
    expect(signedIn.statusCode).toBe(201);
    const { orderID } = signedIn.json() as { orderID: string };
    const [order] = await t.database.db.select().from(orders).where(eq(orders.providerOrderId, orderID));
    expect(order?.userId).toBe(buyer.userId);

    expect((await checkout(payload)).statusCode).toBe(201);

    const before = await orderCount();
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/shop/checkout',
      headers: { authorization: 'Bearer not-a-token' },
      payload,
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await orderCount()).toBe(before);
  });

  it('ignores the amount the client sends and prices from the database', async () => {
    const response = await checkout({
      cartItems: [{ _id: byPrice(99.99)._id, quantity: 1, price: 0.01 }],
      shippingInfo,
      amount: '0.01',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json() as { orderID: string; amount: string };
    expect(body.amount).toBe('104.99');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.providerOrderId, body.orderID));
    expect(order).toMatchObject({
      status: 'pending',
      subtotalCents: 9999,
      deliveryFeeCents: 500,
      totalCents: 10499,
    });
    const [atProvider] = await t.database.db
      .select()
      .from(testProviderOrders)
      .where(eq(testProviderOrders.id, body.orderID));
    expect(atProvider).toMatchObject({ amountCents: 10499, currency: 'USD' });
  });

  it('refuses bad carts and shipping with a clear 400 and stores nothing', async () => {
    const before = await orderCount();
    const glasses = byPrice(99.99)._id;
    const cases: [Record<string, unknown>, string][] = [
      [{ cartItems: [{ _id: glasses, quantity: -1 }], shippingInfo }, 'Quantity must be at least 1'],
      [{ cartItems: [{ _id: glasses, quantity: 0 }], shippingInfo }, 'Quantity must be at least 1'],
      [{ cartItems: [{ _id: glasses, quantity: 100 }], shippingInfo }, 'Quantity must be at most 99'],
      [
        {
          cartItems: [
            { _id: glasses, quantity: 60 },
            { _id: glasses, quantity: 60 },
          ],
          shippingInfo,
        },
        'Quantity must be at most 99',
      ],
      [{ cartItems: [{ _id: glasses, quantity: 1.5 }], shippingInfo }, 'Quantity must be a whole number'],
      [
        { cartItems: [{ _id: '00000000-0000-4000-8000-000000000000', quantity: 1 }], shippingInfo },
        'Unknown product: 00000000-0000-4000-8000-000000000000',
      ],
      [{ cartItems: [{ _id: 'sunglasses', quantity: 1 }], shippingInfo }, 'Unknown product: sunglasses'],
      [{ cartItems: [], shippingInfo }, 'Your cart is empty'],
      [
        { cartItems: [{ _id: glasses, quantity: 1 }], shippingInfo: { ...shippingInfo, city: '' } },
        'City is required',
      ],
      [{ cartItems: [{ _id: glasses, quantity: 1 }] }, 'Invalid input: expected object, received undefined'],
    ];
    for (const [payload, message] of cases) {
      const response = await checkout(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ code: 'BAD_USER_INPUT', message });
    }
    expect(await orderCount()).toBe(before);
  });
});

describe('capture', () => {
  it('pays the order, mails a confirmation and answers Payment Successful', async () => {
    const shirt = byPrice(29.99)._id;
    const hoodie = byPrice(49.99)._id;
    const started = await checkout({
      cartItems: [
        { _id: shirt, quantity: 2 },
        { _id: hoodie, quantity: 1 },
      ],
      shippingInfo: { ...shippingInfo, email: 'first.buyer@example.com' },
    });
    const { orderID } = started.json() as { orderID: string };
    const paid = await capture(orderID);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ message: 'Payment Successful', status: 'paid', amount: '114.97' });
    const mails = await mailsTo('first.buyer@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Total paid: $114.97 USD');
    expect(mails[0]).toContain('2 x Reelboard Logo Tee at $29.99');
  });

  it('pays once and keeps one order when 10 captures of it arrive at once', async () => {
    const started = await checkout({
      cartItems: [{ _id: byPrice(99.99)._id, quantity: 1 }],
      shippingInfo: { ...shippingInfo, email: 'parallel.buyer@example.com' },
    });
    const { orderID } = started.json() as { orderID: string };
    const before = await orderCount();
    const responses = await Promise.all(Array.from({ length: 10 }, () => capture(orderID)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const orderIds = new Set(responses.map((response) => (response.json() as { orderId: string }).orderId));
    expect(orderIds.size).toBe(1);
    expect(await orderCount()).toBe(before);
    const rows = await t.database.db.select().from(orders).where(eq(orders.providerOrderId, orderID));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'paid', totalCents: 10499, captureStatus: 'COMPLETED' });
    expect(rows[0]?.captureId).toMatch(/^TESTCAP-/);
    expect(await mailsTo('parallel.buyer@example.com')).toHaveLength(1);
  });

  it('answers 404 for an unknown order and 400 without an orderID', async () => {
    expect((await capture('TEST-unknown')).statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'POST', url: '/api/shop/orders', payload: {} });
    expect(missing.statusCode).toBe(400);
  });

  it('has no webhooks in test mode', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/shop/webhooks/paypal',
      payload: { id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'The webhook signature could not be verified.',
    });
  });
});

describe('orders for admins', () => {
  const LIST = `{ listOrders { items { status amount subtotal deliveryFee shippingInfo { name email city }
    cartItems { name price quantity } } nextToken } }`;

  it('lists orders with status, total, items and shipping to admins only', async () => {
    const anonymous = await t.graphql(LIST, {}, { apiKey: t.secrets.publicApiKey });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const viewer = await t.signedInUser('viewer.shop@example.com');
    const asViewer = await t.graphql(LIST, {}, { token: viewer.accessToken });
    expect(asViewer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const admin = await t.signedInUser('admin.shop@example.com');
    await t.services.profiles.setLevel(admin.userId, 'admin');
    const asAdmin = await t.graphql(LIST, {}, { token: admin.accessToken });
    expect(asAdmin.body.errors).toBeUndefined();
    const items =
      (asAdmin.body.data?.listOrders as { items: { status: string; amount: number }[] } | undefined)?.items ??
      [];
    expect(items.length).toBe(await orderCount());
    expect(items.find((order) => order.amount === 114.97)).toMatchObject({
      status: 'paid',
      subtotal: 109.97,
      deliveryFee: 5,
      shippingInfo: { name: 'Grace Hopper', email: 'first.buyer@example.com', city: 'Arlington' },
      cartItems: [
        { name: 'Creator Hoodie', price: 49.99, quantity: 1 },
        { name: 'Reelboard Logo Tee', price: 29.99, quantity: 2 },
      ],
    });
  });
});
