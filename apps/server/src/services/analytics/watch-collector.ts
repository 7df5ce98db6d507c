import { type WatchReport, watchReportSchema } from '@reelboard/shared/analytics-reports';
import { clampSegments } from '@reelboard/shared/analytics-segments';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError, badInput, notFound } from '../../errors.ts';
import { type Actor, viewerKeyOf } from '../actors.ts';
import type { VideoService } from '../videos/video-service.ts';
import { createReportAdmission } from './report-admission.ts';

// Watch reports (issue 26, ADR 0037) are many and small: each is checked at once (video
// visible, spans clamped to the measured length) and kept in memory; every second one
// statement claims their viewers' rate limits and stores the admitted reports. A crash
// loses what is buffered (at most a second) and the statement in flight; reports are
// refused while the buffer is older than BUFFER_MAX_AGE_MS, so no more than 5 s are ever
// at risk. A node admits at most `reportsPerSecond` (report-admission.ts): past it, reports
// wait, then are refused, so that a flood of them cannot slow the site's reads.

/** Reports per viewer and minute: a player reports every 10 s and on pause, for many tabs. */
const WATCH_REPORTS_PER_MINUTE = 300;
const FLUSH_MS = 1000;
const FLUSH_ROWS = 4000;
const BUFFER_MAX_AGE_MS = 4000;
/** Past this many, a failed flush's reports are dropped rather than kept for the next. */
const BUFFER_MAX_ROWS = 50_000;

const watchMessages = {
  notFound: 'Video not found.',
  rateLimited: 'Too many watch reports. Try again in a minute.',
  busy: 'Watch reports are not being stored right now. Try again shortly.',
};

type Row = { viewId: string; videoId: string; viewer: string; source: string; segments: string; at: Date };

export function createWatchCollector(deps: {
  db: Database;
  videos: Pick<VideoService, 'keptIfVisible'>;
  viewerSecret: string;
  reportsPerSecond: number;
  log?: (message: string) => void;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const admission = createReportAdmission(deps.reportsPerSecond);
  let buffer: Row[] = [];
  let flushing: Promise<void> | undefined;
  /** When the oldest report of the statement in flight arrived. */
  let inFlightSince: number | undefined;
  /** Viewers over their limit, until their window ends (learnt from the last flushes). */
  const refusedUntil = new Map<string, number>();
  const timer = setInterval(() => void flush(), FLUSH_MS);
  timer.unref();

  /** Refused while the buffer or the statement in flight is older than BUFFER_MAX_AGE_MS. */
  function storingLags(at: number): boolean {
    const oldest = inFlightSince ?? buffer[0]?.at.getTime();
    return oldest !== undefined && at - oldest > BUFFER_MAX_AGE_MS;
  }

  async function store(rows: Row[]) {
    // One parameter per column (drizzle would spread a bare array into a list).
    const column = <K extends keyof Row>(key: K) => sql.param(rows.map((row) => row[key]));
    const result = await deps.db.execute<{ key: string; window_ends_at: string }>(sql`
      with batch as (
        select b.*, row_number() over (partition by b.viewer order by b.ord) as nth
        from unnest(${column('viewId')}::uuid[], ${column('videoId')}::uuid[], ${column('viewer')}::text[],
          ${column('source')}::text[], ${column('segments')}::text[], ${column('at')}::timestamptz[])
          with ordinality as b(view_id, video_id, viewer, source, segments, at, ord)
      ),
      per_viewer as (select viewer, 'watch:' || viewer as key, count(*)::int as n from batch group by viewer),
      claims as (
        insert into rate_limit_counters as c (key, count, window_ends_at, next_claim_at)
        select key, n, now() + interval '1 minute', now() from per_viewer order by key
        on conflict (key) do update set
          count = case when c.window_ends_at <= now() then excluded.count else c.count + excluded.count end,
          window_ends_at = case when c.window_ends_at <= now() then excluded.window_ends_at else c.window_ends_at end
        returning c.key, c.count, c.window_ends_at
      ),
      stored as (
        insert into watch_events (view_id, video_id, viewer, source, segments, at)
        select b.view_id, b.video_id, b.viewer, b.source, b.segments::float8[], b.at
        from batch b join per_viewer p on p.viewer = b.viewer join claims c on c.key = p.key
        where c.count - p.n + b.nth <= ${WATCH_REPORTS_PER_MINUTE}
      )
      select substr(key, 7) as key, window_ends_at from claims where count > ${WATCH_REPORTS_PER_MINUTE}`);
    for (const row of result.rows) refusedUntil.set(row.key, new Date(row.window_ends_at).getTime());
  }

  async function flushOnce() {
    const rows = buffer;
    buffer = [];
    if (rows.length === 0) return;
    inFlightSince = rows[0]?.at.getTime();
    try {
      for (let start = 0; start < rows.length; start += FLUSH_ROWS)
        await store(rows.slice(start, start + FLUSH_ROWS));
    } catch (error) {
      deps.log?.(`watch reports not stored: ${(error as Error).message}`);
      if (buffer.length + rows.length <= BUFFER_MAX_ROWS) buffer = [...rows, ...buffer];
    } finally {
      inFlightSince = undefined;
    }
    const at = now().getTime();
    for (const [viewer, until] of refusedUntil) if (until <= at) refusedUntil.delete(viewer);
  }

  /** Stores what is buffered; one flush at a time, the next waiting for it. */
  function flush(): Promise<void> {
    flushing ??= flushOnce().finally(() => {
      flushing = undefined;
    });
    return flushing;
  }

  return {
    /**
     * Checks one report and buffers it: 404 for a video this actor may not see, 429 for a
     * viewer over the limit or a node past its rate. Visitors need no key: a beacon cannot
     * send headers.
     */
    async record(actor: Actor, body: unknown, clientIp: string): Promise<void> {
      const parsed = watchReportSchema.safeParse(body);
      if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'Invalid watch report.');
      const report: WatchReport = parsed.data;
      const reader: Actor = actor.kind === 'none' ? { kind: 'apiKey' } : actor;
      const viewer = viewerKeyOf(actor, deps.viewerSecret, clientIp);
      const arrived = now().getTime();
      if ((refusedUntil.get(viewer) ?? 0) > arrived)
        throw new AppError('RATE_LIMITED', watchMessages.rateLimited);
      if (storingLags(arrived) || !(await admission.admit()))
        throw new AppError('RATE_LIMITED', watchMessages.busy);
      const at = now();
      const video = await deps.videos.keptIfVisible(reader, report.videoId);
      if (!video) throw notFound(watchMessages.notFound);
      // A video without a measured length (an external one) has nothing to clamp to.
      const duration = video.durationSeconds ?? 0;
      const segments = clampSegments(report.segments, duration);
      if (segments.length === 0) return;
      buffer.push({
        viewId: report.viewId,
        videoId: report.videoId,
        viewer,
        source: report.source,
        segments: `{${segments.flat().join(',')}}`,
        at,
      });
      if (buffer.length >= FLUSH_ROWS) void flush();
    },

    flush,

    /** Stops the timer and stores what is left (the server's close). */
    async stop(): Promise<void> {
      clearInterval(timer);
      await flush();
      if (buffer.length > 0) await flush();
    },
  };
}
