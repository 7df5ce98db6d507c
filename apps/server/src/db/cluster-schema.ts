import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

// What several API nodes share besides the data itself (ADR 0019).

// The per-address request limits of the REST routes (@fastify/rate-limit), counted here so
// that every node counts the same window: see ops/rate-limit-store.ts. The migration makes
// the table UNLOGGED: counters lost in a database crash cost nothing, and writing them
// skips the write-ahead log.
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  expiresAt: at('expires_at').notNull(),
});

// Background work done once per cluster per interval, whichever node gets there first
// (db/cluster-runs.ts): the last time each kind ran.
export const clusterRuns = pgTable('cluster_runs', {
  name: text('name').primaryKey(),
  ranAt: at('ran_at').notNull(),
});
