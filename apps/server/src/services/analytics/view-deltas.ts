import { TRAFFIC_SOURCES } from '@reelboard/shared/analytics-reports';
import {
  addParts,
  mergeSegments,
  partsReached,
  RETENTION_PARTS,
  type Segment,
  watchSeconds,
} from '@reelboard/shared/analytics-segments';
import type { analyticsHours } from '../../db/analytics-schema.ts';

// What a run's new reports change (ADR 0037): each view's spans so far plus its new ones,
// and, per video and hour, the difference that makes. A new view adds itself, its source,
// its seconds and the twentieths it reached; a known one only what its new spans add. Spans
// are merged, so a report read twice adds nothing the second time.

export type HourRow = typeof analyticsHours.$inferInsert;
export type KnownView = { firstAt: Date; source: string; segments: number[] };
export type FreshView = {
  viewId: string;
  videoId: string;
  firstAt: Date;
  source: string;
  segments: number[];
};
export type VideoFacts = { durationSeconds: number | null; creatorId: string | null };

const HOUR_MS = 60 * 60 * 1000;

export const viewKey = (viewId: string, videoId: string) => `${viewId}|${videoId}`;
/** One video's hour, as a map key: the same for a row read back and a run's difference. */
export const hourKey = (videoId: string, hour: Date) => `${videoId}|${hour.getTime()}`;

// Loops rather than Array.from and map with callbacks: a run's views are counted by the
// hundred thousand in one turn of the event loop that also answers requests.
function pairs(flat: readonly number[]): Segment[] {
  const segments: Segment[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) segments.push([flat[i] as number, flat[i + 1] as number]);
  return segments;
}

const emptyHour = (videoId: string, creatorId: string | null, hour: Date): HourRow => ({
  videoId,
  creatorId,
  hour,
  views: 0,
  watchSeconds: 0,
  retention: new Array<number>(RETENTION_PARTS).fill(0),
  sources: new Array<number>(TRAFFIC_SOURCES.length).fill(0),
});

/** One view's part of its hour: its seconds and the twentieths it reached. */
function share(flat: readonly number[], duration: number) {
  const segments = pairs(flat);
  return { seconds: watchSeconds(segments), parts: partsReached(segments, duration) };
}

export function viewDeltas(
  fresh: FreshView[],
  known: Map<string, KnownView>,
  videos: Map<string, VideoFacts>,
): { views: Map<string, KnownView & { viewId: string; videoId: string }>; hours: HourRow[] } {
  const views = new Map<string, KnownView & { viewId: string; videoId: string }>();
  const hours = new Map<string, HourRow>();
  for (const view of fresh) {
    // A deleted video's views are not counted (its rows were kept, its new reports are not).
    const facts = videos.get(view.videoId);
    if (!facts) continue;
    const key = viewKey(view.viewId, view.videoId);
    const before = known.get(key);
    const merged = mergeSegments(pairs([...(before?.segments ?? []), ...view.segments])).flat();
    const firstAt = before?.firstAt ?? view.firstAt;
    const source = before?.source ?? view.source;
    views.set(key, { viewId: view.viewId, videoId: view.videoId, firstAt, source, segments: merged });

    const hour = new Date(Math.floor(firstAt.getTime() / HOUR_MS) * HOUR_MS);
    const row = hours.get(hourKey(view.videoId, hour)) ?? emptyHour(view.videoId, facts.creatorId, hour);
    const duration = facts.durationSeconds ?? 0;
    const retention = row.retention as number[];
    const after = share(merged, duration);
    row.watchSeconds = (row.watchSeconds ?? 0) + after.seconds;
    for (let k = 0; k < RETENTION_PARTS; k += 1) if (after.parts[k]) retention[k] = (retention[k] ?? 0) + 1;
    if (before) {
      const was = share(before.segments, duration);
      row.watchSeconds -= was.seconds;
      for (let k = 0; k < RETENTION_PARTS; k += 1) if (was.parts[k]) retention[k] = (retention[k] ?? 0) - 1;
    } else {
      row.views = (row.views ?? 0) + 1;
      const index = TRAFFIC_SOURCES.indexOf(source as (typeof TRAFFIC_SOURCES)[number]);
      const sources = row.sources as number[];
      if (index >= 0) sources[index] = (sources[index] ?? 0) + 1;
    }
    hours.set(hourKey(view.videoId, hour), row);
  }
  return { views, hours: [...hours.values()] };
}

/** An hour's row with a run's difference added. */
export function addHour(row: HourRow | undefined, delta: HourRow): HourRow {
  if (!row) return delta;
  return {
    ...row,
    creatorId: row.creatorId ?? delta.creatorId,
    views: row.views + (delta.views ?? 0),
    watchSeconds: row.watchSeconds + (delta.watchSeconds ?? 0),
    retention: addParts(row.retention, delta.retention ?? []),
    sources: addParts(row.sources, delta.sources ?? []),
  };
}
