import { addDays } from '@reelboard/shared/analytics-days';
import { TRAFFIC_SOURCES } from '@reelboard/shared/analytics-reports';
import { addParts, RETENTION_PARTS } from '@reelboard/shared/analytics-segments';
import { eq, sql } from 'drizzle-orm';
import { analyticsDays, analyticsHours } from '../../db/analytics-schema.ts';
import type { Database } from '../../db/client.ts';

// A day's hours, summed per video, per creator and for the site (ADR 0037), with the day's
// distinct viewers of each: anyone who played some of it that UTC day, counted once per
// scope. Recomputed whole from the hours and the raw reports, so running it again changes
// nothing.

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

/** Distinct viewers of the day per video, per creator and for the site. */
async function viewersOf(tx: Tx, day: string): Promise<Map<string, number>> {
  const result = await tx.execute<{
    video_id: string | null;
    creator_id: string | null;
    viewers: number;
  }>(sql`
    select e.video_id, v.creator_id, count(distinct e.viewer)::int as viewers
    from watch_events e join videos v on v.id = e.video_id
    where e.at >= ${day}::date and e.at < ${addDays(day, 1)}::date
    group by grouping sets ((e.video_id), (v.creator_id), ())`);
  const viewers = new Map<string, number>();
  for (const row of result.rows) {
    // A grouping set leaves the other columns null: a video's row, a creator's, the site's.
    if (row.video_id) viewers.set(videoScope(row.video_id), row.viewers);
    else if (row.creator_id) viewers.set(creatorScope(row.creator_id), row.viewers);
    else viewers.set(SITE_SCOPE, row.viewers);
  }
  return viewers;
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
