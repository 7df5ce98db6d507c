import type { Caption, CaptionMatch } from '../services/captions/caption-service.ts';
import type { Video } from '../services/videos/video-service.ts';
import { builder } from './builder.ts';
import { videoMediaUrl } from './media-url.ts';
import { VideoType } from './videos.ts';

// Captions (services/captions/caption-service.ts, ADR 0036): a video's caption tracks, search
// in their words, and deleting one. Uploads come by REST (http/caption-routes.ts).

type VideoCaption = { caption: Caption; video: Video };

const CaptionType = builder.objectRef<VideoCaption>('VideoCaption').implement({
  fields: (t) => ({
    language: t.string({
      description: 'A BCP 47 tag: "en", "pt-BR".',
      resolve: ({ caption }) => caption.language,
    }),
    cueCount: t.int({ resolve: ({ caption }) => caption.cueCount }),
    updatedAt: t.field({ type: 'AWSDateTime', resolve: ({ caption }) => caption.updatedAt }),
    url: t.string({
      nullable: true,
      description: 'The WebVTT file: through the media gate for a public video, else a short signed link.',
      resolve: ({ caption, video }, _args, context) => videoMediaUrl(context, video, caption.storageKey),
    }),
  }),
});

const CaptionMatchType = builder.objectRef<CaptionMatch>('CaptionMatch').implement({
  description: 'A public video whose captions hold the words searched, at its first such cue.',
  fields: (t) => ({
    video: t.field({ type: VideoType, resolve: (match) => match.video }),
    startSeconds: t.exposeFloat('startSeconds'),
    text: t.exposeString('text', { description: "The cue's plain text." }),
  }),
});

builder.objectField(VideoType, 'captions', (t) =>
  t.field({
    type: [CaptionType],
    description: "The video's caption tracks, one per language.",
    resolve: async (video, _args, context) =>
      (await context.services.captions.list(context.actor, video.id)).map((caption) => ({ caption, video })),
  }),
);

builder.queryFields((t) => ({
  searchCaptions: t.field({
    type: [CaptionMatchType],
    description: 'Public videos by words spoken in them (their captions), best viewed first.',
    args: { text: t.arg.string({ required: true }), limit: t.arg.int({ required: false }) },
    resolve: (_root, args, context) => context.services.captions.search(context.actor, args),
  }),
}));

builder.mutationFields((t) => ({
  deleteVideoCaption: t.field({
    type: 'Boolean',
    description: "Removes one language's captions; the video's uploader or an admin.",
    args: { videoId: t.arg.id({ required: true }), language: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      context.services.captions.remove(context.actor, String(args.videoId), args.language),
  }),
}));
