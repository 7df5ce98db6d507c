import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousReader } from '../../../test/actors.ts';
import { createTestApp } from '../../../test/app.ts';
import { insertUser } from '../../../test/users.ts';
import { insertVideo } from '../../../test/videos.ts';
import { orderItems } from '../../db/shop-schema.ts';
import { type Actor, type UserActor, userIdOf } from '../actors.ts';
import { createCartClaims } from './cart-claims.ts';

// Attribution and adds to cart follow who could see the video (ADR 0023): a video everyone
// sees (approved, not hidden, its creator not suspended), or the buyer's own. Decided when
// the product is added (the add's signed claim), checked again at checkout and when the
// order is paid, against a real database.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let admin: UserActor;
let creator: UserActor;
let viewer: UserActor;
let shirt: string;
let hoodie: string;

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
  shirt = catalog[0]?.id ?? '';
  hoodie = catalog[1]?.id ?? '';
  [admin, creator, viewer] = await Promise.all([
    insertUser(t.database.db, 'admin'),
    insertUser(t.database.db, 'creator'),
    insertUser(t.database.db, 'viewer'),
  ]);
});
afterAll(() => t.close());

/** A video of the creator's showing the shirt. */
async function shirtVideo(overrides: { isApproved?: boolean; creatorId?: string } = {}) {
  const video = await insertVideo(t.database.db, { creatorId: creator.userId, ...overrides });
  await t.services.videoProducts.tag(admin, { videoId: video.id, productIds: [shirt] });
  return video;
}

let addresses = 0;
// Adds the product to the cart from the video, a visitor each time from another address
// (under the rate limit): the count and the server's claim, or the refusal's code.
const add = (actor: Actor, videoId: string, productId = shirt) =>
  t.services.videoProducts.recordCartAdd(actor, `10.9.0.${++addresses}`, { videoId, productId }).then(
    (added) => added,
    (error: { code: string }) => error.code,
  );

/** The claim of a counted add of the product from the video. */
async function claimOf(actor: Actor, videoId: string, productId = shirt): Promise<string> {
  const added = await add(actor, videoId, productId);
  if (typeof added === 'string') throw new Error(`the add was refused: ${added}`);
  return added.claim;
}

/** A checkout of one shirt from the video with this claim; pay() captures it. */
async function buyShirt(buyer: Actor, videoId: string, videoClaim?: string) {
  const started = await t.services.shop.checkout(buyer, {
    cartItems: [{ _id: shirt, quantity: 1, videoId, videoClaim }],
    shippingInfo,
  });
  return { orderId: started.orderId, pay: () => t.services.shop.capture({ orderID: started.orderID }) };
}

/** A checkout of the shirt, claimed from the video by the same buyer's add. */
const addAndBuy = async (buyer: Actor, videoId: string) =>
  buyShirt(buyer, videoId, await claimOf(buyer, videoId));

async function lineOf(orderId: string) {
  const [line] = await t.database.db
    .select({ claimed: orderItems.addedFromVideoId, attributed: orderItems.videoId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return line;
}

const statsOf = async (video: { id: string; creatorId: string | null }) =>
  (await t.services.videoProducts.statsOf(admin, [video]))[0];

const moderate = (videoId: string, action: 'HIDE' | 'UNHIDE' | 'SUSPEND_AUTHOR') =>
  t.services.moderation.moderate(admin, { targetType: 'video', targetId: videoId, action, reason: 'test' });

/** A claim signed as the server would, with its secret, its audience and these claims. */
const minted = (claim: { videoId: string; productId?: string; userId?: string | null }, now?: () => Date) =>
  createCartClaims({ secret: t.secrets.authSecret, now }).issue({ productId: shirt, userId: null, ...claim });

describe('attribution of paid orders', () => {
  it('attributes an order from an approved, visible video with the claim of its add', async () => {
    const video = await shirtVideo();
    for (const buyer of [anonymousReader, viewer]) {
      const order = await addAndBuy(buyer, video.id);
      expect((await order.pay()).status).toBe('paid');
      expect(await lineOf(order.orderId)).toEqual({ claimed: video.id, attributed: video.id });
    }
    expect(await statsOf(video)).toEqual({ cartAdds: 2, attributedOrders: 2 });
  });

  it('attributes nothing without a claim, or with a forged, expired or other kind of token', async () => {
    const video = await shirtVideo();
    const key = new TextEncoder().encode(t.secrets.authSecret);
    const monthAgo = () => new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    const tokens = [
      undefined,
      'not-a-token',
      // Right claims, another secret.
      await createCartClaims({ secret: 'guessed' }).issue({
        videoId: video.id,
        productId: shirt,
        userId: null,
      }),
      // Right secret and claims, but no audience: not a cart claim (as an access token is not).
      await new SignJWT({ vid: video.id, pid: shirt }).setProtectedHeader({ alg: 'HS256' }).sign(key),
      await minted({ videoId: video.id }, monthAgo),
    ];
    for (const token of tokens) {
      const order = await buyShirt(anonymousReader, video.id, token);
      expect((await order.pay()).status).toBe('paid');
      expect(await lineOf(order.orderId)).toEqual({ claimed: null, attributed: null });
    }
    // The same checkout with a claim the server signed is attributed.
    const order = await buyShirt(anonymousReader, video.id, await minted({ videoId: video.id }));
    await order.pay();
    expect(await lineOf(order.orderId)).toEqual({ claimed: video.id, attributed: video.id });
    expect(await statsOf(video)).toEqual({ cartAdds: 0, attributedOrders: 1 });
  });

  it("attributes nothing with the claim of another video's add, or of another product's", async () => {
    const [first, second] = [await shirtVideo(), await shirtVideo()];
    await t.services.videoProducts.tag(admin, { videoId: first.id, productIds: [shirt, hoodie] });
    const fromFirst = await claimOf(anonymousReader, first.id);
    const hoodieFromFirst = await claimOf(anonymousReader, first.id, hoodie);
    for (const [videoId, claim] of [
      [second.id, fromFirst],
      [first.id, hoodieFromFirst],
    ] as const) {
      const order = await buyShirt(anonymousReader, videoId, claim);
      await order.pay();
      expect(await lineOf(order.orderId)).toEqual({ claimed: null, attributed: null });
    }
    expect(await statsOf(first)).toEqual({ cartAdds: 2, attributedOrders: 0 });
    expect(await statsOf(second)).toEqual({ cartAdds: 0, attributedOrders: 0 });
  });

  it("refuses another person's claim; a visitor's claim serves a visitor or whoever signs in", async () => {
    const video = await shirtVideo();
    const other = await insertUser(t.database.db, 'viewer');
    const viewers = await claimOf(viewer, video.id);
    const visitorsClaim = await claimOf(anonymousReader, video.id);
    const attributed = async (buyer: Actor, claim: string) => {
      const order = await buyShirt(buyer, video.id, claim);
      await order.pay();
      return (await lineOf(order.orderId))?.attributed ?? null;
    };
    expect(await attributed(other, viewers)).toBeNull();
    expect(await attributed(anonymousReader, viewers)).toBeNull();
    expect(await attributed(viewer, viewers)).toBe(video.id);
    expect(await attributed(anonymousReader, visitorsClaim)).toBe(video.id);
    expect(await attributed(other, visitorsClaim)).toBe(video.id);
  });

  it('keeps no claim of an unapproved video, even one signed when it was seen', async () => {
    const video = await shirtVideo({ isApproved: false });
    for (const buyer of [anonymousReader, viewer, admin]) {
      const order = await buyShirt(
        buyer,
        video.id,
        await minted({ videoId: video.id, userId: userIdOf(buyer) }),
      );
      expect((await order.pay()).status).toBe('paid');
      expect(await lineOf(order.orderId)).toEqual({ claimed: null, attributed: null });
    }
    expect(await statsOf(video)).toEqual({ cartAdds: 0, attributedOrders: 0 });
  });

  it('attributes nothing to a video hidden, back in review or whose creator is suspended before payment', async () => {
    const hidden = await shirtVideo();
    const byHidden = await addAndBuy(viewer, hidden.id);
    const edited = await shirtVideo();
    const byEdited = await addAndBuy(anonymousReader, edited.id);
    const ownerSuspended = await insertUser(t.database.db, 'creator');
    const suspended = await shirtVideo({ creatorId: ownerSuspended.userId });
    const bySuspended = await addAndBuy(anonymousReader, suspended.id);
    await moderate(hidden.id, 'HIDE');
    await moderate(suspended.id, 'SUSPEND_AUTHOR');
    // The creator's edit sends the approved video back to review.
    await t.services.videos.update(creator, { id: edited.id, title: 'Retitled' });
    for (const order of [byHidden, byEdited, bySuspended]) await order.pay();
    // Counted when added and seen at checkout, so claimed; no longer seen when paid.
    expect(await lineOf(byHidden.orderId)).toEqual({ claimed: hidden.id, attributed: null });
    expect(await lineOf(byEdited.orderId)).toEqual({ claimed: edited.id, attributed: null });
    expect(await lineOf(bySuspended.orderId)).toEqual({ claimed: suspended.id, attributed: null });
    for (const video of [hidden, edited, suspended]) {
      expect(await statsOf(video)).toEqual({ cartAdds: 1, attributedOrders: 0 });
    }
  });

  it('does not keep a claim of a video hidden after the add and before checkout, even if shown again before payment', async () => {
    const video = await shirtVideo();
    const claim = await claimOf(anonymousReader, video.id);
    await moderate(video.id, 'HIDE');
    const order = await buyShirt(anonymousReader, video.id, claim);
    await moderate(video.id, 'UNHIDE');
    await order.pay();
    expect(await lineOf(order.orderId)).toEqual({ claimed: null, attributed: null });
  });

  it("attributes a signed-in creator's purchase from their own unapproved video", async () => {
    const video = await shirtVideo({ isApproved: false });
    const order = await addAndBuy(creator, video.id);
    await order.pay();
    expect(await lineOf(order.orderId)).toEqual({ claimed: video.id, attributed: video.id });
    expect(await statsOf(video)).toEqual({ cartAdds: 1, attributedOrders: 1 });
  });
});

describe('adds to cart', () => {
  it("counts adds from a visible video and from the adder's own, not from one they cannot see", async () => {
    const counted = (added: Awaited<ReturnType<typeof add>>) =>
      typeof added === 'string' ? added : typeof added.claim;
    const pending = await shirtVideo({ isApproved: false });
    expect(await add(viewer, pending.id)).toBe('NOT_FOUND');
    expect(await add(anonymousReader, pending.id)).toBe('NOT_FOUND');
    // An admin may open a pending video to review it, but is not a viewer it won.
    expect(await add(admin, pending.id)).toBe('NOT_FOUND');
    expect(counted(await add(creator, pending.id))).toBe('string');
    const hidden = await shirtVideo();
    expect(counted(await add(viewer, hidden.id))).toBe('string');
    await moderate(hidden.id, 'HIDE');
    expect(await add(viewer, hidden.id)).toBe('NOT_FOUND');
    expect(await statsOf(pending)).toEqual({ cartAdds: 1, attributedOrders: 0 });
    expect(await statsOf(hidden)).toEqual({ cartAdds: 1, attributedOrders: 0 });
  });

  it("answers the running count to the video's creator and admins only", async () => {
    const video = await shirtVideo();
    const other = await insertUser(t.database.db, 'creator');
    const answers = [];
    for (const actor of [anonymousReader, viewer, other, creator, admin]) {
      const added = await add(actor, video.id);
      answers.push(typeof added === 'string' ? added : added.adds);
    }
    expect(answers).toEqual([null, null, null, 4, 5]);
  });
});
