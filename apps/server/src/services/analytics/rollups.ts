import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  analyticsDayViewers,
  analyticsHours,
  analyticsRollupState,
  watchEvents,
  watchViews,
} from '../../db/analytics-schema.ts';
import type { Database } from '../../db/client.ts';
import { creatorScope, insertInChunks, rollUpDay, SITE_SCOPE, type Tx, videoScope } from './day-rollups.ts';
import {
  addHour,
  type FreshView,
  hourKey,
  type KnownView,
  type VideoFacts,
  viewDeltas,
  viewKey,
} from './view-deltas.ts';

// Raw watch reports become hourly rows per video (ADR 0037). A view (one viewId on one
// video) belongs to the hour of its first report and counts its reports of the next 24
// hours. Each run reads only the reports since the last run: it adds their spans to their
// views' spans so far (watch_views) and moves each view's hour by the difference
// (view-deltas.ts); their viewers join the days' distinct viewers (analytics_day_viewers),
// and each touched day is summed again from its hours. So a run's cost follows what was
// reported since the last one, not the length of the hour or the day. Spans merge and
// viewers are a set, so reading a report twice counts it once. Raw reports and views are
// kept 30 days; views older than 29 days are no longer added to.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const RAW_KEEP_DAYS = 30;
const RECOMPUTE_DAYS = RAW_KEEP_DAYS - 1;
/** Reports younger than this may still be in another node's buffer or statement. */
const SETTLE_MS = 10_000;
const STATE = 'watch-rollup';
// Any fixed number, the same in every process (the migrations use 7_302_115).
const ROLLUP_LOCK_ID = 7_302_126;

/** A view as a statement reads it: its spans so far, or a run's new ones. */
type ViewRow = { view_id: string; video_id: string; first_at: string; source: string; segments: number[] };

const viewOf = (row: ViewRow): FreshView => ({
  viewId: row.view_id,
  videoId: row.video_id,
  firstAt: new Date(row.first_at),
  source: row.source,
  segments: row.segments.map(Number),
});

/** The reports in [from, until), one row per view: those within a day of its first report. */
async function freshViews(tx: Tx, from: Date, until: Date, horizon: Date): Promise<FreshView[]> {
  const result = await tx.execute<ViewRow>(sql`
    with batch as (
      select e.view_id, e.video_id, e.source, e.segments, e.at,
        coalesce(w.first_at, min(e.at) over (partition by e.view_id, e.video_id)) as first_at
      from watch_events e
      left join watch_views w on w.view_id = e.view_id and w.video_id = e.video_id
      where e.at >= ${from.toISOString()} and e.at < ${until.toISOString()}
    )
    select b.view_id, b.video_id, min(b.first_at) as first_at,
      (array_agg(b.source order by b.at))[1] as source, array_agg(s.x order by b.at, s.i) as segments
    from batch b cross join lateral unnest(b.segments) with ordinality as s(x, i)
    where b.at < b.first_at + interval '1 day' and b.first_at >= ${horizon.toISOString()}
    group by b.view_id, b.video_id`);
  return result.rows.map(viewOf);
}

/** The views' spans so far, for the views in `fresh`. */
async function knownViews(tx: Tx, fresh: FreshView[]): Promise<Map<string, KnownView>> {
  const ids = fresh.map((view) => view.viewId);
  const result = await tx.execute<ViewRow>(
    sql`select * from watch_views where view_id = any(${sql.param(ids)}::uuid[])`,
  );
  return new Map(result.rows.map((row) => [viewKey(row.view_id, row.video_id), viewOf(row)]));
}

/** Writes the views' spans so far: one statement of array parameters, however many views. */
async function storeViews(tx: Tx, views: (KnownView & { viewId: string; videoId: string })[]) {
  const column = <T>(pick: (view: (typeof views)[number]) => T) => sql.param(views.map(pick));
  await tx.execute(sql`
    insert into watch_views (view_id, video_id, first_at, source, segments)
    select view_id, video_id, first_at, source, segments::float8[]
    from unnest(${column((v) => v.viewId)}::uuid[], ${column((v) => v.videoId)}::uuid[],
      ${column((v) => v.firstAt.toISOString())}::timestamptz[], ${column((v) => v.source)}::text[],
      ${column((v) => `{${v.segments.join(',')}}`)}::text[]) as v(view_id, video_id, first_at, source, segments)
    on conflict (view_id, video_id) do update set segments = excluded.segments`);
}

async function videoFacts(tx: Tx, fresh: FreshView[]): Promise<Map<string, VideoFacts>> {
  const ids = [...new Set(fresh.map((view) => view.videoId))];
  const result = await tx.execute<{ id: string; duration_seconds: number | null; creator_id: string | null }>(
    sql`select id, duration_seconds, creator_id from videos where id = any(${sql.param(ids)}::uuid[])`,
  );
  return new Map(
    result.rows.map((row) => [row.id, { durationSeconds: row.duration_seconds, creatorId: row.creator_id }]),
  );
}

/** Adds the runs' new views and spans to their hours; answers the hours touched. */
async function rollUpViews(tx: Tx, from: Date, until: Date, horizon: Date) {
  const fresh = await freshViews(tx, from, until, horizon);
  if (fresh.length === 0) return { hours: [] as Date[], videoIds: [] as string[] };
  const { views, hours } = viewDeltas(fresh, await knownViews(tx, fresh), await videoFacts(tx, fresh));
  await storeViews(tx, [...views.values()]);
  const videoIds = [...new Set(hours.map((row) => row.videoId))];
  const hourTimes = [...new Set(hours.map((row) => (row.hour as Date).getTime()))].map((t) => new Date(t));
  const current = await tx
    .select()
    .from(analyticsHours)
    .where(and(inArray(analyticsHours.videoId, videoIds), inArray(analyticsHours.hour, hourTimes)));
  const byKey = new Map(current.map((row) => [hourKey(row.videoId, row.hour), row]));
  const rows = hours.map((delta) => addHour(byKey.get(hourKey(delta.videoId, delta.hour as Date)), delta));
  await insertInChunks(rows, (chunk) =>
    tx
      .insert(analyticsHours)
      .values(chunk)
      .onConflictDoUpdate({
        target: [analyticsHours.videoId, analyticsHours.hour],
        set: {
          creatorId: sql`excluded.creator_id`,
          views: sql`excluded.views`,
          watchSeconds: sql`excluded.watch_seconds`,
          retention: sql`excluded.retention`,
          sources: sql`excluded.sources`,
        },
      }),
  );
  return { hours: hourTimes, videoIds };
}

/**
 * Adds the viewers of the reports in [from, until) to their days, per scope (day-rollups.ts
 * names them); answers the days that gained one. A viewer's day on a video is added with
 * their day on its channel and on the site, in one statement, so a viewer already counted
 * for the video that day is counted for the other two: only the video's new viewers are
 * looked up there (a player reports its view every 10 s).
 */
async function addDayViewers(tx: Tx, from: Date, until: Date): Promise<string[]> {
  const videoPrefix = videoScope('');
  const result = await tx.execute<{ day: string }>(sql`
    with reported as (
      select distinct (e.at at time zone 'UTC')::date as day, e.video_id, v.creator_id, e.viewer
      from watch_events e join videos v on v.id = e.video_id
      where e.at >= ${from.toISOString()} and e.at < ${until.toISOString()}
    ),
    added as (
      insert into analytics_day_viewers (day, scope, viewer)
      select day, ${videoPrefix}::text || video_id, viewer from reported
      on conflict do nothing
      returning day, scope, viewer
    ),
    widened as (
      insert into analytics_day_viewers (day, scope, viewer)
      select distinct a.day, s.scope, a.viewer
      from added a join reported r
        on r.day = a.day and r.viewer = a.viewer and ${videoPrefix}::text || r.video_id = a.scope
      cross join lateral (values (${creatorScope('')}::text || r.creator_id), (${SITE_SCOPE}::text)) as s(scope)
      where s.scope is not null
      on conflict do nothing
    )
    select distinct day::text as day from added`);
  return result.rows.map((row) => row.day);
}

/** Rolls up what was reported since the last run, in `tx`; answers the hours touched. */
async function rollUpSince(tx: Tx, at: number): Promise<number> {
  const until = new Date(at - SETTLE_MS);
  const horizon = new Date(Math.ceil((at - RECOMPUTE_DAYS * DAY_MS) / HOUR_MS) * HOUR_MS);
  const [state] = await tx.select().from(analyticsRollupState).where(eq(analyticsRollupState.name, STATE));
  const from = state && state.readUntil > horizon ? state.readUntil : horizon;
  const { hours, videoIds } = await rollUpViews(tx, from, until, horizon);
  const days = new Set([
    ...hours.map((hour) => hour.toISOString().slice(0, 10)),
    ...(await addDayViewers(tx, from, until)),
  ]);
  for (const day of [...days].sort()) await rollUpDay(tx, day);
  await updateTotals(tx, videoIds);
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

    /** Deletes raw reports, views and days' viewers older than 30 days; answers how many reports. */
    async prune(): Promise<number> {
      const cutoff = new Date(now().getTime() - RAW_KEEP_DAYS * DAY_MS);
      const removed = await db.delete(watchEvents).where(sql`${watchEvents.at} < ${cutoff.toISOString()}`);
      await db.delete(watchViews).where(sql`${watchViews.firstAt} < ${cutoff.toISOString()}`);
      await db
        .delete(analyticsDayViewers)
        .where(sql`${analyticsDayViewers.day} < ${cutoff.toISOString().slice(0, 10)}`);
      return removed.rowCount ?? 0;
    },
  };
}
