import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { notifications } from '../../db/notification-schema.ts';
import { orderRefunds, orders, products, testProviderRefunds } from '../../db/shop-schema.ts';

// Orders after payment (issue 23) through the whole server with the built-in test
// provider: buyers following their orders, the admin's status moves, refunds (once per key),
// the list's filters and the revenue numbers, each checked as every role.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type User = Awaited<ReturnType<TestApp['signedInUser']>>;

const shippingInfo = {
  name: 'Ada Lovelace',
  email: 'ada.orders@example.com',
  address: '12 Engine Street',
  city: 'London',
  state: 'LDN',
  postalCode: 'N1 9GU',
  country: 'GB',
  phone: '+44 20 5550 0100',
};

let t: TestApp;
let admin: User;
let buyer: User;
let viewer: User;
let creator: User;
let tee: string;
let hoodie: string;

const ORDER = `id status amount refunded carrier trackingNumber cartItems { id name price quantity refundedQuantity }`;
type OrderView = {
  id: string;
  status: string;
  amount: number;
  refunded: number;
  carrier: string | null;
  trackingNumber: string | null;
  cartItems: { id: string; name: string; price: number; quantity: number; refundedQuantity: number }[];
};

async function outbox(email: string): Promise<string[]> {
  const dir = path.join(t.dataDir, 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  const messages = await Promise.all(files.sort().map((file) => readFile(path.join(dir, file), 'utf8')));
  // Quoted-printable wraps long lines (the private link) with soft breaks.
  return messages
    .filter((message) => message.toLowerCase().includes(`to: ${email}`))
    .map((message) => message.replace(/=\r?\n/g, ''));
}

// A paid order of 2 tees and a hoodie ($109.97 with delivery), by a buyer or a visitor.
async function paidOrder(email: string, token?: string): Promise<string> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/shop/checkout',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: {
      cartItems: [
        { _id: tee, quantity: 2 },
        { _id: hoodie, quantity: 1 },
      ],
      shippingInfo: { ...shippingInfo, email },
    },
  });
  const { orderID, orderId } = started.json() as { orderID: string; orderId: string };
  const paid = await t.app.inject({ method: 'POST', url: '/api/shop/orders', payload: { orderID } });
  expect(paid.statusCode).toBe(200);
  return orderId;
}

const gql = (query: string, variables: Record<string, unknown>, who?: User) =>
  t.graphql(query, variables, who ? { token: who.accessToken } : { apiKey: t.secrets.publicApiKey });

const SHIP = `mutation($orderId: ID!, $carrier: String!, $trackingNumber: String!) {
  markOrderShipped(orderId: $orderId, carrier: $carrier, trackingNumber: $trackingNumber) { ${ORDER} } }`;
const DELIVER = `mutation($orderId: ID!) { markOrderDelivered(orderId: $orderId) { ${ORDER} } }`;
const REFUND = `mutation($orderId: ID!, $key: String!, $lines: [RefundLineInput!], $restoreStock: Boolean) {
  refundOrder(orderId: $orderId, key: $key, lines: $lines, restoreStock: $restoreStock) { ${ORDER} } }`;
const CANCEL = `mutation($orderId: ID!, $key: String!) { cancelOrder(orderId: $orderId, key: $key) { ${ORDER} } }`;

const statusOf = async (orderId: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0];

beforeAll(async () => {
  t = await createTestApp();
  await t.services.shop.seedProducts();
  const products = await t.services.shop.listProducts({ kind: 'apiKey' });
  tee = products.find((product) => product.priceCents === 2999)?.id as string;
  hoodie = products.find((product) => product.priceCents === 4999)?.id as string;
  admin = await t.signedInUser('orders.admin@example.com');
  await t.services.profiles.setLevel(admin.userId, 'admin');
  buyer = await t.signedInUser('orders.buyer@example.com');
  viewer = await t.signedInUser('orders.viewer@example.com');
  creator = await t.signedInUser('orders.creator@example.com');
  await t.services.profiles.setLevel(creator.userId, 'creator');
});
afterAll(() => t.close());

describe('following an order', () => {
  it('lists a signed-in buyer’s orders and shows one to them and admins only', async () => {
    const orderId = await paidOrder('orders.buyer@example.com', buyer.accessToken);
    const mine = await gql(`{ myOrders { items { id status } } }`, {}, buyer);
    expect(mine.body.data?.myOrders).toEqual({ items: [{ id: orderId, status: 'paid' }] });
    const one = `query($id: ID!) { myOrder(id: $id) { ${ORDER} } }`;
    expect((await gql(one, { id: orderId }, buyer)).body.data?.myOrder).toMatchObject({
      id: orderId,
      amount: 114.97,
    });
    expect((await gql(one, { id: orderId }, admin)).body.data?.myOrder).toMatchObject({ id: orderId });
    const other = await gql(one, { id: orderId }, viewer);
    expect(other.body.errors?.[0]?.message).toBe('Order not found.');
    expect((await gql(`{ myOrders { items { id } } }`, {})).body.errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });

  it('mails every order a private link that anyone holding it can follow', async () => {
    const orderId = await paidOrder('anonymous.follower@example.com');
    const [mail] = await outbox('anonymous.follower@example.com');
    const secret = /\/orders\/follow\/([0-9a-f]{64})/.exec(mail ?? '')?.[1];
    expect(secret).toBeDefined();
    const query = `query($secret: String!) { followedOrder(secret: $secret) { id status } }`;
    expect((await gql(query, { secret })).body.data?.followedOrder).toEqual({ id: orderId, status: 'paid' });
    const guessed = await gql(query, { secret: 'a'.repeat(64) });
    expect(guessed.body.errors?.[0]?.message).toBe(
      'Order not found. Check the link in your confirmation e-mail.',
    );
  });
});

describe('status changes', () => {
  it('ships with a tracking number, e-mails the buyer and rings their bell, then delivers', async () => {
    const orderId = await paidOrder('orders.buyer@example.com', buyer.accessToken);
    const shipped = await gql(SHIP, { orderId, carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }, admin);
    expect(shipped.body.data?.markOrderShipped).toMatchObject({
      status: 'shipped',
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    });
    const mails = await outbox('orders.buyer@example.com');
    expect(mails.at(-1)).toContain('Tracking number: 1Z999AA10123456784');
    const [bell] = await t.database.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.orderId, orderId), eq(notifications.action, 'shipped')));
    expect(bell?.n).toBe(1);
    const again = await gql(SHIP, { orderId, carrier: 'UPS', trackingNumber: '1Z2' }, admin);
    expect(again.body.errors?.[0]?.message).toBe('An order that is shipped cannot be marked shipped.');
    expect((await gql(DELIVER, { orderId }, admin)).body.data?.markOrderDelivered).toMatchObject({
      status: 'delivered',
    });
    expect((await outbox('orders.buyer@example.com')).at(-1)).toContain('Your order was delivered.');
  });

  it('refuses everyone but admins, and bad input, changing nothing', async () => {
    const orderId = await paidOrder('refused.moves@example.com');
    const valid = { orderId, carrier: 'DHL', trackingNumber: 'JD0146' };
    for (const who of [undefined, viewer, creator, buyer]) {
      const answer = await gql(SHIP, valid, who);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const refund = await gql(REFUND, { orderId, key: 'refused-key-1' }, who);
      expect(refund.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, carrier: '  ' }, 'Enter the carrier.'],
      [{ ...valid, trackingNumber: '' }, 'Enter the tracking number.'],
      [
        { ...valid, trackingNumber: '<script>' },
        'A tracking number has only letters, digits, spaces and dashes.',
      ],
      [{ ...valid, orderId: 'not-an-order' }, 'Unknown order.'],
    ];
    for (const [variables, message] of cases) {
      expect((await gql(SHIP, variables, admin)).body.errors?.[0]?.message).toBe(message);
    }
    const badLine = await gql(
      REFUND,
      { orderId, key: 'bad-line-1', lines: [{ itemId: orderId, quantity: -1 }] },
      admin,
    );
    expect(badLine.body.errors?.[0]?.message).toBe('The quantity must be at least 1.');
    expect((await statusOf(orderId))?.status).toBe('paid');
    expect((await statusOf(orderId))?.refundedCents).toBe(0);
  });
});

describe('refunds', () => {
  it('refunds per line, then the rest, once per key, and the order ends refunded', async () => {
    const orderId = await paidOrder('orders.buyer@example.com', buyer.accessToken);
    const before = await gql(`query($id: ID!) { myOrder(id: $id) { ${ORDER} } }`, { id: orderId }, buyer);
    const teeLine = (before.body.data?.myOrder as OrderView | undefined)?.cartItems.find(
      (item) => item.price === 29.99,
    );
    const line = { orderId, key: 'line-refund-0001', lines: [{ itemId: teeLine?.id, quantity: 1 }] };
    const [first, second] = await Promise.all([gql(REFUND, line, admin), gql(REFUND, line, admin)]);
    for (const answer of [first, second]) {
      expect(answer.body.data?.refundOrder).toMatchObject({ status: 'paid', refunded: 29.99 });
    }
    const refunds = await t.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    expect(refunds).toHaveLength(1);
    const atProvider = await t.database.db
      .select()
      .from(testProviderRefunds)
      .where(eq(testProviderRefunds.refundId, refunds[0]?.providerRefundId as string));
    expect(atProvider).toHaveLength(1);
    expect((await outbox('orders.buyer@example.com')).at(-1)).toContain('We refunded $29.99 USD');

    const tooMany = await gql(
      REFUND,
      { orderId, key: 'line-refund-0002', lines: [{ itemId: teeLine?.id, quantity: 2 }] },
      admin,
    );
    expect(tooMany.body.errors?.[0]?.message).toBe('Only 1 of 2 can still be refunded on that line.');

    const rest = await gql(REFUND, { orderId, key: 'full-refund-0003' }, admin);
    expect(rest.body.data?.refundOrder).toMatchObject({ status: 'refunded', refunded: 114.97 });
    const done = rest.body.data?.refundOrder as OrderView;
    expect(done.cartItems.every((item) => item.refundedQuantity === item.quantity)).toBe(true);
    const again = await gql(REFUND, { orderId, key: 'full-refund-0004' }, admin);
    expect(again.body.errors?.[0]?.message).toBe('An order that is refunded cannot be refunded.');
    const mine = await gql(`{ myOrders { items { id status } } }`, {}, buyer);
    expect((mine.body.data?.myOrders as { items: OrderView[] } | undefined)?.items).toContainEqual({
      id: orderId,
      status: 'refunded',
    });
  });

  it('gives the refunded quantities back to stock only when asked', async () => {
    const stockOf = async () =>
      (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, tee)))[0]
        ?.stock;
    await t.database.db.update(products).set({ stock: 10 }).where(eq(products.id, tee));
    const orderId = await paidOrder('stock.back@example.com');
    expect(await stockOf()).toBe(8);
    const view = await gql(`query($id: ID!) { myOrder(id: $id) { ${ORDER} } }`, { id: orderId }, admin);
    const teeLine = (view.body.data?.myOrder as OrderView | undefined)?.cartItems.find(
      (item) => item.price === 29.99,
    );
    const one = { orderId, lines: [{ itemId: teeLine?.id, quantity: 1 }], restoreStock: true };
    await gql(REFUND, { ...one, key: 'stock-back-0001' }, admin);
    await gql(REFUND, { ...one, key: 'stock-back-0001' }, admin);
    expect(await stockOf()).toBe(9);
    await gql(REFUND, { orderId, key: 'stock-kept-0002', restoreStock: false }, admin);
    expect(await stockOf()).toBe(9);
    await t.database.db.update(products).set({ stock: null }).where(eq(products.id, tee));
  });

  it('cancels a paid order with a full refund, but not a shipped one', async () => {
    const orderId = await paidOrder('cancel.me@example.com');
    const cancelled = await gql(CANCEL, { orderId, key: 'cancel-key-0001' }, admin);
    expect(cancelled.body.data?.cancelOrder).toMatchObject({ status: 'cancelled', refunded: 114.97 });
    expect((await outbox('cancel.me@example.com')).at(-1)).toContain('Your order was cancelled');
    const shippedId = await paidOrder('shipped.cancel@example.com');
    await gql(SHIP, { orderId: shippedId, carrier: 'USPS', trackingNumber: '9400 1000' }, admin);
    const refused = await gql(CANCEL, { orderId: shippedId, key: 'cancel-key-0002' }, admin);
    expect(refused.body.errors?.[0]?.message).toBe('An order that is shipped cannot be marked cancelled.');
    expect((await statusOf(shippedId))?.refundedCents).toBe(0);
  });
});

describe('the admin list and the numbers', () => {
  const LIST = `query($status: String, $search: String, $limit: Int, $nextToken: String) {
    listOrders(status: $status, search: $search, limit: $limit, nextToken: $nextToken) {
      items { id status shippingInfo { email } } nextToken } }`;
  type Page = {
    items: { id: string; status: string; shippingInfo: { email: string } }[];
    nextToken: string | null;
  };

  it('filters by status, searches by e-mail or order number, and pages', async () => {
    const orderId = await paidOrder('needle.search@example.com');
    const byEmail = (await gql(LIST, { search: 'NEEDLE.search' }, admin)).body.data?.listOrders as Page;
    expect(byEmail.items.map((item) => item.id)).toEqual([orderId]);
    const byNumber = (await gql(LIST, { search: orderId.slice(0, 8) }, admin)).body.data?.listOrders as Page;
    expect(byNumber.items.map((item) => item.id)).toContain(orderId);
    const shipped = (await gql(LIST, { status: 'shipped' }, admin)).body.data?.listOrders as Page;
    expect(shipped.items.length).toBeGreaterThan(0);
    expect(shipped.items.every((item) => item.status === 'shipped')).toBe(true);
    const unknown = await gql(LIST, { status: 'lost' }, admin);
    expect(unknown.body.errors?.[0]?.message).toBe('Unknown order status.');
    const first = (await gql(LIST, { limit: 1 }, admin)).body.data?.listOrders as Page;
    const next = (await gql(LIST, { limit: 1, nextToken: first.nextToken }, admin)).body.data
      ?.listOrders as Page;
    expect(next.items[0]?.id).not.toBe(first.items[0]?.id);
    expect((await gql(LIST, {}, viewer)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('sums revenue per day and product, exports CSV, for admins only', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const query = `query($from: String!, $to: String!) {
      orderRevenue(from: $from, to: $to) { days { day orders gross refunded net } products { name units gross refunded net } } }`;
    const answer = await gql(query, { from: today, to: today }, admin);
    const revenue = answer.body.data?.orderRevenue as {
      days: { day: string; orders: number; gross: number; refunded: number; net: number }[];
      products: { name: string; units: number; gross: number }[];
    };
    expect(revenue.days).toHaveLength(1);
    expect(revenue.days[0]?.day).toBe(today);
    expect(revenue.days[0]?.orders).toBeGreaterThanOrEqual(6);
    expect(revenue.days[0]?.refunded).toBeGreaterThanOrEqual(114.97 * 2);
    expect(revenue.days[0]?.net).toBeCloseTo(
      (revenue.days[0]?.gross ?? 0) - (revenue.days[0]?.refunded ?? 0),
      2,
    );
    expect(
      revenue.products.find((product) => product.name === 'Reelboard Logo Tee')?.units,
    ).toBeGreaterThanOrEqual(12);
    const csvQuery = `query($from: String!, $to: String!) { orderRevenueCsv(from: $from, to: $to) }`;
    const csv = (await gql(csvQuery, { from: today, to: today }, admin)).body.data?.orderRevenueCsv as string;
    expect(csv.split('\r\n')[0]).toBe('kind,date,product,orders,units,gross_usd,refunded_usd,net_usd');
    expect(csv).toContain(`day,${today},`);
    expect(csv).toContain('product,,Reelboard Logo Tee,');
    for (const who of [undefined, viewer, creator]) {
      expect((await gql(csvQuery, { from: today, to: today }, who)).body.errors?.[0]?.extensions?.code).toBe(
        'FORBIDDEN',
      );
    }
    const backwards = await gql(query, { from: today, to: '2000-01-01' }, admin);
    expect(backwards.body.errors?.[0]?.message).toBe('The period ends before it starts.');
  });
});
