import { isUuid } from '@reelboard/shared/ids';
import { canUploadVideos } from '@reelboard/shared/levels';
import { videoProductMessages, videoProductsProblem } from '@reelboard/shared/video-products';
import { and, asc, countDistinct, eq, inArray, type SQL, sql, sum } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { orderItems, orders, products, videoCartAdds, videoProducts } from '../../db/shop-schema.ts';
import { videos } from '../../db/video-schema.ts';
import { AppError, badInput, forbidden, notFound } from '../../errors.ts';
import { createRateLimiter, perMinute } from '../../ops/rate-limiter.ts';
import type { Changes } from '../../realtime/changes.ts';
import { type Actor, isAdmin, requireReader, requireUser, userIdOf, viewerKeyOf } from '../actors.ts';
import { publiclyVisible } from '../videos/video-queries.ts';
import type { createVideoService, Video } from '../videos/video-service.ts';
import type { CartClaims } from './cart-claims.ts';
import type { Order, Product } from './shop-types.ts';

// Shoppable videos (issue 13 item 3, ADR 0023): the products tagged on a video, the adds
// to cart made from it, and what a video's creator may see of both. Which paid order is
// attributed to which video is decided by attributeOrderToVideos() below, when it is paid.
// Adds and orders count only from a video their buyer could see (countsFrom below): decided
// when the product is added, signed into the add's claim (cart-claims.ts), and checked again
// at checkout and at payment.

/** Adds to cart from videos one person or visitor may record per minute. */
const CART_ADDS_PER_MINUTE = 30;
const VIDEO_NOT_FOUND = 'Video not found.';

const tagInput = z.object({
  videoId: z.string().max(100),
  productIds: z.array(z.string().max(100), { error: 'productIds must be a list of product ids.' }).max(50),
});

const cartAddInput = z.object({ videoId: z.string().max(100), productId: z.string().max(100) });

export type VideoShopStats = { cartAdds: number; attributedOrders: number };

/** A counted add: the claim the cart line carries to checkout, and the figure if it is the reader's. */
export type VideoCartAdd = { claim: string; adds: number | null };

/** A video's shop figures are its creator's and the admins'. */
const mayReadFigures = (actor: Actor, video: Pick<Video, 'creatorId'>) =>
  isAdmin(actor) || (actor.kind === 'user' && video.creatorId === actor.userId);

/**
 * The videos (an SQL condition on their rows) whose adds to cart and orders count for this
 * buyer at this moment: those everyone sees (approved, active, not hidden, creator not
 * suspended: publiclyVisible) and the signed-in buyer's own (a visitor: null). Admins get no
 * exception: they open pending and hidden videos to review them, not as viewers won by them.
 */
export const countsFrom = (buyerId: string | null, at: Date): SQL =>
  buyerId ? sql`(${publiclyVisible(at)} or ${videos.creatorId} = ${buyerId})` : publiclyVisible(at);

export function createVideoProducts(deps: {
  db: Database;
  videos: Pick<ReturnType<typeof createVideoService>, 'get'>;
  /** Keys the hash that stands in for an anonymous visitor's address. */
  viewerSecret: string;
  claims: Pick<CartClaims, 'issue'>;
  changes?: Changes;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const limiter = createRateLimiter(db, deps.now);
  const counterOf = (actor: Actor, clientIp: string) => viewerKeyOf(actor, deps.viewerSecret, clientIp);

  async function visible(actor: Actor, videoId: string): Promise<Video> {
    const video = await deps.videos.get(actor, videoId);
    if (!video) throw notFound(VIDEO_NOT_FOUND);
    return video;
  }

  const mayTag = (actor: Actor, video: Video) =>
    isAdmin(actor) ||
    (actor.kind === 'user' && canUploadVideos(actor.level) && video.creatorId === actor.userId);

  /** The products shown on each of these videos, in their order: one query for a whole list. */
  async function productsOf(videoIds: readonly string[]): Promise<Product[][]> {
    const ids = [...new Set(videoIds.filter(isUuid))];
    const rows =
      ids.length === 0
        ? []
        : await db
            .select({ videoId: videoProducts.videoId, product: products })
            .from(videoProducts)
            .innerJoin(products, eq(products.id, videoProducts.productId))
            // Unlisted products leave the videos; the tag stays for if they come back (ADR 0030).
            .where(and(inArray(videoProducts.videoId, ids), eq(products.listed, true)))
            .orderBy(asc(videoProducts.position));
    return videoIds.map((videoId) => rows.filter((row) => row.videoId === videoId).map((row) => row.product));
  }

  // Why an add was not counted: the product is not on the video, or the video is not one
  // whose adds count for this actor (countsFrom: an admin reviewing it, or hidden just now).
  async function notCounted(videoId: string, productId: string): Promise<AppError> {
    const [shown] = await productsOf([videoId]);
    return shown?.some((product) => product.id === productId)
      ? notFound(VIDEO_NOT_FOUND)
      : badInput(videoProductMessages.notTagged);
  }

  return {
    productsOf,

    /**
     * Replaces the products shown on a video (none up to three, each once, each in the
     * shop). Admins tag any video, creators their own; the video's row lock orders parallel
     * changes. Answers the video.
     */
    async tag(actor: Actor, input: { videoId: string; productIds: readonly string[] }): Promise<Video> {
      requireUser(actor, videoProductMessages.notAllowed);
      const parsed = tagInput.safeParse(input);
      if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'The request is not valid.');
      const productIds = parsed.data.productIds.map((id) => id.toLowerCase());
      const video = await visible(actor, parsed.data.videoId);
      if (!mayTag(actor, video)) throw forbidden(videoProductMessages.notAllowed);
      const problem = videoProductsProblem(productIds);
      if (problem) throw badInput(problem);
      if (!productIds.every(isUuid)) throw badInput(videoProductMessages.unknownProduct);
      await db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${videos} where id = ${video.id} for update`);
        if (productIds.length > 0) {
          const found = await tx
            .select({ id: products.id })
            .from(products)
            .where(and(inArray(products.id, productIds), eq(products.listed, true)));
          if (found.length !== productIds.length) throw badInput(videoProductMessages.unknownProduct);
        }
        await tx.delete(videoProducts).where(eq(videoProducts.videoId, video.id));
        if (productIds.length > 0) {
          await tx
            .insert(videoProducts)
            .values(productIds.map((productId, position) => ({ videoId: video.id, productId, position })));
        }
      });
      await deps.changes?.made({ scopes: ['catalogue'] });
      return video;
    },

    /**
     * Counts one add to cart of a product shown on a video, by anyone the video counts adds
     * from (countsFrom); limited per person or visitor like other anonymous writes. One atomic
     * upsert, which adds nothing unless the product is tagged on the video and the video
     * still counts at that moment. Answers the signed claim of that decision, which the
     * checkout requires to attribute the line, and the new count for those who read it.
     */
    async recordCartAdd(
      actor: Actor,
      clientIp: string,
      input: { videoId: string; productId: string },
    ): Promise<VideoCartAdd> {
      requireReader(actor);
      const parsed = cartAddInput.safeParse(input);
      if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'The request is not valid.');
      const { videoId, productId } = parsed.data;
      const video = await visible(actor, videoId);
      if (!isUuid(productId)) throw badInput(videoProductMessages.notTagged);
      const limit = perMinute(`cart-add:${counterOf(actor, clientIp)}`, CART_ADDS_PER_MINUTE);
      if (!(await limiter.claim(limit)).allowed) {
        throw new AppError('RATE_LIMITED', videoProductMessages.rateLimited);
      }
      const product = productId.toLowerCase();
      const result = await db.execute<{ adds: number }>(sql`
        insert into ${videoCartAdds} (video_id, product_id, adds)
        select ${videoProducts.videoId}, ${videoProducts.productId}, 1 from ${videoProducts}
        where ${videoProducts.videoId} = ${video.id} and ${videoProducts.productId} = ${product}
          and exists (select 1 from ${videos}
            where ${videos.id} = ${video.id} and ${countsFrom(userIdOf(actor), now())})
        on conflict (video_id, product_id) do update set adds = ${videoCartAdds.adds} + 1
        returning adds`);
      const counted = result.rows[0];
      if (!counted) throw await notCounted(video.id, product);
      // Read only by the video's creator and admins, never from a cache, and not shown to the visitor.
      await deps.changes?.made({ scopes: [], writerReadsFresh: false });
      const claim = await deps.claims.issue({
        videoId: video.id,
        productId: product,
        userId: userIdOf(actor),
      });
      return { claim, adds: mayReadFigures(actor, video) ? counted.adds : null };
    },

    /**
     * Adds to cart and attributed paid orders of each video, null where the reader is
     * neither its creator nor an admin: one query of each for a whole list ("My videos").
     */
    async statsOf(
      actor: Actor,
      list: readonly Pick<Video, 'id' | 'creatorId'>[],
    ): Promise<(VideoShopStats | null)[]> {
      const mayRead = (video: Pick<Video, 'creatorId'>) => mayReadFigures(actor, video);
      const ids = [...new Set(list.filter(mayRead).map((video) => video.id))];
      if (ids.length === 0) return list.map(() => null);
      const [added, attributed] = await Promise.all([
        db
          .select({ videoId: videoCartAdds.videoId, adds: sum(videoCartAdds.adds).mapWith(Number) })
          .from(videoCartAdds)
          .where(inArray(videoCartAdds.videoId, ids))
          .groupBy(videoCartAdds.videoId),
        db
          .select({ videoId: orderItems.videoId, orders: countDistinct(orderItems.orderId) })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(and(inArray(orderItems.videoId, ids), eq(orders.status, 'paid')))
          .groupBy(orderItems.videoId),
      ]);
      return list.map((video) =>
        mayRead(video)
          ? {
              cartAdds: added.find((row) => row.videoId === video.id)?.adds ?? 0,
              attributedOrders: attributed.find((row) => row.videoId === video.id)?.orders ?? 0,
            }
          : null,
      );
    },
  };
}

/**
 * Attributes the lines of an order that is being marked paid (in the same transaction) to
 * the video each was added from, but only where that product is tagged on that video now
 * and the video still counts for the buyer now (countsFrom): a video hidden or sent back to
 * review since the add (and its signed claim) earns nothing.
 */
export async function attributeOrderToVideos(
  tx: Pick<Database, 'execute'>,
  order: Pick<Order, 'id' | 'userId'>,
) {
  await tx.execute(sql`
    update ${orderItems} set video_id = ${orderItems.addedFromVideoId}
    where ${orderItems.orderId} = ${order.id}
      and exists (
        select 1 from ${videoProducts}
        where ${videoProducts.videoId} = ${orderItems.addedFromVideoId}
          and ${videoProducts.productId} = ${orderItems.productId}
      )
      and exists (
        select 1 from ${videos}
        where ${videos.id} = ${orderItems.addedFromVideoId} and ${countsFrom(order.userId, new Date())}
      )`);
}
