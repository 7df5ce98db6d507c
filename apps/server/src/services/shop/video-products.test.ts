import { videoProductMessages } from '@reelboard/shared/video-products';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousReader, nobody } from '../../../test/actors.ts';
import { createTestApp } from '../../../test/app.ts';
import { insertUser } from '../../../test/users.ts';
import { insertVideo } from '../../../test/videos.ts';
import { orderItems, products } from '../../db/shop-schema.ts';
import type { UserActor } from '../actors.ts';

// Shoppable videos against a real database, through the services the server wires: who may
// tag, the limit, products leaving the shop, counting adds to cart, and attribution of
// paid orders only to videos that really show the product.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let admin: UserActor;
let owner: UserActor;
let otherCreator: UserActor;
let viewer: UserActor;
let shirt: string;
let hoodie: string;
let glasses: string;
let donation: string;

const shippingInfo = {
  name: 'Ada Buyer',
  email: 'ada.buyer@example.com',
  address: '1 Loom Street',
  city: 'London',
  state: 'LDN',
  postalCode: 'N1 1AA',
  country: 'GB',
  phone: '+44 20 7946 0000',
};

beforeAll(async () => {
  t = await createTestApp();
  await t.services.shop.seedProducts();
  const catalog = await t.services.shop.listProducts(anonymousReader);
  [shirt, hoodie, glasses, donation] = catalog.map((product) => product.id) as [
    string,
    string,
    string,
    string,
  ];
  [admin, owner, otherCreator, viewer] = await Promise.all([
    insertUser(t.database.db, 'admin'),
    insertUser(t.database.db, 'creator'),
    insertUser(t.database.db, 'creator'),
    insertUser(t.database.db, 'viewer'),
  ]);
});
afterAll(() => t.close());

const tagged = async (videoId: string) =>
  (await t.services.videoProducts.productsOf([videoId]))[0]?.map((product) => product.id);
const attempt = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 'OK', message: '' }),
    (error: { code: string; message: string }) => ({ code: error.code, message: error.message }),
  );

/** A visitor's add of the product from the video: its claim. */
const claimOf = async (videoId: string, productId: string) =>
  (await t.services.videoProducts.recordCartAdd(anonymousReader, '10.5.0.1', { videoId, productId })).claim;

async function payFor(cartItems: { _id: string; quantity: number; videoId?: string; videoClaim?: string }[]) {
  const started = await t.services.shop.checkout(anonymousReader, { cartItems, shippingInfo });
  return { started, paid: () => t.services.shop.capture({ orderID: started.orderID }) };
}

describe('tagging', () => {
  it('lets admins tag any video and creators their own, in the order given', async () => {
    const video = await insertVideo(t.database.db, { creatorId: owner.userId });
    await t.services.videoProducts.tag(owner, { videoId: video.id, productIds: [glasses, shirt] });
    expect(await tagged(video.id)).toEqual([glasses, shirt]);
    await t.services.videoProducts.tag(admin, { videoId: video.id, productIds: [hoodie] });
    expect(await tagged(video.id)).toEqual([hoodie]);
    // A pending video of the creator's own can be tagged too (on the upload form).
    const pending = await insertVideo(t.database.db, { creatorId: owner.userId, isApproved: false });
    await t.services.videoProducts.tag(owner, { videoId: pending.id, productIds: [shirt] });
    expect(await tagged(pending.id)).toEqual([shirt]);
    // A list's videos are read in one call, each with its own products.
    const untagged = await insertVideo(t.database.db, { creatorId: owner.userId });
    const lists = await t.services.videoProducts.productsOf([pending.id, untagged.id, 'not-an-id', video.id]);
    expect(lists.map((list) => list.map((product) => product.id))).toEqual([[shirt], [], [], [hoodie]]);
  });

  it('refuses viewers, other creators and visitors, and changes nothing', async () => {
    const video = await insertVideo(t.database.db, { creatorId: owner.userId });
    await t.services.videoProducts.tag(owner, { videoId: video.id, productIds: [shirt] });
    for (const actor of [viewer, otherCreator, anonymousReader, nobody]) {
      expect(
        await attempt(t.services.videoProducts.tag(actor, { videoId: video.id, productIds: [hoodie] })),
      ).toEqual({
        code: 'FORBIDDEN',
        message: videoProductMessages.notAllowed,
      });
    }
    expect(await tagged(video.id)).toEqual([shirt]);
  });

  it('allows at most three distinct products that are in the shop', async () => {
    const video = await insertVideo(t.database.db, { creatorId: owner.userId });
    await t.services.videoProducts.tag(owner, { videoId: video.id, productIds: [shirt, hoodie, glasses] });
    const cases: [string[], string][] = [
      [[shirt, hoodie, glasses, donation], videoProductMessages.tooMany],
      [[shirt, shirt], videoProductMessages.duplicate],
      [['00000000-0000-4000-8000-000000000000'], videoProductMessages.unknownProduct],
      [['not-a-product'], videoProductMessages.unknownProduct],
    ];
    for (const [productIds, message] of cases) {
      expect(await attempt(t.services.videoProducts.tag(owner, { videoId: video.id, productIds }))).toEqual({
        code: 'BAD_USER_INPUT',
        message,
      });
    }
    expect(await tagged(video.id)).toEqual([shirt, hoodie, glasses]);
    await t.services.videoProducts.tag(owner, { videoId: video.id, productIds: [] });
    expect(await tagged(video.id)).toEqual([]);
  });

  it('says a video one may not see is not found', async () => {
    const hidden = await insertVideo(t.database.db, { creatorId: owner.userId, isApproved: false });
    expect(
      await attempt(t.services.videoProducts.tag(otherCreator, { videoId: hidden.id, productIds: [shirt] })),
    ).toEqual({ code: 'NOT_FOUND', message: 'Video not found.' });
  });

  it('drops a product deleted from the shop from every video', async () => {
    const [extra] = await t.database.db
      .insert(products)
      .values({
        slug: 'limited-cap',
        name: 'Limited Cap',
        description: 'Gone soon.',
        priceCents: 1500,
        category: 'Apparel',
      })
      .returning();
    if (!extra) throw new Error('insert failed');
    const video = await insertVideo(t.database.db, { creatorId: owner.userId });
    await t.services.videoProducts.tag(admin, { videoId: video.id, productIds: [extra.id, shirt] });
    expect(await tagged(video.id)).toEqual([extra.id, shirt]);
    await t.database.db.delete(products).where(eq(products.id, extra.id));
    expect(await tagged(video.id)).toEqual([shirt]);
  });
});

describe('adds to cart', () => {
  it('counts each add of a tagged product exactly, in parallel too, for visitors and users', async () => {
    const video = await insertVideo(t.database.db, { creatorId: owner.userId });
    await t.services.videoProducts.tag(owner, { videoId: video.id, productIds: [shirt, hoodie] });
    const add = (actor: UserActor, productId: string) =>
      t.services.videoProducts.recordCartAdd(actor, '10.1.1.1', { videoId: video.id, productId });
    const adds = await Promise.all([
      ...Array.from({ length: 10 }, (_, index) =>
        t.services.videoProducts.recordCartAdd(anonymousReader, `10.1.0.${index}`, {
          videoId: video.id,
          productId: shirt,
        }),
      ),
      ...Array.from({ length: 5 }, () => add(owner, shirt)),
    ]);
    // Each add counted answers its claim; only the creator learns the running count.
    expect(adds.every((added) => typeof added.claim === 'string')).toBe(true);
    expect(adds.slice(0, 10).map((added) => added.adds)).toEqual(Array(10).fill(null));
    const ownersCounts = adds.slice(10).map((added) => added.adds ?? 0);
    expect(ownersCounts.every((count) => count >= 1 && count <= 15)).toBe(true);
    expect(new Set(ownersCounts).size).toBe(5);
    expect(await add(viewer, hoodie)).toMatchObject({ adds: null });
    expect(await add(admin, hoodie)).toMatchObject({ adds: 2 });
    expect((await t.services.videoProducts.statsOf(owner, [video]))[0]).toEqual({
      cartAdds: 17,
      attributedOrders: 0,
    });
  });

  it('refuses a product the video does not show, and counts nothing', async () => {
    const video = await insertVideo(t.database.db, { creatorId: owner.userId });
    await t.services.videoProducts.tag(owner, { videoId: video.id, productIds: [shirt] });
    expect(
      await attempt(
        t.services.videoProducts.recordCartAdd(anonymousReader, '10.2.0.1', {
          videoId: video.id,
          productId: glasses,
        }),
      ),
    ).toEqual({ code: 'BAD_USER_INPUT', message: videoProductMessages.notTagged });
    expect(
      await attempt(
        t.services.videoProducts.recordCartAdd(nobody, '10.2.0.1', { videoId: video.id, productId: shirt }),
      ),
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect((await t.services.videoProducts.statsOf(admin, [video]))[0]).toEqual({
      cartAdds: 0,
      attributedOrders: 0,
    });
  });

  it('limits one visitor to 30 adds a minute', async () => {
    const video = await insertVideo(t.database.db, { creatorId: owner.userId });
    await t.services.videoProducts.tag(owner, { videoId: video.id, productIds: [shirt] });
    const add = () =>
      attempt(
        t.services.videoProducts.recordCartAdd(anonymousReader, '10.3.0.1', {
          videoId: video.id,
          productId: shirt,
        }),
      );
    for (let i = 0; i < 30; i += 1) expect((await add()).code).toBe('OK');
    expect(await add()).toEqual({ code: 'RATE_LIMITED', message: videoProductMessages.rateLimited });
    expect((await t.services.videoProducts.statsOf(owner, [video]))[0]).toEqual({
      cartAdds: 30,
      attributedOrders: 0,
    });
  });

  it('shows the figures to the creator and admins only', async () => {
    const video = await insertVideo(t.database.db, { creatorId: owner.userId });
    for (const actor of [otherCreator, viewer, anonymousReader])
      expect((await t.services.videoProducts.statsOf(actor, [video]))[0]).toBeNull();
  });

  it('answers a whole list in one call, each video for whom may read it', async () => {
    const [counted, quiet] = await Promise.all([
      insertVideo(t.database.db, { creatorId: owner.userId }),
      insertVideo(t.database.db, { creatorId: owner.userId }),
    ]);
    const someoneElses = await insertVideo(t.database.db, { creatorId: otherCreator.userId });
    await t.services.videoProducts.tag(owner, { videoId: counted.id, productIds: [shirt] });
    await t.services.videoProducts.recordCartAdd(anonymousReader, '10.4.0.1', {
      videoId: counted.id,
      productId: shirt,
    });
    expect(await t.services.videoProducts.statsOf(owner, [counted, quiet, someoneElses, counted])).toEqual([
      { cartAdds: 1, attributedOrders: 0 },
      { cartAdds: 0, attributedOrders: 0 },
      null,
      { cartAdds: 1, attributedOrders: 0 },
    ]);
    expect(await t.services.videoProducts.statsOf(viewer, [counted, quiet])).toEqual([null, null]);
  });
});

describe('attribution', () => {
  it('attributes a paid line to the video it came from only if the product is tagged there', async () => {
    const video = await insertVideo(t.database.db, { creatorId: owner.userId });
    await t.services.videoProducts.tag(owner, { videoId: video.id, productIds: [shirt] });
    const videoClaim = await claimOf(video.id, shirt);
    const order = await payFor([
      { _id: shirt, quantity: 1, videoId: video.id, videoClaim },
      // The client claims the video for a product it does not show, with the shirt's claim
      // (the server signs none for the glasses): not attributed.
      { _id: glasses, quantity: 1, videoId: video.id, videoClaim },
      { _id: hoodie, quantity: 1 },
    ]);
    // Not paid yet: nothing attributed.
    expect((await t.services.videoProducts.statsOf(owner, [video]))[0]).toEqual({
      cartAdds: 1,
      attributedOrders: 0,
    });
    const paid = await order.paid();
    expect(paid.status).toBe('paid');
    const lines = await t.database.db
      .select({ productId: orderItems.productId, videoId: orderItems.videoId })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.started.orderId));
    expect(Object.fromEntries(lines.map((line) => [line.productId, line.videoId]))).toEqual({
      [shirt]: video.id,
      [glasses]: null,
      [hoodie]: null,
    });
    expect((await t.services.videoProducts.statsOf(owner, [video]))[0]).toEqual({
      cartAdds: 1,
      attributedOrders: 1,
    });
    // Capturing again changes nothing.
    await order.paid();
    expect((await t.services.videoProducts.statsOf(owner, [video]))[0]).toEqual({
      cartAdds: 1,
      attributedOrders: 1,
    });
  });

  it('decides when paid: a product untagged before payment is not attributed; unknown videos are ignored', async () => {
    const video = await insertVideo(t.database.db, { creatorId: owner.userId });
    await t.services.videoProducts.tag(owner, { videoId: video.id, productIds: [hoodie] });
    const order = await payFor([
      { _id: hoodie, quantity: 2, videoId: video.id, videoClaim: await claimOf(video.id, hoodie) },
      { _id: shirt, quantity: 1, videoId: '00000000-0000-4000-8000-000000000000' },
      { _id: glasses, quantity: 1, videoId: 'not-a-video' },
    ]);
    await t.services.videoProducts.tag(owner, { videoId: video.id, productIds: [] });
    await order.paid();
    const lines = await t.database.db
      .select({ videoId: orderItems.videoId, claimed: orderItems.addedFromVideoId })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.started.orderId));
    expect(lines.map((line) => line.videoId)).toEqual([null, null, null]);
    expect(lines.map((line) => line.claimed).sort()).toEqual([video.id, null, null].sort());
    expect((await t.services.videoProducts.statsOf(owner, [video]))[0]).toEqual({
      cartAdds: 1,
      attributedOrders: 0,
    });
  });
});
