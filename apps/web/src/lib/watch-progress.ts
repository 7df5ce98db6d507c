import { WATCH_REPORT_INTERVAL_MS, WATCH_REPORT_MAX_ENTRIES } from '@reelboard/shared/library';
import { RECORD_WATCH_PROGRESS } from './api/record-watch-progress';
import { graphqlClient } from './graphql-client';
import { getAccessToken } from './session';

type Entry = { videoId: string; positionSeconds: number };

/**
 * Collects where signed-in people are in the videos they play and sends it in batches: at
 * most one request per interval while anything plays, and one at once on pause or when the
 * page is left (ADR 0027). Positions reported between two sends cost nothing: only the last
 * one of each video is sent.
 */
export function createPositionReporter(
  send: (entries: Entry[]) => void,
  intervalMs = WATCH_REPORT_INTERVAL_MS,
) {
  const pending = new Map<string, number>();
  let timer: ReturnType<typeof setInterval> | null = null;

  function flush() {
    if (pending.size === 0) {
      if (timer) clearInterval(timer);
      timer = null;
      return;
    }
    const entries = [...pending]
      .slice(-WATCH_REPORT_MAX_ENTRIES)
      .map(([videoId, position]) => ({ videoId, positionSeconds: Math.round(position * 10) / 10 }));
    pending.clear();
    send(entries);
  }

  return {
    report(videoId: string, positionSeconds: number) {
      if (!Number.isFinite(positionSeconds) || positionSeconds < 0) return;
      pending.delete(videoId);
      pending.set(videoId, positionSeconds);
      timer ??= setInterval(flush, intervalMs);
    },
    flush,
  };
}

// The page's one reporter. Signed-out visitors keep no history: nothing is sent for them.
// keepalive lets the last report of a page that is being left still reach the server.
const reporter = createPositionReporter((entries) => {
  if (!getAccessToken()) return;
  void graphqlClient
    .mutation(RECORD_WATCH_PROGRESS, { entries }, { fetchOptions: { keepalive: true } })
    .toPromise();
});

export const reportPosition = reporter.report;
export const flushPositions = reporter.flush;

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', flushPositions);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushPositions();
  });
}
