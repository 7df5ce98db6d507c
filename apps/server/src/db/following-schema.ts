import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { users } from './schema.ts';
import { videos } from './video-schema.ts';

// A person's "Not interested" marks (issue 24, ADR 0028): the video leaves their feeds,
// and every video of its creator sorts after the others in their "For you". The creator
// is copied from the video when marked, so the ranking reads one index per person.
export const notInterested = pgTable(
  'not_interested',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    // Null for samples and external videos, which have no creator account to rank lower.
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.videoId] }),
    index('not_interested_creator_idx').on(table.userId, table.creatorId),
  ],
);
