import type { SavedVideo } from '../services/library/saved-videos.ts';
import type { WatchHistoryEntry } from '../services/library/watch-history.ts';
import { builder } from './builder.ts';
import { VideoType } from './videos.ts';

// A person's saved videos and watch history (services/library/, ADR 0027). Every answer is
// the caller's own: none of these fields is kept in the public response cache.

const SavedVideoType = builder.objectRef<SavedVideo>('SavedVideo').implement({
  fields: (t) => ({
    savedAt: t.field({ type: 'AWSDateTime', resolve: (entry) => entry.savedAt }),
    video: t.field({ type: VideoType, resolve: (entry) => entry.video }),
  }),
});

const SavedVideoConnection = builder
  .objectRef<{ items: SavedVideo[]; nextToken: string | null }>('SavedVideoConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [SavedVideoType], resolve: (page) => page.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const WatchHistoryEntryType = builder.objectRef<WatchHistoryEntry>('WatchHistoryEntry').implement({
  fields: (t) => ({
    watchedAt: t.field({ type: 'AWSDateTime', resolve: (entry) => entry.watchedAt }),
    positionSeconds: t.exposeFloat('positionSeconds', { description: 'Where the person last was.' }),
    video: t.field({ type: VideoType, resolve: (entry) => entry.video }),
  }),
});

const WatchHistoryConnection = builder
  .objectRef<{ items: WatchHistoryEntry[]; nextToken: string | null }>('WatchHistoryConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [WatchHistoryEntryType], resolve: (page) => page.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

type VideoLibraryState = { videoId: string; saved: boolean; positionSeconds: number | null };

const VideoLibraryStateType = builder.objectRef<VideoLibraryState>('VideoLibraryState').implement({
  description: "A video in the caller's library: saved or not, and where they left it.",
  fields: (t) => ({
    videoId: t.exposeID('videoId'),
    saved: t.exposeBoolean('saved'),
    positionSeconds: t.exposeFloat('positionSeconds', {
      nullable: true,
      description: 'Where they last were; null when signed out, never watched, or removed from history.',
    }),
  }),
});

const WatchProgressInput = builder.inputType('WatchProgressInput', {
  fields: (t) => ({
    videoId: t.id({ required: true }),
    positionSeconds: t.float({ required: true }),
  }),
});

builder.queryFields((t) => ({
  mySavedVideos: t.field({
    type: SavedVideoConnection,
    description: 'Signed in: the videos the caller saved, newest save first.',
    args: { limit: t.arg.int({ required: false }), nextToken: t.arg.string({ required: false }) },
    resolve: (_root, args, context) => context.services.library.saved.list(context.actor, args),
  }),
  savedVideosPreview: t.field({
    type: [VideoType],
    description: "A signed-out visitor's browser saves, as videos they may see, in the order given.",
    args: { videoIds: t.arg.idList({ required: true }) },
    resolve: (_root, args, context) =>
      context.services.library.saved.preview(context.actor, args.videoIds.map(String)),
  }),
  myWatchHistory: t.field({
    type: WatchHistoryConnection,
    description: 'Signed in: the videos the caller watched, most recent first, with the position reached.',
    args: { limit: t.arg.int({ required: false }), nextToken: t.arg.string({ required: false }) },
    resolve: (_root, args, context) => context.services.library.history.list(context.actor, args),
  }),
  myHistoryPaused: t.boolean({
    description: 'Signed in: whether the caller paused their watch history.',
    resolve: (_root, _args, context) => context.services.library.history.isPaused(context.actor),
  }),
  myVideoLibraryState: t.field({
    type: VideoLibraryStateType,
    args: { videoId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const videoId = String(args.videoId);
      const { saved, history } = context.services.library;
      const [isSaved, positionSeconds] = await Promise.all([
        saved.isSaved(context.actor, videoId),
        history.positionOf(context.actor, videoId),
      ]);
      return { videoId, saved: isSaved, positionSeconds };
    },
  }),
}));

builder.mutationFields((t) => ({
  setVideoSaved: t.field({
    type: VideoLibraryStateType,
    description: 'Signed in: saves (a video the caller may see) or unsaves a video.',
    args: { videoId: t.arg.id({ required: true }), saved: t.arg.boolean({ required: true }) },
    resolve: async (_root, args, context) => {
      const videoId = String(args.videoId);
      const { saved, history } = context.services.library;
      const isSaved = await saved.setSaved(context.actor, videoId, args.saved);
      return { videoId, saved: isSaved, positionSeconds: await history.positionOf(context.actor, videoId) };
    },
  }),
  importSavedVideos: t.int({
    description: "Signed in: brings a browser's saves into the library; answers how many were new.",
    args: { videoIds: t.arg.idList({ required: true }) },
    resolve: (_root, args, context) =>
      context.services.library.saved.importLocal(context.actor, args.videoIds.map(String)),
  }),
  recordWatchProgress: t.int({
    description:
      'Signed in: a batch of positions reached (every 10 s, on pause and on leaving); answers how many were recorded (none while the history is paused).',
    args: { entries: t.arg({ type: [WatchProgressInput], required: true }) },
    resolve: (_root, args, context) =>
      context.services.library.history.record(
        context.actor,
        args.entries.map((entry) => ({ ...entry, videoId: String(entry.videoId) })),
      ),
  }),
  removeFromWatchHistory: t.boolean({
    args: { videoId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.services.library.history.remove(context.actor, String(args.videoId)),
  }),
  clearWatchHistory: t.int({
    description: 'Signed in: empties the history; answers how many entries it had.',
    resolve: (_root, _args, context) => context.services.library.history.clear(context.actor),
  }),
  setHistoryPaused: t.boolean({
    description: 'Signed in: pauses or resumes the watch history; answers the new setting.',
    args: { paused: t.arg.boolean({ required: true }) },
    resolve: (_root, args, context) => context.services.library.history.setPaused(context.actor, args.paused),
  }),
}));
