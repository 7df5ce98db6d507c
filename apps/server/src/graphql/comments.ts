import { filter, map, pipe } from '@graphql-yoga/subscription';
import { COMMENT_TARGET_TYPES } from '@reelboard/shared/comments';
import { VOTES } from '@reelboard/shared/votes';
import type { Comment } from '../services/community/comment-row.ts';
import { builder } from './builder.ts';
import { publicMediaUrl } from './media-url.ts';
import { ModelIDInput, ModelStringInput } from './profiles.ts';

const CommentVote = builder.enumType('CommentVote', { values: VOTES });
const CommentTargetType = builder.enumType('CommentTargetType', { values: COMMENT_TARGET_TYPES });
const CommentStatus = builder.enumType('CommentStatus', {
  values: ['PUBLISHED', 'HELD', 'HIDDEN', 'DELETED'] as const,
});

export const CommentType = builder.objectRef<Comment>('Comment').implement({
  description: 'Content is plain text, stored as sent: render it as text, never as HTML.',
  fields: (t) => ({
    id: t.exposeID('id'),
    content: t.exposeString('content'),
    targetId: t.exposeID('targetId'),
    targetType: t.exposeString('targetType', { description: 'video or post.' }),
    postId: t.id({
      nullable: true,
      description: 'targetId when the comment is under a post.',
      resolve: (comment) => (comment.targetType === 'post' ? comment.targetId : null),
    }),
    parentCommentId: t.exposeID('parentCommentId', { nullable: true }),
    author: t.string({
      description: "The author's user id, 'anonymous', or 'deleted' for a \"[deleted]\" placeholder.",
      resolve: (comment) => (comment.deletedAt ? 'deleted' : (comment.authorId ?? 'anonymous')),
    }),
    authorName: t.string({
      resolve: (comment) =>
        comment.deletedAt
          ? '[deleted]'
          : comment.authorId
            ? (comment.authorUsername ?? 'Unknown')
            : 'anonymous',
    }),
    status: t.field({
      type: CommentStatus,
      description:
        'PUBLISHED, HELD (matched a blocked term: "held for review", seen by its author and admins only), HIDDEN (by a moderator or while its author is suspended) or DELETED (a "[deleted]" placeholder that keeps its replies).',
      resolve: (comment) =>
        comment.deletedAt
          ? 'DELETED'
          : comment.status === 'held'
            ? 'HELD'
            : comment.hiddenAt || comment.authorSuspended
              ? 'HIDDEN'
              : 'PUBLISHED',
    }),
    editedAt: t.field({
      type: 'AWSDateTime',
      nullable: true,
      description: 'When its author last edited it (shown as "edited").',
      resolve: (comment) => comment.editedAt,
    }),
    authorAvatarUrl: t.string({
      nullable: true,
      resolve: (comment, _args, context) => publicMediaUrl(context, comment.authorAvatarKey),
    }),
    likes: t.exposeInt('likes'),
    dislikes: t.exposeInt('dislikes'),
    createdAt: t.field({ type: 'AWSDateTime', resolve: (comment) => comment.createdAt }),
    updatedAt: t.field({ type: 'AWSDateTime', resolve: (comment) => comment.updatedAt }),
  }),
});

const ModelCommentConnection = builder
  .objectRef<{ items: Comment[]; nextToken: string | null }>('ModelCommentConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [CommentType], resolve: (page) => page.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const ModelCommentFilterInput = builder.inputType('ModelCommentFilterInput', {
  description: "Either targetId and targetType, or postId (the post page's form).",
  fields: (t) => ({
    targetId: t.field({ type: ModelIDInput, required: false }),
    targetType: t.field({ type: ModelStringInput, required: false }),
    postId: t.field({ type: ModelIDInput, required: false }),
  }),
});

const CreateCommentInput = builder.inputType('CreateCommentInput', {
  description:
    'The author is the caller (anonymous with the API key, videos only); counters start at 0 and are not part of the input.',
  fields: (t) => ({
    content: t.string({ required: true }),
    targetId: t.id({ required: false }),
    targetType: t.string({ required: false }),
    postId: t.id({ required: false }),
    parentCommentId: t.id({ required: false }),
  }),
});

const UpdateCommentInput = builder.inputType('UpdateCommentInput', {
  description: 'Only content is changed; the other fields are accepted for the SPEC shape and ignored.',
  fields: (t) => ({
    id: t.id({ required: true }),
    content: t.string({ required: true }),
    targetId: t.id({ required: false }),
    targetType: t.string({ required: false }),
    postId: t.id({ required: false }),
    parentCommentId: t.id({ required: false }),
  }),
});

/** The post page sends postId; everything else targetId and targetType. */
const targetOf = (input: {
  targetId?: { eq?: string | number | null } | string | number | null;
  targetType?: { eq?: string | null } | string | null;
  postId?: { eq?: string | number | null } | string | number | null;
}) => {
  const value = (field: typeof input.targetId) =>
    field && typeof field === 'object' ? field.eq : (field ?? undefined);
  const postId = value(input.postId);
  if (postId) return { targetId: String(postId), targetType: 'post' };
  const targetType =
    input.targetType && typeof input.targetType === 'object' ? input.targetType.eq : input.targetType;
  return { targetId: String(value(input.targetId) ?? ''), targetType: String(targetType ?? '') };
};

builder.queryFields((t) => ({
  listComments: t.field({
    type: ModelCommentConnection,
    description: 'Oldest first; thread them with parentCommentId (one display level, SPEC.md section 4).',
    args: {
      filter: t.arg({ type: ModelCommentFilterInput, required: true }),
      limit: t.arg.int({ required: false }),
      nextToken: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, context) =>
      context.services.comments.list(context.actor, targetOf(args.filter), args),
  }),
}));

builder.mutationFields((t) => ({
  createComment: t.field({
    type: CommentType,
    description: 'Rate-limited per user and per IP address; anonymous callers may comment on videos only.',
    args: { input: t.arg({ type: CreateCommentInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      context.services.comments.create(context.actor, context.clientIp, {
        content: input.content,
        ...targetOf(input),
        parentCommentId: input.parentCommentId ? String(input.parentCommentId) : null,
      }),
  }),
  voteComment: t.field({
    type: CommentType,
    description:
      'One vote per visitor per comment: the same vote again takes it back, the other replaces it.',
    args: { commentId: t.arg.id({ required: true }), vote: t.arg({ type: CommentVote, required: true }) },
    resolve: async (_root, args, context) =>
      context.services.comments.vote(context.actor, context.clientIp, String(args.commentId), args.vote),
  }),
  updateComment: t.field({
    type: CommentType,
    description:
      'Its author only, content only (other fields are accepted and ignored); checked like a new comment, blocked terms included. Sets editedAt.',
    args: { input: t.arg({ type: UpdateCommentInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      context.services.comments.update(context.actor, { id: String(input.id), content: input.content }),
  }),
  deleteComment: t.field({
    type: CommentType,
    description:
      'Its author or an admin. A comment with replies leaves a "[deleted]" placeholder that keeps them; without replies it goes.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => context.services.comments.remove(context.actor, String(args.id)),
  }),
}));

builder.subscriptionFields((t) => ({
  onCreateComment: t.field({
    type: CommentType,
    nullable: true,
    description: 'New comments under one video or post, for anyone who may read it.',
    args: {
      targetId: t.arg.id({ required: true }),
      targetType: t.arg({ type: CommentTargetType, required: true }),
    },
    subscribe: async (_root, args, context) => {
      const target = { targetId: String(args.targetId), targetType: args.targetType };
      // Refuses a target the listener may not read, before anything is sent.
      await context.services.comments.list(context.actor, target, { limit: 1 });
      return pipe(
        context.services.events.pubSub.subscribe('comment.created'),
        filter((event) => event.targetId === target.targetId && event.targetType === target.targetType),
        map((event) => context.services.comments.get(context.actor, event.commentId)),
        filter((comment): comment is Comment => comment !== undefined),
      );
    },
    resolve: (comment: Comment) => comment,
  }),
}));
