import { PLAYLIST_VISIBILITIES } from '@reelboard/shared/library';
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
  uuid,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { users } from './schema.ts';
import { videos } from './video-schema.ts';

// A person's library (issue 24, ADR 0027): what they saved, where they stopped watching,
// and their playlists. Rows go with the person or the video (cascade); a video someone
// may no longer see stays in their library but is not shown while it is hidden.

// One row per person and video: saving twice is saving once.
export const savedVideos = pgTable(
  'saved_videos',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    savedAt: at('saved_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.videoId] }),
    // The library lists them newest first, paged by (saved_at, video_id).
    index('saved_videos_user_idx').on(table.userId, table.savedAt, table.videoId),
  ],
);

// The position each person last reached in each video, upserted by batched reports.
export const watchHistory = pgTable(
  'watch_history',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    positionSeconds: doublePrecision('position_seconds').notNull(),
    watchedAt: at('watched_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.videoId] }),
    index('watch_history_user_idx').on(table.userId, table.watchedAt, table.videoId),
    check('watch_history_position_check', sql`${table.positionSeconds} >= 0`),
  ],
);

// A person's choices about their library; no row is the defaults.
export const librarySettings = pgTable('library_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  // While paused, position reports are dropped and nothing new enters the history.
  historyPaused: boolean('history_paused').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const playlists = pgTable(
  'playlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    // public: listed and open to anyone; unlisted: open to anyone with the link; private: the owner only.
    visibility: text('visibility', { enum: PLAYLIST_VISIBILITIES }).notNull().default('private'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('playlists_owner_idx').on(table.ownerId, table.updatedAt, table.id),
    check('playlists_visibility_check', sql`${table.visibility} in ('public', 'unlisted', 'private')`),
  ],
);

// A playlist's videos in order: position 0, 1, 2, ... rewritten whole (under the playlist's
// row lock) by a move or a removal; a video is in a playlist at most once.
export const playlistVideos = pgTable(
  'playlist_videos',
  {
    playlistId: uuid('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.playlistId, table.videoId] }),
    index('playlist_videos_order_idx').on(table.playlistId, table.position),
    // Which of a person's playlists hold a video (the "Save to playlist" dialog).
    index('playlist_videos_video_idx').on(table.videoId),
  ],
);
