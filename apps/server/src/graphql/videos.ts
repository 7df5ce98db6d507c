import { filter, map, pipe } from '@graphql-yoga/subscription';
import { formatDuration } from '@reelboard/shared/duration';
import { processingStatuses, videoSources } from '../db/video-schema.ts';
import type { HomeFeed, Video } from '../services/videos/video-service.ts';
import { builder } from './builder.ts';
import { CreatorType, creatorFor } from './creators.ts';
import { publicMediaUrl, videoMediaUrl, videoStreamUrl } from './media-url.ts';
import { ModelIDInput, ModelStringInput } from './profiles.ts';

const VideoSource = builder.enumType('VideoSource', { values: videoSources });
const VideoProcessingStatus = builder.enumType('VideoProcessingStatus', { values: processingStatuses });

export const VideoType = builder.objectRef<Video>('Video').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    thumbnailUrl: t.string({
      nullable: true,
      description: 'A URL the browser can load the thumbnail from.',
      resolve: (video, _args, context) => videoMediaUrl(context, video, video.thumbnailUrl),
    }),
    fallbackThumbnailUrl: t.string({
      nullable: true,
      resolve: (video, _args, context) => videoMediaUrl(context, video, video.fallbackThumbnailUrl),
    }),
    videoUrl: t.string({
      nullable: true,
      description: 'The original file (MP4) or, for YouTube videos, the watch URL.',
      resolve: (video, _args, context) => videoMediaUrl(context, video, video.videoUrl),
    }),
    processedUrl: t.string({
      nullable: true,
      description: 'The HLS master playlist, once processing is done and the video is approved.',
      resolve: (video, _args, context) => videoStreamUrl(context, video, video.processedUrl),
    }),
    source: t.expose('source', { type: VideoSource }),
    sourceId: t.exposeString('sourceId', { nullable: true }),
    views: t.exposeInt('views'),
    likes: t.exposeInt('likes'),
    dislikes: t.exposeInt('dislikes'),
    commentCount: t.exposeInt('commentCount', { description: 'Comments under the video, replies included.' }),
    duration: t.string({
      description: 'm:ss, measured by ffprobe.',
      resolve: (video) => formatDuration(video.durationSeconds),
    }),
    durationSeconds: t.exposeFloat('durationSeconds', { nullable: true }),
    uploadDate: t.expose('uploadDate', { type: 'AWSDateTime' }),
    category: t.exposeString('category', { description: 'Business, Lifestyle, Beauty or Innovation.' }),
    tags: t.exposeStringList('tags'),
    creatorId: t.exposeID('creatorId', { nullable: true }),
    creator: t.field({
      type: 'AWSJSON',
      description:
        'JSON text {id, name, username, avatarUrl}, as the original API sent it; admins also get the email (the dashboard shows it).',
      resolve: (video, _args, context) =>
        JSON.stringify({
          id: video.creatorId,
          name: video.creatorUsername ?? video.creatorName ?? 'Unknown',
          username: video.creatorUsername,
          avatarUrl: publicMediaUrl(
            context,
            video.creatorId ? video.creatorAvatarKey : video.creatorAvatarUrl,
          ),
          ...(video.creatorEmail !== undefined && { email: video.creatorEmail }),
        }),
    }),
    creatorEmail: t.string({
      nullable: true,
      description:
        "The uploader's e-mail address; admins only (the review dashboard shows it), null for others.",
      resolve: (video) => video.creatorEmail ?? null,
    }),
    creatorProfile: t.field({
      type: CreatorType,
      nullable: true,
      description: 'The uploader; null for videos of the external list.',
      resolve: (video, _args, context) => (video.creatorId ? creatorFor(context, video.creatorId) : null),
    }),
    isActive: t.exposeBoolean('isActive'),
    expiryDate: t.expose('expiryDate', { type: 'AWSDateTime' }),
    createdAt: t.expose('createdAt', { type: 'AWSDateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'AWSDateTime' }),
    isApproved: t.exposeBoolean('isApproved'),
    isFeatured: t.exposeBoolean('isFeatured'),
    isTrending: t.exposeBoolean('isTrending'),
    adminNotes: t.exposeString('adminNotes', {
      nullable: true,
      description: 'Only admins see the notes; everyone else gets null.',
    }),
    processingStatus: t.expose('processingStatus', { type: VideoProcessingStatus }),
    processingError: t.exposeString('processingError', {
      nullable: true,
      description: 'Why processing failed; only the uploader and admins see it.',
    }),
  }),
});

export const ModelVideoConnection = builder
  .objectRef<{ items: Video[]; nextToken: string | null }>('ModelVideoConnection')
  .implement({
    fields: (t) => ({
      items: t.expose('items', { type: [VideoType] }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const ModelBooleanInput = builder.inputType('ModelBooleanInput', {
  fields: (t) => ({ eq: t.boolean({ required: false }) }),
});
const ModelContainsInput = builder.inputType('ModelContainsInput', {
  description: 'contains: a case-insensitive substring of a title, or one tag of the list.',
  fields: (t) => ({ contains: t.string({ required: false }) }),
});
const ModelVideoFilterInput = builder.inputType('ModelVideoFilterInput', {
  fields: (t) => ({
    category: t.field({ type: ModelStringInput, required: false }),
    isFeatured: t.field({ type: ModelBooleanInput, required: false }),
    isTrending: t.field({ type: ModelBooleanInput, required: false }),
    isApproved: t.field({ type: ModelBooleanInput, required: false }),
    creatorId: t.field({ type: ModelIDInput, required: false }),
    title: t.field({ type: ModelContainsInput, required: false }),
    tags: t.field({ type: ModelContainsInput, required: false }),
  }),
});

const HomeFeedType = builder.objectRef<HomeFeed>('HomeFeed').implement({
  description: 'The home page lists, 4 videos each, composed by the rules of SPEC.md section 9.',
  fields: (t) => ({
    featured: t.field({ type: [VideoType], resolve: (feed) => feed.featured }),
    trending: t.field({ type: [VideoType], resolve: (feed) => feed.trending }),
    latest: t.field({ type: [VideoType], resolve: (feed) => feed.latest }),
  }),
});

builder.queryFields((t) => ({
  listVideos: t.field({
    type: ModelVideoConnection,
    description:
      'Newest upload first. Public callers see approved, active, unexpired videos; a creator filtering by their own creatorId also sees their pending ones; admins see all.',
    args: {
      filter: t.arg({ type: ModelVideoFilterInput, required: false }),
      limit: t.arg.int({ required: false }),
      nextToken: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const filter = args.filter && {
        ...args.filter,
        creatorId: args.filter.creatorId && { eq: args.filter.creatorId.eq?.toString() },
      };
      return context.services.videos.list(context.actor, { ...args, filter });
    },
  }),
  getVideo: t.field({
    type: VideoType,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => context.services.videos.get(context.actor, String(args.id)),
  }),
  homeFeed: t.field({
    type: HomeFeedType,
    resolve: (_root, _args, context) => context.services.videos.homeFeed(context.actor),
  }),
}));

const UpdateVideoInput = builder.inputType('UpdateVideoInput', {
  description:
    'Admins set isApproved, isFeatured, isTrending and adminNotes; the uploader may change title, description, category and tags, which sends an approved video back to review.',
  fields: (t) => ({
    id: t.id({ required: true }),
    isApproved: t.boolean({ required: false }),
    isFeatured: t.boolean({ required: false }),
    isTrending: t.boolean({ required: false }),
    adminNotes: t.string({ required: false }),
    title: t.string({ required: false }),
    description: t.string({ required: false }),
    category: t.string({ required: false }),
    tags: t.stringList({ required: false }),
  }),
});

builder.mutationFields((t) => ({
  updateVideo: t.field({
    type: VideoType,
    args: { input: t.arg({ type: UpdateVideoInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      context.services.videos.update(context.actor, { ...input, id: String(input.id) }),
  }),
  recordVideoView: t.field({
    type: VideoType,
    nullable: true,
    description: 'Counts one view per viewer (user, or IP address) per video per hour.',
    args: { videoId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) =>
      context.services.videos.recordView(context.actor, String(args.videoId), context.clientIp),
  }),
}));

builder.subscriptionFields((t) => ({
  onUpdateVideo: t.field({
    type: VideoType,
    nullable: true,
    description: 'Every change to a video the listener may see, read with their rights.',
    subscribe: async (_root, _args, context) => {
      return pipe(
        context.services.events.pubSub.subscribe('video.updated'),
        map((event) => context.services.videos.get(context.actor, event.videoId)),
        filter((video): video is Video => video !== undefined),
      );
    },
    resolve: (video: Video) => video,
  }),
}));
