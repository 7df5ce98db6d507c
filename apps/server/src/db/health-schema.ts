import { bigint, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

// What /admin/health and /metrics read besides the job queue's own tables (ADR 0041).

// Every running process (API node or worker) writes its row every 15 seconds; a node whose
// last beat is under a minute old is up. A clean stop deletes the row; rows of processes
// that died are removed a day later by the storage-usage job.
/** A node whose last beat is older than this is not up (the page and /metrics alike). */
export const NODE_UP_MS = 60_000;

export const nodeHeartbeats = pgTable(
  'node_heartbeats',
  {
    id: uuid('id').primaryKey(),
    role: text('role', { enum: ['api', 'worker', 'api+worker'] }).notNull(),
    hostname: text('hostname').notNull(),
    pid: integer('pid').notNull(),
    version: text('version').notNull(),
    startedAt: at('started_at').notNull(),
    lastBeatAt: at('last_beat_at').notNull(),
  },
  (table) => [index('node_heartbeats_last_beat_idx').on(table.lastBeatAt)],
);

// Bytes stored per area (the first segment of a key: public, private, captions, ...), summed
// from the store's listing by a background job every few minutes, never on a page request.
export const storageUsage = pgTable('storage_usage', {
  area: text('area').primaryKey(),
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
  objects: integer('objects').notNull(),
  measuredAt: at('measured_at').notNull(),
});
