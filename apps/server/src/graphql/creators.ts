import DataLoader from 'dataloader';
import type { Creator } from '../services/profiles/creator-service.ts';
import { builder } from './builder.ts';
import type { GraphQLContext } from './context.ts';
import { publicMediaUrl } from './media-url.ts';
import { requestLoader } from './request-loaders.ts';

export const CreatorType = builder.objectRef<Creator>('Creator').implement({
  description: 'A user who uploads videos (level creator or admin); id is their user id.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    avatarUrl: t.string({
      nullable: true,
      description: 'A URL the browser can load the profile picture from.',
      resolve: (creator, _args, context) => publicMediaUrl(context, creator.avatarKey),
    }),
    followers: t.exposeInt('followers'),
    videoCount: t.exposeInt('videoCount', { description: 'Videos anyone may watch.' }),
    verified: t.exposeBoolean('verified'),
    isFollowing: t.exposeBoolean('isFollowing', {
      description: 'Whether the signed-in caller follows them.',
    }),
  }),
});

// Lists show many videos by few creators: a creator this process keeps is answered at once
// (a promise per row cost more than the row); the others are read once per request, all of
// a list's in one batch (DataLoader), so whom the reader follows is one query.
export function creatorFor(
  context: GraphQLContext,
  creatorId: string,
): Creator | Promise<Creator | undefined> {
  const kept = requestLoader(context, 'keptCreators', () => context.services.creators.keptNow(context.actor));
  const known = kept(creatorId);
  if (known) return known;
  const creators = requestLoader(
    context,
    'creators',
    () => new DataLoader((ids: readonly string[]) => context.services.creators.getMany(context.actor, ids)),
  );
  return creators.load(creatorId);
}

const ModelCreatorConnection = builder
  .objectRef<{ items: Creator[]; nextToken: string | null }>('ModelCreatorConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [CreatorType], resolve: (page) => page.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

builder.queryFields((t) => ({
  getCreator: t.field({
    type: CreatorType,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => context.services.creators.get(context.actor, String(args.id)),
  }),
  listCreators: t.field({
    type: ModelCreatorConnection,
    description: 'Creators with at least one public video, oldest account first.',
    args: { limit: t.arg.int({ required: false }), nextToken: t.arg.string({ required: false }) },
    resolve: async (_root, args, context) => context.services.creators.list(context.actor, args),
  }),
}));

builder.mutationFields((t) => ({
  followCreator: t.field({
    type: CreatorType,
    description: 'Follow a creator; following again changes nothing.',
    args: { creatorId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.services.creators.follow(context.actor, String(args.creatorId)),
  }),
  unfollowCreator: t.field({
    type: CreatorType,
    description: 'Stop following a creator; unfollowing again changes nothing.',
    args: { creatorId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.services.creators.unfollow(context.actor, String(args.creatorId)),
  }),
}));
