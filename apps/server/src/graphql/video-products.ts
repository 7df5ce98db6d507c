import DataLoader from 'dataloader';
import type { Product } from '../services/shop/shop-types.ts';
import type { VideoCartAdd, VideoShopStats } from '../services/shop/video-products.ts';
import type { Video } from '../services/videos/video-service.ts';
import { builder } from './builder.ts';
import type { GraphQLContext } from './context.ts';
import { requestLoader } from './request-loaders.ts';
import { ShopOrderItem, ShopProduct } from './shop.ts';
import { VideoType } from './videos.ts';

// Shoppable videos (services/shop/video-products.ts, ADR 0023): the products a video
// shows, tagging them, counting adds to cart, and the figures its creator sees.

const VideoShopStatsType = builder.objectRef<VideoShopStats>('VideoShopStats').implement({
  fields: (t) => ({
    cartAdds: t.exposeInt('cartAdds', { description: "Adds to cart from this video's product chips." }),
    attributedOrders: t.exposeInt('attributedOrders', {
      description: 'Paid orders with a line attributed to this video.',
    }),
  }),
});

const VideoCartAddType = builder.objectRef<VideoCartAdd>('VideoCartAdd').implement({
  description: 'An add to cart from a video that counted.',
  fields: (t) => ({
    claim: t.exposeString('claim', {
      description:
        'Signed proof of the add, for the cart line to send with the checkout: without it the order is not attributed to the video.',
    }),
    adds: t.exposeInt('adds', {
      nullable: true,
      description: "The video's adds of this product so far; its creator and admins only, null for others.",
    }),
  }),
});

// A list of videos (a Shorts page, "My videos") reads its products in one query per request.
function productsFor(context: GraphQLContext, videoId: string): Promise<Product[]> {
  const products = requestLoader(
    context,
    'videoProducts',
    () => new DataLoader((ids: readonly string[]) => context.services.videoProducts.productsOf(ids)),
  );
  return products.load(videoId);
}

// Their figures too, for the creator's list ("My videos"): one query pair per request.
function statsFor(context: GraphQLContext, video: Video): Promise<VideoShopStats | null> {
  const stats = requestLoader(
    context,
    'videoShopStats',
    () =>
      new DataLoader(
        (list: readonly Pick<Video, 'id' | 'creatorId'>[]) =>
          context.services.videoProducts.statsOf(context.actor, list),
        { cacheKeyFn: (video) => video.id },
      ),
  );
  return stats.load(video);
}

builder.objectFields(VideoType, (t) => ({
  products: t.field({
    type: [ShopProduct],
    description: 'The shop products shown on the video (at most 3), with prices from the shop.',
    resolve: (video, _args, context) => productsFor(context, video.id),
  }),
  shopStats: t.field({
    type: VideoShopStatsType,
    nullable: true,
    description:
      "Adds to cart and attributed paid orders; the video's creator and admins only, null for others.",
    resolve: (video, _args, context) => statsFor(context, video),
  }),
}));

builder.objectField(ShopOrderItem, 'video', (t) =>
  t.field({
    type: VideoType,
    nullable: true,
    description: 'The video this line is attributed to: added from it, and tagged on it when paid.',
    resolve: (item, _args, context) =>
      item.videoId ? context.services.videos.get(context.actor, item.videoId) : null,
  }),
);

builder.mutationFields((t) => ({
  setVideoProducts: t.field({
    type: VideoType,
    description:
      'Replaces the shop products shown on a video (at most 3, each once); admins on any video, creators on their own.',
    args: {
      videoId: t.arg.id({ required: true }),
      productIds: t.arg.idList({ required: true }),
    },
    resolve: (_root, args, context) =>
      context.services.videoProducts.tag(context.actor, {
        videoId: String(args.videoId),
        productIds: args.productIds.map(String),
      }),
  }),
  recordVideoCartAdd: t.field({
    type: VideoCartAddType,
    description:
      'Counts one add to cart of a product shown on a video that counts for the caller; refused otherwise.',
    args: { videoId: t.arg.id({ required: true }), productId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.services.videoProducts.recordCartAdd(context.actor, context.clientIp, {
        videoId: String(args.videoId),
        productId: String(args.productId),
      }),
  }),
}));
