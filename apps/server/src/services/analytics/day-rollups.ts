import { addDays } from '@reelboard/shared/analytics-days';
import { TRAFFIC_SOURCES } from '@reelboard/shared/analytics-reports';
import { addParts, RETENTION_PARTS } from '@reelboard/shared/analytics-segments';
import { eq, sql } from 'drizzle-orm';
import { analyticsDays, analyticsHours } from '../../db/analytics-schema.ts';
import type { Database } from '../../db/client.ts';

// A day's hours, summed per video, per creator and for the site (ADR 0037), with the day's
// distinct viewers of each: anyone who played some of it that UTC day, counted once per
// scope (analytics_day_viewers). Recomputed whole from the hours and those viewers, so
// running it again changes nothing.

/** Inserts a few hundred rows per statement, under PostgreSQL's limit of parameters. */
export async function insertInChunks<Row>(
  rows: Row[],
  insert: (chunk: Row[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) await insert(rows.slice(start, start + 500));
}

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type DayRow = typeof analyticsDays.$inferInsert;

export const videoScope = (videoId: string) => `video:${videoId}`;
export const creatorScope = (creatorId: string) => `creator:${creatorId}`;
export const SITE_SCOPE = 'site';

const empty = (scope: string, day: string): DayRow => ({
  scope,
  day,
  views: 0,
  uniqueViewers: 0,
  watchSeconds: 0,
  retention: Array.from({ length: RETENTION_PARTS }, () => 0),
  sources: TRAFFIC_SOURCES.map(() => 0),
});

/** Distinct viewers of the day per video, per creator and for the site (kept by the rollup). */
async function viewersOf(tx: Tx, day: string): Promise<Map<string, number>> {
  const result = await tx.execute<{ scope: string; viewers: number }>(sql`
    select scope, count(*)::int as viewers from analytics_day_viewers where day = ${day} group by scope`);
  return new Map(result.rows.map((row) => [row.scope, row.viewers]));
}

export async function rollUpDay(tx: Tx, day: string): Promise<void> {
  const hours = await tx
    .select()
    .from(analyticsHours)
    .where(sql`${analyticsHours.hour} >= ${day}::date and ${analyticsHours.hour} < ${addDays(day, 1)}::date`);
  const viewers = await viewersOf(tx, day);
  const rows = new Map<string, DayRow>();
  const add = (scope: string, hour: (typeof hours)[number]) => {
    const row = rows.get(scope) ?? empty(scope, day);
    row.views = (row.views ?? 0) + hour.views;
    row.watchSeconds = (row.watchSeconds ?? 0) + hour.watchSeconds;
    row.retention = addParts(row.retention ?? [], hour.retention);
    row.sources = (row.sources ?? []).map((count, i) => count + (hour.sources[i] ?? 0));
    rows.set(scope, row);
  };
  for (const hour of hours) {
    add(videoScope(hour.videoId), hour);
    if (hour.creatorId) add(creatorScope(hour.creatorId), hour);
    add(SITE_SCOPE, hour);
  }
  for (const row of rows.values()) row.uniqueViewers = viewers.get(row.scope) ?? 0;
  await tx.delete(analyticsDays).where(eq(analyticsDays.day, day));
  await insertInChunks([...rows.values()], (chunk) => tx.insert(analyticsDays).values(chunk));
}
