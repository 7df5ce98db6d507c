import { builder } from './builder.ts';
import { VideoType } from './videos.ts';

const CreateVideoInput = builder.inputType('CreateVideoInput', {
  description:
    'videoUrl is the key answered by POST /api/uploads/:uploadId/complete. The other fields the original API accepted (id, views, likes, duration, dates, creator, ...) are taken for compatibility and ignored: the server sets them, the duration from ffprobe.',
  fields: (t) => ({
    title: t.string({ required: true }),
    description: t.string({ required: false }),
    category: t.string({ required: true, description: 'Business, Lifestyle, Innovation or Beauty.' }),
    tags: t.stringList({ required: false }),
    videoUrl: t.string({ required: true }),
    publishAt: t.field({
      type: 'AWSDateTime',
      required: false,
      description: 'Scheduled publishing: not public before this time, even once approved; within a year.',
    }),
    id: t.id({ required: false }),
    source: t.string({ required: false }),
    sourceId: t.string({ required: false }),
    isActive: t.boolean({ required: false }),
    views: t.string({ required: false }),
    likes: t.int({ required: false }),
    duration: t.string({ required: false }),
    uploadDate: t.string({ required: false }),
    creator: t.string({ required: false }),
    expiryDate: t.string({ required: false }),
    createdAt: t.string({ required: false }),
    updatedAt: t.string({ required: false }),
  }),
});

builder.mutationFields((t) => ({
  createVideo: t.field({
    type: VideoType,
    description:
      'A completed upload of the caller becomes a pending video (creators and admins). Rejected when ffprobe finds no video or more than 600 seconds; the file is then removed. Processing (HLS, MP4, thumbnail) is queued.',
    args: { input: t.arg({ type: CreateVideoInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      return context.services.videoCreation.create(context.actor, input);
    },
  }),
}));
