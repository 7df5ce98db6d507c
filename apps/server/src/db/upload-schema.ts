import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { users } from './schema.ts';
import { videos } from './video-schema.ts';

// Video uploads and their processing. Timestamps have millisecond precision like the
// rest of the schema.

// uploading: the multipart upload is open; completed: the object exists and may become a
// video; used: a video was created from it.
export const uploadStatuses = ['uploading', 'completed', 'used'] as const;

// One resumable upload: the storage's multipart upload id, the key the server generated
// and the user who may send parts to it. The file name is a label only.
export const uploadSessions = pgTable(
  'upload_sessions',
  {
    uploadId: text('upload_id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    status: text('status', { enum: uploadStatuses }).notNull().default('uploading'),
    createdAt: at('created_at').notNull().defaultNow(),
    completedAt: at('completed_at'),
  },
  (table) => [
    index('upload_sessions_owner_idx').on(table.ownerId),
    index('upload_sessions_status_idx').on(table.status, table.createdAt),
    check('upload_sessions_status_check', sql`${table.status} in ('uploading', 'completed', 'used')`),
    check('upload_sessions_size_check', sql`${table.size} > 0`),
  ],
);

// Each processing attempt of a video writes under its own prefix; the keys are recorded
// before they are uploaded, so the outputs of an attempt that died can be removed.
export const videoProcessingAttempts = pgTable(
  'video_processing_attempts',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    prefix: text('prefix').notNull(),
    keys: text('keys').array().notNull().default(sql`'{}'::text[]`),
    startedAt: at('started_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.videoId, table.attempt] })],
);

// The media of deleted videos, until the removal job has deleted them from storage. Written
// in the transaction that deletes the video, so that no crash forgets a file.
export const videoMediaRemovals = pgTable('video_media_removals', {
  videoId: uuid('video_id').primaryKey(),
  keys: text('keys').array().notNull(),
  requestedAt: at('requested_at').notNull().defaultNow(),
});
