// The arithmetic of watch reports (issue 26, ADR 0037): a view's played spans, reported in
// batches, become watch seconds and the twentieths of the video it reached. Pure, so the
// server's rollup and its tests share one definition.

/** A span of the video played, [start, end] in seconds. */
export type Segment = readonly [number, number];

/** A video's length is cut into this many equal parts for the retention curve. */
export const RETENTION_PARTS = 20;

/**
 * Spans kept within [0, duration], empty ones dropped: the client's spans are believed only
 * within what ffprobe measured.
 */
export function clampSegments(segments: readonly Segment[], duration: number): Segment[] {
  const clamped: Segment[] = [];
  for (const [start, end] of segments) {
    const from = Math.max(0, Math.min(start, duration));
    const to = Math.max(0, Math.min(end, duration));
    if (to > from) clamped.push([from, to]);
  }
  return clamped;
}

/** The union of the spans, as sorted, disjoint spans (touching spans are joined). */
export function mergeSegments(segments: readonly Segment[]): Segment[] {
  const sorted = segments.filter(([start, end]) => end > start).sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** Seconds of the video played, a moment watched twice counting once. */
export const watchSeconds = (segments: readonly Segment[]): number =>
  mergeSegments(segments).reduce((total, [start, end]) => total + (end - start), 0);

/**
 * Which twentieths of a video of `duration` seconds the spans reached: part k is
 * [k·d/20, (k+1)·d/20), reached when a span played some of it. Seeking past a part leaves
 * it unreached.
 */
export function partsReached(segments: readonly Segment[], duration: number): boolean[] {
  // fill, not Array.from with a callback: the rollup calls this for every view (ADR 0037).
  const reached = new Array<boolean>(RETENTION_PARTS).fill(false);
  if (!(duration > 0)) return reached;
  const part = duration / RETENTION_PARTS;
  for (const [start, end] of mergeSegments(clampSegments(segments, duration))) {
    const first = Math.floor(start / part);
    // The end is exclusive: a span ending exactly on a boundary does not reach the next part.
    const last = Math.min(RETENTION_PARTS - 1, Math.ceil(end / part) - 1);
    for (let k = first; k <= last; k += 1) reached[k] = true;
  }
  return reached;
}

/** Element-wise sum of counts per twentieth (views that reached each). */
export function addParts(total: number[], reached: readonly (boolean | number)[]): number[] {
  return total.map((count, k) => count + Number(reached[k] ?? 0));
}

/** The retention curve: the share of views that reached each twentieth; [] without views. */
export function retentionShares(reachedCounts: readonly number[], views: number): number[] {
  if (views <= 0) return [];
  return Array.from({ length: RETENTION_PARTS }, (_, k) => Math.min(1, (reachedCounts[k] ?? 0) / views));
}
