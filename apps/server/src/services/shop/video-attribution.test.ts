import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousReader } from '../../../test/actors.ts';
import { createTestApp } from '../../../test/app.ts';
import { insertUser } from '../../../test/users.ts';
import { insertVideo } from '../../../test/videos.ts';
import { orderItems } from '../../db/shop-schema.ts';
import type { Actor, UserActor } from '../actors.ts';

// Attribution and adds to cart follow who could see the video (ADR 0023): a video everyone
// sees (approved, not hidden, its creator not suspended), or the buyer's own. Decided when
// the cart reaches the server and again when the order is paid, against a real database.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let admin: UserActor;
let creator: UserActor;
let viewer: UserActor;
let shirt: string;

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
  shirt = (await t.services.shop.listProducts(anonymousReader))[0]?.id ?? '';
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

/** A checkout of one shirt claimed from the video; pay() captures it. */
async function buyShirt(buyer: Actor, videoId: string) {
  const started = await t.services.shop.checkout(buyer, {
    cartItems: [{ _id: shirt, quantity: 1, videoId }],
    shippingInfo,
  });
  return { orderId: started.orderId, pay: () => t.services.shop.capture({ orderID: started.orderID }) };
}

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

describe('attribution of paid orders', () => {
  it('attributes an order from an approved, visible video', async () => {
    const video = await shirtVideo();
    for (const buyer of [anonymousReader, viewer]) {
      const order = await buyShirt(buyer, video.id);
      expect((await order.pay()).status).toBe('paid');
      expect(await lineOf(order.orderId)).toEqual({ claimed: video.id, attributed: video.id });
    }
    expect(await statsOf(video)).toEqual({ cartAdds: 0, attributedOrders: 2 });
  });

  it('neither keeps nor attributes a claim of an unapproved video that tags the product', async () => {
    const video = await shirtVideo({ isApproved: false });
    for (const buyer of [anonymousReader, viewer, admin]) {
      const order = await buyShirt(buyer, video.id);
      expect((await order.pay()).status).toBe('paid');
      expect(await lineOf(order.orderId)).toEqual({ claimed: null, attributed: null });
    }
    expect(await statsOf(video)).toEqual({ cartAdds: 0, attributedOrders: 0 });
  });

  it('attributes nothing to a video hidden, back in review or whose creator is suspended before payment', async () => {
    const hidden = await shirtVideo();
    const byHidden = await buyShirt(viewer, hidden.id);
    const edited = await shirtVideo();
    const byEdited = await buyShirt(anonymousReader, edited.id);
    const ownerSuspended = await insertUser(t.database.db, 'creator');
    const suspended = await shirtVideo({ creatorId: ownerSuspended.userId });
    const bySuspended = await buyShirt(anonymousReader, suspended.id);
    await moderate(hidden.id, 'HIDE');
    await moderate(suspended.id, 'SUSPEND_AUTHOR');
    // The creator's edit sends the approved video back to review.
    await t.services.videos.update(creator, { id: edited.id, title: 'Retitled' });
    for (const order of [byHidden, byEdited, bySuspended]) await order.pay();
    // Seen when the cart reached the server, so claimed; no longer seen when paid.
    expect(await lineOf(byHidden.orderId)).toEqual({ claimed: hidden.id, attributed: null });
    expect(await lineOf(byEdited.orderId)).toEqual({ claimed: edited.id, attributed: null });
    expect(await lineOf(bySuspended.orderId)).toEqual({ claimed: suspended.id, attributed: null });
    for (const video of [hidden, edited, suspended]) {
      expect(await statsOf(video)).toEqual({ cartAdds: 0, attributedOrders: 0 });
    }
  });

  it('does not keep a claim of a video hidden before checkout, even if shown again before payment', async () => {
    const video = await shirtVideo();
    await moderate(video.id, 'HIDE');
    const order = await buyShirt(anonymousReader, video.id);
    await moderate(video.id, 'UNHIDE');
    await order.pay();
    expect(await lineOf(order.orderId)).toEqual({ claimed: null, attributed: null });
  });

  it("attributes a signed-in creator's purchase from their own unapproved video", async () => {
    const video = await shirtVideo({ isApproved: false });
    const order = await buyShirt(creator, video.id);
    await order.pay();
    expect(await lineOf(order.orderId)).toEqual({ claimed: video.id, attributed: video.id });
    expect(await statsOf(video)).toEqual({ cartAdds: 0, attributedOrders: 1 });
  });
});

describe('adds to cart', () => {
  const add = (actor: Actor, videoId: string) =>
    t.services.videoProducts.recordCartAdd(actor, '10.9.0.1', { videoId, productId: shirt }).then(
      (count) => count,
      (error: { code: string }) => error.code,
    );

  it("counts adds from a visible video and from the adder's own, not from one they cannot see", async () => {
    const pending = await shirtVideo({ isApproved: false });
    expect(await add(viewer, pending.id)).toBe('NOT_FOUND');
    expect(await add(anonymousReader, pending.id)).toBe('NOT_FOUND');
    // An admin may open a pending video to review it, but is not a viewer it won.
    expect(await add(admin, pending.id)).toBe('NOT_FOUND');
    expect(await add(creator, pending.id)).toBe(1);
    const hidden = await shirtVideo();
    expect(await add(viewer, hidden.id)).toBe(1);
    await moderate(hidden.id, 'HIDE');
    expect(await add(viewer, hidden.id)).toBe('NOT_FOUND');
    expect(await statsOf(pending)).toEqual({ cartAdds: 1, attributedOrders: 0 });
    expect(await statsOf(hidden)).toEqual({ cartAdds: 1, attributedOrders: 0 });
  });
});
