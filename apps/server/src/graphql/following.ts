import { builder } from './builder.ts';
import { ModelVideoConnection } from './videos.ts';

// The Following feed and "Not interested" (issue 24, ADR 0028): signed-in only.
builder.queryFields((t) => ({
  followingFeed: t.field({
    type: ModelVideoConnection,
    description:
      'The public videos of the creators the signed-in caller follows, newest first, 24 per page by default (at most 50); playableInShorts keeps what the Shorts player plays.',
    args: {
      limit: t.arg.int({ required: false }),
      nextToken: t.arg.string({ required: false }),
      playableInShorts: t.arg.boolean({ required: false }),
    },
    resolve: (_root, args, context) => context.services.followingFeed.page(context.actor, args),
  }),
}));

builder.mutationFields((t) => ({
  markNotInterested: t.field({
    type: 'Boolean',
    description:
      "Hides a video from the signed-in caller's feeds and ranks its creator lower in their For you; marking again changes nothing.",
    args: { videoId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.services.notInterested.mark(context.actor, String(args.videoId)),
  }),
  undoNotInterested: t.field({
    type: 'Boolean',
    description: 'Takes a Not interested mark back; false when there was none.',
    args: { videoId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.services.notInterested.undo(context.actor, String(args.videoId)),
  }),
}));
