import { doublePrecision, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { videos } from './video-schema.ts';

// Thumbnails (ADR 0040): the candidate frames processing made of a video, in order. The
// frames live under the processing attempt's folder, where the media gate serves them with
// the video; the chosen one (or an uploaded image) is the video's thumbnail_url.
export const videoThumbnailCandidates = pgTable(
  'video_thumbnail_candidates',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    // 0-based, in time order.
    frame: integer('frame').notNull(),
    storageKey: text('storage_key').notNull(),
    // When in the video the frame is, for its accessible name ("Frame at 0:12").
    atSeconds: doublePrecision('at_seconds').notNull(),
  },
  (table) => [primaryKey({ columns: [table.videoId, table.frame] })],
);
