import { TRAFFIC_SOURCES } from '@reelboard/shared/analytics-reports';
import { STUDIO_VIDEO_STATUSES } from '@reelboard/shared/analytics-studio';
import type { Analytics, AnalyticsDay } from '../services/analytics/analytics-figures.ts';
import type { StudioVideo } from '../services/analytics/studio-videos.ts';
import { builder } from './builder.ts';
import { VideoType } from './videos.ts';

// Viewing analytics and the studio (issue 26, ADR 0037). The service decides who may see
// which figures; reports come in by REST (http/analytics-routes.ts).

const TrafficSourceEnum = builder.enumType('TrafficSource', {
  values: TRAFFIC_SOURCES.map((source) => source.toUpperCase()) as Uppercase<
    (typeof TRAFFIC_SOURCES)[number]
  >[],
});
const StudioVideoStatusEnum = builder.enumType('StudioVideoStatus', { values: STUDIO_VIDEO_STATUSES });

const AnalyticsDayType = builder.objectRef<AnalyticsDay>('AnalyticsDay').implement({
  fields: (t) => ({
    day: t.exposeString('day', { description: 'YYYY-MM-DD, in UTC.' }),
    views: t.exposeInt('views'),
    uniqueViewers: t.exposeInt('uniqueViewers'),
    watchSeconds: t.exposeFloat('watchSeconds'),
  }),
});

const TrafficSourceViewsType = builder
  .objectRef<Analytics['trafficSources'][number]>('TrafficSourceViews')
  .implement({
    fields: (t) => ({
      source: t.field({
        type: TrafficSourceEnum,
        resolve: ({ source }) => source.toUpperCase() as Uppercase<typeof source>,
      }),
      views: t.exposeInt('views'),
    }),
  });

const AnalyticsType = builder.objectRef<Analytics>('Analytics').implement({
  description: 'Figures of a video, a channel or the site over whole UTC days, from and to included.',
  fields: (t) => ({
    from: t.exposeString('from'),
    to: t.exposeString('to'),
    views: t.exposeInt('views', { description: 'Views begun in the period (one per player view).' }),
    uniqueViewers: t.exposeInt('uniqueViewers', { description: "The sum of each day's distinct viewers." }),
    watchSeconds: t.exposeFloat('watchSeconds'),
    averageViewSeconds: t.exposeFloat('averageViewSeconds'),
    days: t.field({ type: [AnalyticsDayType], resolve: (analytics) => analytics.days }),
    retention: t.floatList({
      description:
        'The share of views that reached each twentieth of the video (20 values); [] without views.',
      resolve: (analytics) => analytics.retention,
    }),
    trafficSources: t.field({
      type: [TrafficSourceViewsType],
      resolve: (analytics) => analytics.trafficSources,
    }),
    likes: t.exposeInt('likes'),
    dislikes: t.exposeInt('dislikes'),
    comments: t.exposeInt('comments'),
    saves: t.exposeInt('saves'),
    shares: t.exposeInt('shares'),
    cartAdds: t.exposeInt('cartAdds', { description: 'All-time: adds to cart carry no date.' }),
    attributedOrders: t.exposeInt('attributedOrders'),
    revenueCents: t.exposeInt('revenueCents'),
  }),
});

const StudioVideoType = builder.objectRef<StudioVideo>('StudioVideo').implement({
  fields: (t) => ({
    video: t.field({ type: VideoType, resolve: (item) => item.video }),
    status: t.field({ type: StudioVideoStatusEnum, resolve: (item) => item.status }),
    views: t.exposeInt('views'),
    watchSeconds: t.exposeFloat('watchSeconds'),
    likes: t.exposeInt('likes'),
    comments: t.exposeInt('comments'),
    cartAdds: t.exposeInt('cartAdds'),
    revenueCents: t.exposeInt('revenueCents'),
    publishAt: t.field({ type: 'AWSDateTime', nullable: true, resolve: (item) => item.publishAt }),
  }),
});

const StudioVideoPageType = builder
  .objectRef<{ items: StudioVideo[]; nextToken: string | null }>('StudioVideoPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [StudioVideoType], resolve: (page) => page.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const period = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({
  from: t.arg.string({ required: false, description: 'YYYY-MM-DD (UTC); default 27 days before to.' }),
  to: t.arg.string({ required: false, description: 'YYYY-MM-DD (UTC); default today.' }),
});

builder.queryFields((t) => ({
  videoAnalytics: t.field({
    type: AnalyticsType,
    description: "A video's figures; its uploader or an admin.",
    args: { videoId: t.arg.id({ required: true }), ...period(t) },
    resolve: (_root, args, context) =>
      context.services.analytics.videoAnalytics(context.actor, String(args.videoId), args),
  }),
  channelAnalytics: t.field({
    type: AnalyticsType,
    description:
      "A creator's figures over all their videos (creatorId omitted: the caller's); admins for anyone.",
    args: { creatorId: t.arg.id({ required: false }), ...period(t) },
    resolve: (_root, args, context) =>
      context.services.analytics.channelAnalytics(context.actor, {
        ...args,
        creatorId: args.creatorId === null || args.creatorId === undefined ? null : String(args.creatorId),
      }),
  }),
  siteAnalytics: t.field({
    type: AnalyticsType,
    description: "The whole site's figures; admins only.",
    args: period(t),
    resolve: (_root, args, context) => context.services.analytics.siteAnalytics(context.actor, args),
  }),
  studioVideos: t.field({
    type: StudioVideoPageType,
    description:
      "A creator's videos with status and all-time figures, newest first; creators (their own) and admins.",
    args: {
      creatorId: t.arg.id({ required: false }),
      after: t.arg.string({ required: false }),
      limit: t.arg.int({ required: false }),
    },
    resolve: (_root, args, context) =>
      context.services.analytics.studioVideos(context.actor, {
        ...args,
        creatorId: args.creatorId === null || args.creatorId === undefined ? null : String(args.creatorId),
      }),
  }),
}));
