import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { videos } from './video-schema.ts';

// Viewing analytics (issue 26, ADR 0037): raw watch reports, kept 30 days, rolled up into
// hourly rows per video and daily rows per video, creator and site.

// One row per report the player sent: the spans it played since its last report.
// segments is the spans flattened, [start0, end0, start1, end1, ...], clamped to the video's
// measured length. viewer is 'user:<id>' or a keyed hash of the address, as for views.
export const watchEvents = pgTable(
  'watch_events',
  {
    viewId: uuid('view_id').notNull(),
    videoId: uuid('video_id').notNull(),
    viewer: text('viewer').notNull(),
    source: text('source').notNull(),
    segments: doublePrecision('segments').array().notNull(),
    at: at('at').notNull(),
  },
  (table) => [
    // The rollup reads the reports since its last run, and the pruning those past 30 days:
    // by time only. Each further index was one more random B-tree insert per report, on
    // the table that takes thousands a second (ADR 0037).
    index('watch_events_at_idx').on(table.at),
  ],
);

// A view belongs to the hour of its first report. retention[k] counts the views that
// reached the k-th twentieth; sources counts views per traffic source, in the order of
// shared/analytics-reports.ts's TRAFFIC_SOURCES. Kept after the video is deleted, so that
// a channel's and the site's past figures do not change.
export const analyticsHours = pgTable(
  'analytics_hours',
  {
    videoId: uuid('video_id').notNull(),
    creatorId: uuid('creator_id'),
    hour: at('hour').notNull(),
    views: integer('views').notNull(),
    watchSeconds: doublePrecision('watch_seconds').notNull(),
    retention: integer('retention').array().notNull(),
    sources: integer('sources').array().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.videoId, table.hour] }),
    index('analytics_hours_hour_idx').on(table.hour),
  ],
);

// The hours summed per UTC day for one scope: 'video:<id>', 'creator:<id>' or 'site', with
// the day's distinct viewers of that scope (which hours cannot sum).
export const analyticsDays = pgTable(
  'analytics_days',
  {
    scope: text('scope').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull(),
    uniqueViewers: integer('unique_viewers').notNull(),
    watchSeconds: doublePrecision('watch_seconds').notNull(),
    retention: integer('retention').array().notNull(),
    sources: integer('sources').array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.day] })],
);

// Each view's spans played so far, as flat [start, end] pairs, with its first report's time
// and source: a rollup run adds the reports since the last run to them and moves its hour's
// figures by the difference, so that a run reads only what was reported since the last.
// Kept 30 days, like the raw reports.
export const watchViews = pgTable(
  'watch_views',
  {
    viewId: uuid('view_id').notNull(),
    videoId: uuid('video_id').notNull(),
    firstAt: at('first_at').notNull(),
    source: text('source').notNull(),
    segments: doublePrecision('segments').array().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.viewId, table.videoId] }),
    index('watch_views_first_at_idx').on(table.firstAt),
  ],
);

// The distinct viewers of each UTC day per scope ('video:<id>', 'creator:<id>', 'site'),
// added to as reports are rolled up: a day's unique viewers are counted from here, not from
// the day's raw reports again. Kept 30 days.
export const analyticsDayViewers = pgTable(
  'analytics_day_viewers',
  {
    day: date('day', { mode: 'string' }).notNull(),
    scope: text('scope').notNull(),
    viewer: text('viewer').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.scope, table.viewer] })],
);

// How far the rollup has read the raw reports (by their time); one row.
export const analyticsRollupState = pgTable('analytics_rollup_state', {
  name: text('name').primaryKey(),
  readUntil: at('read_until').notNull(),
});

// Shares from the video page's buttons, counted per video, day and network.
export const videoShares = pgTable(
  'video_shares',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    network: text('network').notNull(),
    shares: integer('shares').notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.videoId, table.day, table.network] }),
    check('video_shares_count_check', sql`${table.shares} > 0`),
  ],
);

// Each video's all-time views and watch time (the sum of its days), kept by the rollup so
// that the studio's list reads one row per video.
export const analyticsTotals = pgTable('analytics_totals', {
  videoId: uuid('video_id').primaryKey(),
  views: integer('views').notNull(),
  watchSeconds: doublePrecision('watch_seconds').notNull(),
});
