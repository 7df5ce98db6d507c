import { VIDEO_CATEGORIES } from '@reelboard/shared/categories';
import { VOTES } from '@reelboard/shared/votes';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, moderationColumns } from './columns.ts';
import { videoEngagement } from './engagement.ts';
import { users } from './schema.ts';

// Videos, follows between users and creators, and the view records that keep view counts
// honest. Timestamps have millisecond precision so paging cursors compare equal.

export const videoSources = ['youtube', 'other'] as const;
// Where a video came from: uploaded through Reelboard, a built-in sample, or the external list.
export const videoOrigins = ['upload', 'sample', 'external'] as const;
export const processingStatuses = ['pending', 'processing', 'ready', 'failed'] as const;

export const videos = pgTable(
  'videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    // Storage keys (public/...) or absolute URLs (external thumbnails).
    thumbnailUrl: text('thumbnail_url'),
    fallbackThumbnailUrl: text('fallback_thumbnail_url'),
    videoUrl: text('video_url').notNull(),
    // The HLS master playlist once processing is done.
    processedUrl: text('processed_url'),
    source: text('source', { enum: videoSources }).notNull().default('other'),
    sourceId: text('source_id'),
    origin: text('origin', { enum: videoOrigins }).notNull().default('upload'),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    // LIKE and DISLIKE votes on the video (video_votes) and its comments: counters kept
    // with atomic increments, for the engagement score (SPEC.md section 9).
    dislikes: integer('dislikes').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    // As measured by ffprobe; shown as m:ss.
    durationSeconds: doublePrecision('duration_seconds'),
    uploadDate: at('upload_date').notNull().defaultNow(),
    category: text('category', { enum: VIDEO_CATEGORIES }).notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    // The uploader; null for samples and external videos, which carry a display name instead.
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'cascade' }),
    creatorName: text('creator_name'),
    creatorAvatarUrl: text('creator_avatar_url'),
    isActive: boolean('is_active').notNull().default(true),
    expiryDate: at('expiry_date').notNull(),
    isApproved: boolean('is_approved').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    isTrending: boolean('is_trending').notNull().default(false),
    adminNotes: text('admin_notes'),
    processingStatus: text('processing_status', { enum: processingStatuses }).notNull().default('pending'),
    processingError: text('processing_error'),
    // Scheduled publishing (ADR 0039): null = nothing scheduled; set = the video is not public
    // before that time, even when approved. The publishing job clears it when the video goes
    // public, so public lists need only `publish_at is null` (an immutable index predicate).
    publishAt: at('publish_at'),
    ...moderationColumns,
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // Lists page newest first by (upload_date, id).
    index('videos_upload_date_idx').on(table.uploadDate, table.id),
    // Public lists: publish_at is null keeps scheduled videos out (ADR 0039).
    index('videos_public_idx')
      .on(table.uploadDate, table.id)
      .where(sql`${table.isApproved} and ${table.isActive} and ${table.publishAt} is null`),
    index('videos_category_idx').on(table.category, table.uploadDate),
    index('videos_creator_idx').on(table.creatorId, table.uploadDate),
    // The Following feed: each followed creator's public videos, newest first (ADR 0028).
    index('videos_creator_public_idx')
      .on(table.creatorId, table.uploadDate, table.id)
      .where(sql`${table.isApproved} and ${table.isActive} and ${table.publishAt} is null`),
    // The publishing job's scan for scheduled videos whose time has come (ADR 0039).
    index('videos_publish_due_idx').on(table.publishAt).where(sql`${table.publishAt} is not null`),
    // Case-insensitive title search (`contains`) through trigrams.
    index('videos_title_trgm_idx').using('gin', sql`lower(${table.title}) gin_trgm_ops`),
    index('videos_tags_idx').using('gin', table.tags),
    // The community board: commented videos by engagement score (likes + dislikes + comments).
    index('videos_engagement_idx')
      .on(sql`${videoEngagement(table)} desc`, sql`${table.uploadDate} desc`)
      .where(sql`${table.commentCount} > 0`),
    // Samples and external records are found again by their source id when seeded or refreshed.
    uniqueIndex('videos_origin_source_idx')
      .on(table.origin, table.sourceId)
      .where(sql`${table.origin} <> 'upload'`),
    check(
      'videos_category_check',
      sql`${table.category} in ('Business', 'Lifestyle', 'Beauty', 'Innovation')`,
    ),
    check('videos_source_check', sql`${table.source} in ('youtube', 'other')`),
    check('videos_origin_check', sql`${table.origin} in ('upload', 'sample', 'external')`),
    check(
      'videos_processing_check',
      sql`${table.processingStatus} in ('pending', 'processing', 'ready', 'failed')`,
    ),
    check('videos_counts_check', sql`${table.views} >= 0 and ${table.likes} >= 0`),
    check('videos_dislikes_check', sql`${table.dislikes} >= 0`),
  ],
);

// One row per follower and creator: the primary key makes a second follow impossible.
export const creatorFollows = pgTable(
  'creator_follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.creatorId] }),
    index('creator_follows_creator_idx').on(table.creatorId),
    check('creator_follows_not_self', sql`${table.followerId} <> ${table.creatorId}`),
  ],
);

// A view counts at most once per viewer, video and hour: the key is the hour bucket.
// viewer is 'user:<id>' or 'ip:<keyed hash of the address>'.
export const videoViews = pgTable(
  'video_views',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    viewer: text('viewer').notNull(),
    hour: at('hour').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.videoId, table.viewer, table.hour] }),
    index('video_views_hour_idx').on(table.hour),
  ],
);

// At most one vote per person or visitor per video (shared/votes.ts); voter is
// 'user:<id>' or a keyed hash of the visitor's address, as for views.
export const videoVotes = pgTable(
  'video_votes',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    voter: text('voter').notNull(),
    vote: text('vote', { enum: VOTES }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.videoId, table.voter] }),
    check('video_votes_vote_check', sql`${table.vote} in ('LIKE', 'DISLIKE')`),
  ],
);
