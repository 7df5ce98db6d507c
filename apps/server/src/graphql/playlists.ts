import type { Playlist } from '../services/library/playlists.ts';
import { builder } from './builder.ts';
import { VideoType } from './videos.ts';

// Playlists (services/library/, ADR 0027): public and unlisted ones open to anyone with the
// public key, private ones to their owner only (null for anyone else, as if missing).

const PlaylistVisibility = builder.enumType('PlaylistVisibility', {
  description: 'public: anyone, and may be listed; unlisted: anyone with the link; private: the owner only.',
  values: {
    PUBLIC: { value: 'public' },
    UNLISTED: { value: 'unlisted' },
    PRIVATE: { value: 'private' },
  } as const,
});

const PlaylistType = builder.objectRef<Playlist>('Playlist').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    visibility: t.field({ type: PlaylistVisibility, resolve: (playlist) => playlist.visibility }),
    ownerId: t.exposeID('ownerId'),
    ownerName: t.exposeString('ownerName'),
    isOwner: t.exposeBoolean('isOwner', { description: 'Whether the caller owns it (and may change it).' }),
    videoCount: t.exposeInt('videoCount', { description: 'Videos in it that the caller may see.' }),
    createdAt: t.field({ type: 'AWSDateTime', resolve: (playlist) => playlist.createdAt }),
    updatedAt: t.field({ type: 'AWSDateTime', resolve: (playlist) => playlist.updatedAt }),
    videos: t.field({
      type: [VideoType],
      description: 'Its videos in order, those the caller may see (a playlist holds at most 200).',
      resolve: (playlist, _args, context) =>
        context.services.library.playlistVideos.videosOf(context.actor, playlist),
    }),
  }),
});

const PlaylistConnection = builder
  .objectRef<{ items: Playlist[]; nextToken: string | null }>('PlaylistConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [PlaylistType], resolve: (page) => page.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const CreatePlaylistInput = builder.inputType('CreatePlaylistInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    visibility: t.field({ type: PlaylistVisibility, required: false, description: 'PRIVATE unless given.' }),
  }),
});

const UpdatePlaylistInput = builder.inputType('UpdatePlaylistInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    title: t.string({ required: false }),
    visibility: t.field({ type: PlaylistVisibility, required: false }),
  }),
});

builder.queryFields((t) => ({
  getPlaylist: t.field({
    type: PlaylistType,
    nullable: true,
    description: "A public or unlisted playlist, or the caller's own private one; null otherwise.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.services.library.playlists.readable(context.actor, String(args.id)),
  }),
  myPlaylists: t.field({
    type: PlaylistConnection,
    description: "Signed in: the caller's playlists, most recently changed first.",
    args: { limit: t.arg.int({ required: false }), nextToken: t.arg.string({ required: false }) },
    resolve: (_root, args, context) => context.services.library.playlists.listMine(context.actor, args),
  }),
  myPlaylistIdsWithVideo: t.idList({
    description: "Signed in: which of the caller's playlists hold the video.",
    args: { videoId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.services.library.playlists.idsHolding(context.actor, String(args.videoId)),
  }),
}));

builder.mutationFields((t) => ({
  createPlaylist: t.field({
    type: PlaylistType,
    args: { input: t.arg({ type: CreatePlaylistInput, required: true }) },
    resolve: (_root, { input }, context) => context.services.library.playlists.create(context.actor, input),
  }),
  updatePlaylist: t.field({
    type: PlaylistType,
    description: 'The owner renames it or changes who may open it.',
    args: { input: t.arg({ type: UpdatePlaylistInput, required: true }) },
    resolve: (_root, { input }, context) =>
      context.services.library.playlists.update(context.actor, String(input.id), input),
  }),
  deletePlaylist: t.id({
    description: 'The owner deletes it (the videos stay); answers its id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.services.library.playlists.remove(context.actor, String(args.id)),
  }),
  addToPlaylist: t.field({
    type: PlaylistType,
    description: 'The owner adds a video they may see, at the end.',
    args: { playlistId: t.arg.id({ required: true }), videoId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.services.library.playlistVideos.add(
        context.actor,
        String(args.playlistId),
        String(args.videoId),
      ),
  }),
  removeFromPlaylist: t.field({
    type: PlaylistType,
    args: { playlistId: t.arg.id({ required: true }), videoId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.services.library.playlistVideos.remove(
        context.actor,
        String(args.playlistId),
        String(args.videoId),
      ),
  }),
  movePlaylistVideo: t.field({
    type: PlaylistType,
    description: 'The owner moves a video to toIndex (0 first) of the list as they see it.',
    args: {
      playlistId: t.arg.id({ required: true }),
      videoId: t.arg.id({ required: true }),
      toIndex: t.arg.int({ required: true }),
    },
    resolve: (_root, args, context) =>
      context.services.library.playlistVideos.move(
        context.actor,
        String(args.playlistId),
        String(args.videoId),
        args.toIndex,
      ),
  }),
}));
