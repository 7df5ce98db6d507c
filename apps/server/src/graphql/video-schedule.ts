import { notFound } from '../errors.ts';
import { builder } from './builder.ts';
import { VideoType } from './videos.ts';

// Scheduled publishing (services/videos/video-schedule.ts, ADR 0039).

builder.objectField(VideoType, 'publishAt', (t) =>
  t.field({
    type: 'AWSDateTime',
    nullable: true,
    description:
      'When a scheduled video goes public (only its uploader and admins can see it before); null once public or when none was set.',
    resolve: (video) => video.publishAt,
  }),
);

builder.mutationFields((t) => ({
  setVideoPublishTime: t.field({
    type: VideoType,
    description:
      'The uploader or an admin sets when the video goes public (in the future, within a year), or clears it (null): an approved video is then public at once. A public video cannot be scheduled again.',
    args: {
      videoId: t.arg.id({ required: true }),
      publishAt: t.arg({ type: 'AWSDateTime', required: false }),
    },
    resolve: async (_root, args, context) => {
      const videoId = String(args.videoId);
      await context.services.videos.setPublishTime(context.actor, videoId, args.publishAt ?? null);
      const video = await context.services.videos.get(context.actor, videoId);
      if (!video) throw notFound('Video not found.');
      return video;
    },
  }),
}));
