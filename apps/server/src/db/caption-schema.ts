import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { videos } from './video-schema.ts';

// Captions (ADR 0036): one WebVTT file per video and language in the store, and its cues
// here, where search reads them.
export const videoCaptions = pgTable(
  'video_captions',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    // A BCP 47 tag, as <track srclang> takes it.
    language: text('language').notNull(),
    // The WebVTT file's key, under the video's folder: videos/<id>/captions/...
    storageKey: text('storage_key').notNull(),
    cueCount: integer('cue_count').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.videoId, table.language] })],
);

// The cues' plain text, found by PostgreSQL full-text search. The 'simple' configuration:
// captions come in every language, and stemming for one would mangle the others.
export const captionCues = pgTable(
  'caption_cues',
  {
    videoId: uuid('video_id').notNull(),
    language: text('language').notNull(),
    position: integer('position').notNull(),
    startSeconds: doublePrecision('start_seconds').notNull(),
    endSeconds: doublePrecision('end_seconds').notNull(),
    text: text('text').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.videoId, table.language, table.position] }),
    foreignKey({
      columns: [table.videoId, table.language],
      foreignColumns: [videoCaptions.videoId, videoCaptions.language],
    }).onDelete('cascade'),
    index('caption_cues_text_idx').using('gin', sql`to_tsvector('simple', ${table.text})`),
  ],
);
