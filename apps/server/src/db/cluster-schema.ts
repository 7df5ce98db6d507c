import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

// What several API nodes share besides the data itself (ADR 0019).

// Every rate limit (ops/rate-limiter.ts): one counter per key, the key naming what it limits
// ('comment:user:<id>', 'sign-in:name:<login>', 'request:POST /auth/sign-in <address>', ...).
// A claim after window_ends_at starts a new window; none is allowed before next_claim_at (a
// minimum gap or a back-off). A row decides nothing once both have passed. Migration 0016
// makes the table UNLOGGED: counters lost in a database crash only let each key start
// afresh, and the writes of every comment and rate-limited request skip the write-ahead log.
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: at('window_ends_at').notNull(),
  nextClaimAt: at('next_claim_at').notNull(),
});

// Background work done once per cluster per interval, whichever node gets there first
// (db/cluster-runs.ts): the last time each kind ran.
export const clusterRuns = pgTable('cluster_runs', {
  name: text('name').primaryKey(),
  ranAt: at('ran_at').notNull(),
});
