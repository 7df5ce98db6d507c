import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, moderationColumns, transactionId } from './columns.ts';
import { postEngagement } from './engagement.ts';
import { users } from './schema.ts';
import { videos } from './video-schema.ts';

// Posts, their reactions, comments on videos and posts, and comment votes. Every counter
// here is moved by an atomic SQL increment in the same transaction as the row that
// justifies it (a reaction, a comment, a vote), so counters equal their rows.

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    category: text('category').notNull(),
    // A storage key under public/posts/<authorId>/ (a re-encoded WebP), or null.
    imageKey: text('image_key'),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    likes: integer('likes').notNull().default(0),
    loves: integer('loves').notNull().default(0),
    laughs: integer('laughs').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    ...moderationColumns,
    editedAt: at('edited_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // The board's ranking: engagement score (likes + comment count) descending, newest first.
    index('posts_engagement_idx').on(
      sql`${postEngagement(table)} desc`,
      sql`${table.createdAt} desc`,
      sql`${table.id} desc`,
    ),
    index('posts_created_idx').on(table.createdAt, table.id),
    check(
      'posts_category_check',
      sql`${table.category} in ('Business', 'Lifestyle', 'Innovation', 'Beauty & Arts')`,
    ),
    check(
      'posts_counts_check',
      sql`${table.likes} >= 0 and ${table.loves} >= 0 and ${table.laughs} >= 0 and ${table.commentCount} >= 0`,
    ),
  ],
);

// One row per user, reaction type and post (or video): the unique indexes make a second
// identical reaction impossible.
export const reactions = pgTable(
  'reactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id').references(() => videos.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reactions_post_user_type_idx')
      .on(table.postId, table.userId, table.type)
      .where(sql`${table.postId} is not null`),
    uniqueIndex('reactions_video_user_type_idx')
      .on(table.videoId, table.userId, table.type)
      .where(sql`${table.videoId} is not null`),
    check('reactions_type_check', sql`${table.type} in ('LIKE', 'DISLIKE', 'LOVE', 'LAUGH')`),
    check('reactions_one_target', sql`(${table.postId} is null) <> (${table.videoId} is null)`),
  ],
);

export const commentStatuses = ['published', 'held'] as const;

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored exactly as sent (trimmed); always rendered as text.
    content: text('content').notNull(),
    targetId: uuid('target_id').notNull(),
    targetType: text('target_type').notNull(),
    // Replies of a deleted comment go with it.
    parentCommentId: uuid('parent_comment_id').references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    // Null for anonymous comments (shown as 'anonymous').
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    likes: integer('likes').notNull().default(0),
    dislikes: integer('dislikes').notNull().default(0),
    // 'held' when it matched a blocked term: only its author and admins see it until an
    // admin releases it (ADR 0017).
    status: text('status', { enum: commentStatuses }).notNull().default('published'),
    ...moderationColumns,
    editedAt: at('edited_at'),
    // Set when its author or an admin deleted it while it had replies: the row stays as
    // the "[deleted]" placeholder of its thread, content and author cleared.
    deletedAt: at('deleted_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    // The transaction that wrote it: the notifications read new comments past a cursor of
    // these, in batches, off the writer's path (ADR 0026).
    writtenIn: transactionId('written_in').notNull().default(sql`pg_current_xact_id()`),
  },
  (table) => [
    index('comments_written_in_idx').on(table.writtenIn),
    index('comments_target_idx').on(table.targetType, table.targetId, table.createdAt, table.id),
    index('comments_parent_idx').on(table.parentCommentId),
    // Popular Video Comments: most liked first.
    index('comments_popular_video_idx')
      .on(sql`${table.likes} desc`, sql`${table.createdAt} desc`)
      .where(sql`${table.targetType} = 'video'`),
    check('comments_target_type_check', sql`${table.targetType} in ('video', 'post')`),
    check('comments_status_check', sql`${table.status} in ('published', 'held')`),
    check('comments_counts_check', sql`${table.likes} >= 0 and ${table.dislikes} >= 0`),
  ],
);

// At most one vote per visitor per comment; voter is 'user:<id>' or 'ip:<keyed hash>'.
export const commentVotes = pgTable(
  'comment_votes',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    voter: text('voter').notNull(),
    vote: text('vote').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.commentId, table.voter] }),
    check('comment_votes_vote_check', sql`${table.vote} in ('LIKE', 'DISLIKE')`),
  ],
);
