import { POST_REACTIONS } from '@reelboard/shared/engagement';
import type { Board, PopularComment } from '../services/community/board-service.ts';
import type { Post } from '../services/community/post-row.ts';
import type { Reaction } from '../services/community/post-service.ts';
import { builder } from './builder.ts';
import { CommentType } from './comments.ts';
import { publicMediaUrl } from './media-url.ts';
import { ModelIDInput } from './profiles.ts';
import { VideoType } from './videos.ts';

const PostReactionType = builder.enumType('PostReactionType', {
  values: POST_REACTIONS.map((reaction) => reaction.type),
});

const PostType = builder.objectRef<Post>('Post').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    content: t.exposeString('content'),
    category: t.exposeString('category', {
      description: 'Business, Lifestyle, Innovation or Beauty & Arts.',
    }),
    imageUrl: t.string({
      nullable: true,
      description: 'A URL the browser can load the image from.',
      resolve: (post, _args, context) => publicMediaUrl(context, post.imageKey),
    }),
    author: t.exposeID('authorId', { description: "The author's user id." }),
    authorName: t.string({ resolve: (post) => post.authorUsername ?? 'Unknown' }),
    authorAvatarUrl: t.string({
      nullable: true,
      resolve: (post, _args, context) => publicMediaUrl(context, post.authorAvatarKey),
    }),
    likes: t.exposeInt('likes'),
    loves: t.exposeInt('loves'),
    laughs: t.exposeInt('laughs'),
    commentCount: t.exposeInt('commentCount'),
    createdAt: t.field({ type: 'AWSDateTime', resolve: (post) => post.createdAt }),
    updatedAt: t.field({ type: 'AWSDateTime', resolve: (post) => post.updatedAt }),
    editedAt: t.field({
      type: 'AWSDateTime',
      nullable: true,
      description: 'When its author last edited it (shown as "edited").',
      resolve: (post) => post.editedAt,
    }),
    hidden: t.boolean({
      description: 'True when moderation hides it from everyone but its author and admins.',
      resolve: (post) => post.hiddenAt !== null || post.authorSuspended,
    }),
  }),
});

const ReactionType = builder.objectRef<Reaction>('Reaction').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.exposeString('type'),
    postId: t.exposeID('postId', { nullable: true }),
    videoId: t.exposeID('videoId', { nullable: true }),
    userId: t.exposeID('userId'),
    createdAt: t.field({ type: 'AWSDateTime', resolve: (reaction) => reaction.createdAt }),
  }),
});

const ModelPostConnection = builder
  .objectRef<{ items: Post[]; nextToken: string | null }>('ModelPostConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [PostType], resolve: (page) => page.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const ReactionResult = builder.objectRef<{ post: Post; reacted: boolean }>('ReactionResult').implement({
  fields: (t) => ({
    post: t.field({ type: PostType, resolve: (result) => result.post }),
    reacted: t.exposeBoolean('reacted', { description: 'True when the reaction is now on.' }),
  }),
});

const PopularCommentType = builder.objectRef<PopularComment>('PopularVideoComment').implement({
  fields: (t) => ({
    comment: t.field({ type: CommentType, resolve: (row) => row }),
    videoTitle: t.exposeString('videoTitle'),
  }),
});

const CommunityBoard = builder.objectRef<Board>('CommunityBoard').implement({
  description: 'Community Highlights, each list by engagement score (SPEC.md section 9), highest first.',
  fields: (t) => ({
    videos: t.field({ type: [VideoType], resolve: (board) => board.videos }),
    posts: t.field({ type: [PostType], resolve: (board) => board.posts }),
    popularVideoComments: t.field({
      type: [PopularCommentType],
      resolve: (board) => board.popularVideoComments,
    }),
  }),
});

const ModelReactionFilterInput = builder.inputType('ModelReactionFilterInput', {
  fields: (t) => ({
    postId: t.field({ type: ModelIDInput, required: true }),
    userId: t.field({ type: ModelIDInput, required: false }),
  }),
});

builder.queryFields((t) => ({
  listPosts: t.field({
    type: ModelPostConnection,
    description: 'Newest first.',
    args: { limit: t.arg.int({ required: false }), nextToken: t.arg.string({ required: false }) },
    resolve: (_root, args, context) => context.services.posts.list(context.actor, args),
  }),
  getPost: t.field({
    type: PostType,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => context.services.posts.get(context.actor, String(args.id)),
  }),
  listReactions: t.field({
    type: [ReactionType],
    args: { filter: t.arg({ type: ModelReactionFilterInput, required: true }) },
    resolve: (_root, { filter }, context) =>
      context.services.posts.listReactions(context.actor, {
        postId: String(filter.postId.eq ?? ''),
        userId: filter.userId?.eq ? String(filter.userId.eq) : null,
      }),
  }),
  communityBoard: t.field({
    type: CommunityBoard,
    resolve: (_root, _args, context) => context.services.board.board(context.actor),
  }),
}));

const CreatePostInput = builder.inputType('CreatePostInput', {
  description: 'Counters start at 0 and the author is the caller: neither is part of the input.',
  fields: (t) => ({
    title: t.string({ required: true }),
    content: t.string({ required: true }),
    category: t.string({ required: true }),
    imageUrl: t.string({ required: false, description: 'The key /api/posts/image answered with.' }),
  }),
});

const UpdatePostInput = builder.inputType('UpdatePostInput', {
  description: 'The fields given change; counters, author and image are not part of an edit.',
  fields: (t) => ({
    id: t.id({ required: true }),
    title: t.string({ required: false }),
    content: t.string({ required: false }),
    category: t.string({ required: false }),
  }),
});

builder.mutationFields((t) => ({
  updatePost: t.field({
    type: PostType,
    description: 'Its author only. Sets editedAt.',
    args: { input: t.arg({ type: UpdatePostInput, required: true }) },
    resolve: (_root, { input }, context) =>
      context.services.posts.update(context.actor, { ...input, id: String(input.id) }),
  }),
  deletePost: t.field({
    type: PostType,
    description: 'Its author or an admin; the comments under it go with it.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => context.services.posts.remove(context.actor, String(args.id)),
  }),
  createPost: t.field({
    type: PostType,
    args: { input: t.arg({ type: CreatePostInput, required: true }) },
    resolve: (_root, { input }, context) => context.services.posts.create(context.actor, input),
  }),
  toggleReaction: t.field({
    type: ReactionResult,
    description: "Adds the caller's reaction, or takes it back when it is already there.",
    args: { postId: t.arg.id({ required: true }), type: t.arg({ type: PostReactionType, required: true }) },
    resolve: (_root, args, context) =>
      context.services.posts.toggleReaction(context.actor, String(args.postId), args.type),
  }),
  setReaction: t.field({
    type: PostType,
    description: "Idempotent: on adds the caller's reaction if missing, off removes it.",
    args: {
      postId: t.arg.id({ required: true }),
      type: t.arg({ type: PostReactionType, required: true }),
      on: t.arg.boolean({ required: true }),
    },
    resolve: (_root, args, context) =>
      context.services.posts.setReaction(context.actor, String(args.postId), args.type, args.on),
  }),
}));
