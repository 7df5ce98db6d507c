import { builder } from './builder.ts';
import { ModelVideoConnection } from './videos.ts';

// The Shorts feed (issue 13): one public, processed video after another, featured and
// trending first, then by engagement with a time decay (packages/shared/src/shorts.ts).
builder.queryFields((t) => ({
  shortsFeed: t.field({
    type: ModelVideoConnection,
    description:
      'Public, processed videos for the vertical feed, 5 per page by default (at most 20); a null nextToken is the end.',
    args: { limit: t.arg.int({ required: false }), nextToken: t.arg.string({ required: false }) },
    resolve: (_root, args, context) => context.services.shorts.page(context.actor, args),
  }),
}));
