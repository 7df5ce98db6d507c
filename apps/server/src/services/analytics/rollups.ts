import { TRAFFIC_SOURCES } from '@reelboard/shared/analytics-reports';
import {
  addParts,
  partsReached,
  RETENTION_PARTS,
  type Segment,
  watchSeconds,
} from '@reelboard/shared/analytics-segments';
import { eq, sql } from 'drizzle-orm';
import { analyticsHours, analyticsRollupState, watchEvents } from '../../db/analytics-schema.ts';
import type { Database } from '../../db/client.ts';
import { insertInChunks, rollUpDay, type Tx, videoScope } from './day-rollups.ts';

// Raw watch reports become hourly rows per video (ADR 0037). A view (one viewId on one
// video) belongs to the hour of its first report and counts its reports of the next 24
// hours. Each run recomputes, from the raw reports alone, every hour that has a view
// reported since the last run, replacing its rows: running it twice, or over an hour again,
// gives the same rows. Raw reports are kept 30 days; hours older than 29 days are never
// recomputed, so pruning never shrinks a rolled-up hour.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const RAW_KEEP_DAYS = 30;
const RECOMPUTE_DAYS = RAW_KEEP_DAYS - 1;
/** Reports younger than this may still be in another node's buffer or statement. */
const SETTLE_MS = 10_000;
const STATE = 'watch-rollup';
// Any fixed number, the same in every process (the migrations use 7_302_115).
const ROLLUP_LOCK_ID = 7_302_126;

type HourRow = typeof analyticsHours.$inferInsert;
const emptyParts = () => Array.from({ length: RETENTION_PARTS }, () => 0);

const pairs = (flat: readonly number[]): Segment[] =>
  Array.from(
    { length: Math.floor(flat.length / 2) },
    (_, i) => [flat[2 * i] ?? 0, flat[2 * i + 1] ?? 0] as const,
  );

/** One video's rows of one hour, from its views that began in that hour. */
async function videoHour(db: Tx, videoId: string, hour: Date): Promise<HourRow | undefined> {
  const end = new Date(hour.getTime() + HOUR_MS);
  const result = await db.execute<{ view_id: string; source: string; segments: number[] }>(sql`
    with firsts as (
      select view_id, min(at) as first_at from watch_events
      where video_id = ${videoId} and at >= ${hour.toISOString()} and at < ${end.toISOString()}
      group by view_id
    )
    select e.view_id, e.source, e.segments from watch_events e join firsts f on f.view_id = e.view_id
    where e.video_id = ${videoId} and e.at >= ${hour.toISOString()} and e.at < f.first_at + interval '1 day'
      and not exists (select from watch_events p where p.view_id = f.view_id and p.video_id = ${videoId} and p.at < ${hour.toISOString()})
    order by e.view_id, e.at`);
  const video = await db.execute<{ duration_seconds: number | null; creator_id: string | null }>(
    sql`select duration_seconds, creator_id from videos where id = ${videoId}`,
  );
  const facts = video.rows[0];
  if (!facts) return undefined;
  const views = new Map<string, { source: string; segments: Segment[] }>();
  for (const row of result.rows) {
    const view = views.get(row.view_id) ?? { source: row.source, segments: [] };
    view.segments.push(...pairs(row.segments));
    views.set(row.view_id, view);
  }
  if (views.size === 0) return undefined;
  let retention = emptyParts();
  const sources = TRAFFIC_SOURCES.map(() => 0);
  let seconds = 0;
  for (const view of views.values()) {
    seconds += watchSeconds(view.segments);
    retention = addParts(retention, partsReached(view.segments, facts.duration_seconds ?? 0));
    const source = TRAFFIC_SOURCES.indexOf(view.source as (typeof TRAFFIC_SOURCES)[number]);
    if (source >= 0) sources[source] = (sources[source] ?? 0) + 1;
  }
  return {
    videoId,
    creatorId: facts.creator_id,
    hour,
    views: views.size,
    watchSeconds: seconds,
    retention,
    sources,
  };
}

/** Recomputes one hour's rows of every video, replacing what was there. */
export async function rollUpHour(db: Tx, hour: Date): Promise<string[]> {
  const end = new Date(hour.getTime() + HOUR_MS);
  const videoIds = await db
    .selectDistinct({ videoId: watchEvents.videoId })
    .from(watchEvents)
    .where(sql`${watchEvents.at} >= ${hour.toISOString()} and ${watchEvents.at} < ${end.toISOString()}`);
  const rows: HourRow[] = [];
  for (const { videoId } of videoIds) {
    const row = await videoHour(db, videoId, hour);
    if (row) rows.push(row);
  }
  await db.delete(analyticsHours).where(eq(analyticsHours.hour, hour));
  await insertInChunks(rows, (chunk) => db.insert(analyticsHours).values(chunk));
  return videoIds.map((row) => row.videoId);
}

/** The hours with a view reported in [from, until), within the recomputed horizon. */
async function touchedHours(db: Tx, from: Date, until: Date, horizon: Date): Promise<Date[]> {
  const result = await db.execute<{ hour: string }>(sql`
    select distinct date_trunc('hour', first_at) as hour from (
      select min(e.at) as first_at from watch_events e
      where e.view_id in (select view_id from watch_events where at >= ${from.toISOString()} and at < ${until.toISOString()})
      group by e.view_id, e.video_id
    ) views
    where first_at >= ${horizon.toISOString()}
    order by hour`);
  return result.rows.map((row) => new Date(row.hour));
}

/** Rolls up every hour and day with views reported since the last run, in `tx`. */
async function rollUpSince(tx: Tx, at: number): Promise<number> {
  const until = new Date(at - SETTLE_MS);
  const horizon = new Date(Math.ceil((at - RECOMPUTE_DAYS * DAY_MS) / HOUR_MS) * HOUR_MS);
  const [state] = await tx.select().from(analyticsRollupState).where(eq(analyticsRollupState.name, STATE));
  const from = state && state.readUntil > horizon ? state.readUntil : horizon;
  const hours = await touchedHours(tx, from, until, horizon);
  const videoIds = new Set<string>();
  for (const hour of hours) for (const id of await rollUpHour(tx, hour)) videoIds.add(id);
  const days = [...new Set(hours.map((hour) => hour.toISOString().slice(0, 10)))];
  for (const day of days) await rollUpDay(tx, day);
  await updateTotals(tx, [...videoIds]);
  await tx
    .insert(analyticsRollupState)
    .values({ name: STATE, readUntil: until })
    .onConflictDoUpdate({ target: analyticsRollupState.name, set: { readUntil: until } });
  return hours.length;
}

/** Each video's all-time totals, summed again from its days. */
async function updateTotals(tx: Tx, videoIds: string[]) {
  for (let start = 0; start < videoIds.length; start += 500) {
    const scopes = videoIds.slice(start, start + 500).map(videoScope);
    await tx.execute(sql`
      insert into analytics_totals (video_id, views, watch_seconds)
      select substr(scope, 7)::uuid, sum(views), sum(watch_seconds) from analytics_days
      where scope in (${sql.join(
        scopes.map((scope) => sql`${scope}`),
        sql`, `,
      )})
      group by scope
      on conflict (video_id) do update set views = excluded.views, watch_seconds = excluded.watch_seconds`);
  }
}

export function createRollups(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** Rolls up what was reported since the last run; answers the hours redone. */
    rollUp(): Promise<number> {
      // One run at a time in the cluster: a run that finds another under way leaves it the work.
      return db.transaction(async (tx) => {
        const [lock] = (
          await tx.execute<{ locked: boolean }>(
            sql`select pg_try_advisory_xact_lock(${ROLLUP_LOCK_ID}) as locked`,
          )
        ).rows;
        return lock?.locked ? rollUpSince(tx, now().getTime()) : 0;
      });
    },

    /** Deletes raw reports older than 30 days; answers how many. */
    async prune(): Promise<number> {
      const cutoff = new Date(now().getTime() - RAW_KEEP_DAYS * DAY_MS);
      const removed = await db.delete(watchEvents).where(sql`${watchEvents.at} < ${cutoff.toISOString()}`);
      return removed.rowCount ?? 0;
    },
  };
}
