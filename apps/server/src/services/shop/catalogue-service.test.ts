import { count, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { orders, products, productVariants, testProviderOrders } from '../../db/shop-schema.ts';

// The shop owner's catalogue and stock (issue 23 items 1 and 2, ADR 0030) through the whole
// server: admin-only writes checked as every role, bad input refused with nothing changed,
// variants priced and stocked on their own, and the race for the last items.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type User = Awaited<ReturnType<TestApp['signedInUser']>>;
type ProductView = {
  _id: string;
  name: string;
  price: number;
  stock: number | null;
  soldOut: boolean;
  listed: boolean;
  images: string[];
  imageKeys: string[];
  donationNote: string | null;
  variants: { id: string; name: string; price: number | null; stock: number | null; soldOut: boolean }[];
};

const shippingInfo = {
  name: 'Mary Jackson',
  email: 'mary.stock@example.com',
  address: '2 Wind Tunnel Way',
  city: 'Hampton',
  state: 'VA',
  postalCode: '23666',
  country: 'US',
  phone: '+1 757 555 0100',
};

let t: TestApp;
let admin: User;
let viewer: User;
let creator: User;

const FIELDS = `_id name price stock soldOut listed images imageKeys donationNote variants { id name price stock soldOut }`;
const CREATE = `mutation($input: ShopProductInput!) { createProduct(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: ShopProductInput!) { updateProduct(id: $id, input: $input) { ${FIELDS} } }`;
const LISTED = `mutation($id: ID!, $listed: Boolean!) { setProductListed(id: $id, listed: $listed) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteProduct(id: $id) }`;
const LIST = `{ listProducts { items { ${FIELDS} } } }`;

const gql = (query: string, variables: Record<string, unknown>, who?: User) =>
  t.graphql(query, variables, who ? { token: who.accessToken } : { apiKey: t.secrets.publicApiKey });

const form = (changes: Record<string, unknown> = {}) => ({
  name: 'Reelboard Mug',
  description: 'A mug for long edits.',
  price: '12.50',
  category: 'Accessories',
  subcategory: 'Mugs',
  images: [],
  donation: false,
  stock: '5',
  variants: [],
  ...changes,
});

async function create(changes: Record<string, unknown> = {}): Promise<ProductView> {
  const result = await gql(CREATE, { input: form(changes) }, admin);
  expect(result.body.errors).toBeUndefined();
  return result.body.data?.createProduct as ProductView;
}

const listed = async () =>
  ((await gql(LIST, {})).body.data as { listProducts: { items: ProductView[] } }).listProducts.items;

async function buy(cartItems: Record<string, unknown>[]) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/shop/checkout',
    payload: { cartItems, shippingInfo },
  });
  if (started.statusCode >= 300)
    return { status: started.statusCode, message: started.json().message as string };
  const { orderID } = started.json() as { orderID: string };
  const paid = await t.app.inject({ method: 'POST', url: '/api/shop/orders', payload: { orderID } });
  return { status: paid.statusCode, message: paid.json().message as string };
}

beforeAll(async () => {
  t = await createTestApp();
  await t.services.shop.seedProducts();
  admin = await t.signedInUser('catalogue.admin@example.com');
  await t.services.profiles.setLevel(admin.userId, 'admin');
  viewer = await t.signedInUser('catalogue.viewer@example.com');
  creator = await t.signedInUser('catalogue.creator@example.com');
  await t.services.profiles.setLevel(creator.userId, 'creator');
});
afterAll(() => t.close());

describe('managing the catalogue', () => {
  it('lets admins create a product that shows at once on the shop, priced in cents', async () => {
    const before = await listed();
    const mug = await create({ donation: true });
    expect(mug).toMatchObject({ name: 'Reelboard Mug', price: 12.5, stock: 5, soldOut: false, listed: true });
    expect(mug.donationNote).toMatch(/donation/);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, mug._id));
    expect(row?.priceCents).toBe(1250);
    expect((await listed()).map((product) => product._id)).toEqual([...before.map((p) => p._id), mug._id]);
  });

  it('refuses every write to visitors, viewers and creators, and changes nothing', async () => {
    const mug = await create();
    const count0 = (await t.database.db.select({ n: count() }).from(products))[0]?.n;
    for (const who of [undefined, viewer, creator]) {
      for (const [query, variables] of [
        [CREATE, { input: form() }],
        [UPDATE, { id: mug._id, input: form({ price: '1' }) }],
        [LISTED, { id: mug._id, listed: false }],
        [DELETE, { id: mug._id }],
        [`{ listProducts(includeUnlisted: true) { items { _id } } }`, {}],
      ] as const) {
        const result = await gql(query, variables, who);
        expect(result.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
    }
    expect((await t.database.db.select({ n: count() }).from(products))[0]?.n).toBe(count0);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, mug._id));
    expect(row).toMatchObject({ priceCents: 1250, listed: true });
  });

  it('answers bad prices, stock, categories, variants and images clearly, changing nothing', async () => {
    const mug = await create();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ price: '-1' }, /price in USD/],
      [{ price: 'abc' }, /price in USD/],
      [{ price: '19.999' }, /at most two decimals/],
      [{ stock: '-3' }, /Stock must be a whole number/],
      [{ stock: 'many' }, /Stock must be a whole number/],
      [{ category: 'Food' }, /Choose a category/],
      [{ images: ['../../etc/passwd'] }, /Upload the image again/],
      [
        { variants: [{ id: '00000000-0000-4000-8000-000000000000', name: 'S', price: '', stock: '1' }] },
        /Unknown variant/,
      ],
      [{ variants: [{ name: 'S', price: '1.234', stock: '1' }] }, /S: Enter a price/],
    ];
    for (const [changes, message] of cases) {
      const result = await gql(UPDATE, { id: mug._id, input: form(changes) }, admin);
      expect(result.body.errors?.[0]?.message).toMatch(message);
    }
    const [row] = await t.database.db.select().from(products).where(eq(products.id, mug._id));
    expect(row).toMatchObject({ priceCents: 1250, stock: 5, category: 'Accessories' });
  });

  it('stores uploaded images re-encoded and refuses files that are not images', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#7c3aed' } })
      .png()
      .toBuffer();
    const upload = (bytes: Buffer, who?: User) => {
      const boundary = 'catalogue-boundary';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/shop/products/image',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          ...(who ? { authorization: `Bearer ${who.accessToken}` } : {}),
        },
        payload: body,
      });
    };
    expect((await upload(png, viewer)).statusCode).toBe(403);
    const refused = await upload(Buffer.from('not an image at all'), admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/not an image/);
    const stored = await upload(png, admin);
    expect(stored.statusCode).toBe(200);
    const { imageKey, imageSrc } = stored.json() as { imageKey: string; imageSrc: string };
    expect(imageKey).toMatch(/^public\/shop\/.+\.webp$/);
    const product = await create({ images: [imageKey] });
    expect(product.imageKeys).toEqual([imageKey]);
    expect(product.images).toEqual([imageSrc]);
  });

  it('unlists a product: gone from the shop and its checkout, back when listed again', async () => {
    const mug = await create();
    await gql(LISTED, { id: mug._id, listed: false }, admin);
    expect((await listed()).some((product) => product._id === mug._id)).toBe(false);
    const all = await gql(`{ listProducts(includeUnlisted: true) { items { _id listed } } }`, {}, admin);
    expect(all.body.data?.listProducts).toMatchObject({
      items: expect.arrayContaining([{ _id: mug._id, listed: false }]),
    });
    expect(await buy([{ _id: mug._id, quantity: 1 }])).toEqual({
      status: 409,
      message: 'Reelboard Mug is no longer sold.',
    });
    await gql(LISTED, { id: mug._id, listed: true }, admin);
    expect((await listed()).some((product) => product._id === mug._id)).toBe(true);
  });

  it('deletes a product nobody ordered, and refuses to delete one with orders', async () => {
    const unsold = await create();
    expect((await gql(DELETE, { id: unsold._id }, admin)).body.data?.deleteProduct).toBe(true);
    const sold = await create();
    expect((await buy([{ _id: sold._id, quantity: 1 }])).status).toBe(200);
    const refused = await gql(DELETE, { id: sold._id }, admin);
    expect(refused.body.errors?.[0]?.message).toBe(
      'This product has orders, so it cannot be deleted. Unlist it instead.',
    );
    expect((await t.database.db.select().from(products).where(eq(products.id, sold._id))).length).toBe(1);
  });
});

describe('variants and stock', () => {
  it('prices and stocks each variant on its own, and order lines keep the variant name', async () => {
    const tee = await create({
      name: 'Sized Tee',
      price: '20',
      variants: [
        { name: 'S', price: '', stock: '1' },
        { name: 'L', price: '22.50', stock: '' },
      ],
    });
    expect(tee.stock).toBeNull();
    const [small, large] = tee.variants;
    expect(small).toMatchObject({ name: 'S', price: null, stock: 1, soldOut: false });
    expect(large).toMatchObject({ name: 'L', price: 22.5, stock: null });
    expect((await buy([{ _id: tee._id, quantity: 1 }])).message).toBe('Choose an option of Sized Tee.');
    expect((await buy([{ _id: tee._id, variantId: 'nope', quantity: 1 }])).message).toBe('Unknown variant.');
    expect(await buy([{ _id: tee._id, variantId: small?.id, quantity: 1 }])).toMatchObject({ status: 200 });
    expect(await buy([{ _id: tee._id, variantId: large?.id, quantity: 3 }])).toMatchObject({ status: 200 });
    const again = await buy([{ _id: tee._id, variantId: small?.id, quantity: 1 }]);
    expect(again).toEqual({ status: 409, message: 'Sized Tee (S) is sold out.' });
    const [view] = (await listed()).filter((product) => product._id === tee._id);
    expect(view?.variants.map((variant) => variant.soldOut)).toEqual([true, false]);
    expect(view?.soldOut).toBe(false);
    const lines = await t.graphql(
      `{ listOrders { items { amount cartItems { name variantName price quantity } } } }`,
      {},
      { token: admin.accessToken },
    );
    const items = (
      lines.body.data as { listOrders: { items: { cartItems: unknown[] }[] } }
    ).listOrders.items.flatMap((order) => order.cartItems);
    expect(items).toEqual(
      expect.arrayContaining([
        { name: 'Sized Tee', variantName: 'S', price: 20, quantity: 1 },
        { name: 'Sized Tee', variantName: 'L', price: 22.5, quantity: 3 },
      ]),
    );
  });

  it('refuses a sold-out product before any payment and shows it as sold out', async () => {
    const last = await create({ name: 'Last One', stock: '1' });
    expect((await buy([{ _id: last._id, quantity: 2 }])).message).toBe('Only 1 of Last One left.');
    expect((await buy([{ _id: last._id, quantity: 1 }])).status).toBe(200);
    expect((await listed()).find((product) => product._id === last._id)).toMatchObject({
      stock: 0,
      soldOut: true,
    });
    expect(await buy([{ _id: last._id, quantity: 1 }])).toEqual({
      status: 409,
      message: 'Last One is sold out.',
    });
  });

  it('sells 5 items to exactly 5 of 20 parallel buyers; the others are refused before paying', async () => {
    const scarce = await create({ name: 'Scarce Print', stock: '5' });
    const payments = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/shop/checkout',
          payload: { cartItems: [{ _id: scarce._id, quantity: 1 }], shippingInfo },
        }),
      ),
    );
    expect(payments.every((started) => started.statusCode === 201)).toBe(true);
    const outcomes = await Promise.all(
      payments.map((started) =>
        t.app.inject({
          method: 'POST',
          url: '/api/shop/orders',
          payload: { orderID: started.json().orderID },
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.statusCode === 200)).toHaveLength(5);
    const refused = outcomes.filter((outcome) => outcome.statusCode !== 200);
    expect(refused).toHaveLength(15);
    for (const outcome of refused) {
      expect(outcome.statusCode).toBe(409);
      expect(outcome.json().message).toBe(
        'Sorry, Scarce Print sold out before your payment. Nothing was charged.',
      );
    }
    const [row] = await t.database.db.select().from(products).where(eq(products.id, scarce._id));
    expect(row?.stock).toBe(0);
    const ids = payments.map((started) => started.json().orderID as string);
    const captured = await t.database.db
      .select()
      .from(testProviderOrders)
      .where(isNotNull(testProviderOrders.captureId));
    expect(captured.filter((order) => ids.includes(order.id))).toHaveLength(5);
    const paid = await t.database.db.select().from(orders).where(eq(orders.status, 'paid'));
    expect(paid.filter((order) => ids.includes(order.providerOrderId ?? ''))).toHaveLength(5);
  });

  it('gives stock back through returnStock where a count exists', async () => {
    const { returnStock } = await import('./stock.ts');
    const sized = await create({ name: 'Returnable', variants: [{ name: 'M', price: '', stock: '0' }] });
    const plain = await create({ name: 'Unlimited', stock: '' });
    const variantId = sized.variants[0]?.id as string;
    await t.database.db.transaction((tx) =>
      returnStock(tx, [
        { productId: sized._id, variantId, quantity: 2 },
        { productId: plain._id, variantId: null, quantity: 2 },
      ]),
    );
    const [variant] = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, variantId));
    expect(variant?.stock).toBe(2);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, plain._id));
    expect(row?.stock).toBeNull();
  });
});
