import type { ThumbnailCandidate } from '../services/videos/thumbnail-candidates.ts';
import type { Video } from '../services/videos/video-service.ts';
import { builder } from './builder.ts';
import { videoMediaUrl } from './media-url.ts';
import { VideoType } from './videos.ts';

// Thumbnails (services/videos/video-thumbnails.ts, ADR 0040): the frames processing made,
// for the video's uploader and admins, and choosing one. Images come by REST
// (http/thumbnail-routes.ts).

type VideoCandidate = { candidate: ThumbnailCandidate; video: Video };

const ThumbnailCandidateType = builder.objectRef<VideoCandidate>('ThumbnailCandidate').implement({
  description: 'A frame of the video that can be chosen as its thumbnail.',
  fields: (t) => ({
    frame: t.int({ description: '0-based, in time order.', resolve: ({ candidate }) => candidate.frame }),
    atSeconds: t.float({ resolve: ({ candidate }) => candidate.atSeconds }),
    url: t.string({
      nullable: true,
      description: 'The frame: through the media gate for a public video, else a short signed link.',
      resolve: ({ candidate, video }, _args, context) => videoMediaUrl(context, video, candidate.storageKey),
    }),
    isCurrent: t.boolean({
      description: "Whether it is the video's thumbnail now.",
      resolve: ({ candidate, video }) => candidate.storageKey === video.thumbnailUrl,
    }),
  }),
});

builder.objectField(VideoType, 'thumbnailCandidates', (t) =>
  t.field({
    type: [ThumbnailCandidateType],
    description: 'Frames to choose the thumbnail from; for its uploader and admins, else none.',
    resolve: async (video, _args, context) =>
      (await context.services.thumbnails.candidates(context.actor, video)).map((candidate) => ({
        candidate,
        video,
      })),
  }),
);

builder.mutationFields((t) => ({
  chooseVideoThumbnail: t.field({
    type: VideoType,
    description: "Makes one of the video's frames its thumbnail; the video's uploader or an admin.",
    args: { videoId: t.arg.id({ required: true }), frame: t.arg.int({ required: true }) },
    resolve: (_root, args, context) =>
      context.services.thumbnails.chooseFrame(context.actor, {
        videoId: String(args.videoId),
        frame: args.frame,
      }),
  }),
}));
