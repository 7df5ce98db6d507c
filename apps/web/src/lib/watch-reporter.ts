import {
  TRAFFIC_SOURCES,
  type TrafficSource,
  WATCH_REPORT_MAX_SEGMENTS,
} from '@reelboard/shared/analytics-reports';
import { mergeSegments } from '@reelboard/shared/analytics-segments';
import { type RefObject, useEffect } from 'react';
import { useLocation } from 'react-router';
import { sendWatchReport, type WatchReport } from './watch-reporter-send';
import type { ViewSourceState } from './watch-reporter-source';

// Viewing figures (issue 26, ADR 0037): a player reports the spans of the video it played,
// read from the media position (timeupdate, seeking), not from wall time, so a stalled or
// hidden player adds nothing. One view per player showing one video, named by a random id.

/** A batch at most this often while playing; at once on pause and when the page is left. */
const WATCH_BATCH_MS = 10_000;
/** A position further than this past the last one is a jump (timeupdate comes every 0.25 s). */
const MAX_STEP_SECONDS = 2;

type Span = [number, number];

/** Collects the spans played: continuous play extends a span, a jump or a stop ends it. */
export function createSpanCollector() {
  const closed: Span[] = [];
  let start: number | null = null;
  let last = 0;
  const stop = () => {
    if (start !== null && last > start) closed.push([start, last]);
    start = null;
  };
  return {
    /** The player is at `time` seconds. */
    at(time: number) {
      if (!Number.isFinite(time) || time < 0) return;
      if (start !== null && time >= last && time - last <= MAX_STEP_SECONDS) {
        last = time;
        return;
      }
      stop();
      start = time;
      last = time;
    },
    /** Playback paused or is seeking: the span in progress ends where play was. */
    stop,
    /** The spans played since the last take; the one in progress goes on from here. */
    take(): Span[] {
      const spans = closed.splice(0);
      if (start !== null && last > start) {
        spans.push([start, last]);
        start = last;
      }
      return spans;
    },
  };
}

const rounded = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** One view's reports: batches while playing, and what is left on pause or leave. */
export function createWatchReporter(options: {
  videoId: string;
  source: TrafficSource;
  send: (report: WatchReport, leaving: boolean) => void;
  intervalMs?: number;
  viewId?: string;
}) {
  const viewId = options.viewId ?? crypto.randomUUID();
  const spans = createSpanCollector();
  let timer: ReturnType<typeof setInterval> | null = null;

  function flush(leaving: boolean) {
    const segments = mergeSegments(spans.take()).map(([start, end]): Span => [rounded(start), rounded(end)]);
    // The server takes at most 50 spans a report; a seeking viewer may make more in 10 s.
    for (let at = 0; at < segments.length; at += WATCH_REPORT_MAX_SEGMENTS) {
      const part = segments.slice(at, at + WATCH_REPORT_MAX_SEGMENTS);
      options.send({ viewId, videoId: options.videoId, source: options.source, segments: part }, leaving);
    }
  }
  const stopTimer = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };

  return {
    viewId,
    time: spans.at,
    seeking: spans.stop,
    playing() {
      timer ??= setInterval(() => flush(false), options.intervalMs ?? WATCH_BATCH_MS);
    },
    paused() {
      spans.stop();
      stopTimer();
      flush(true);
    },
    /** The page is hidden or left: send what was played; play may go on (a hidden tab). */
    leaving: () => flush(true),
    /** The player shows another video or goes away. */
    dispose() {
      stopTimer();
      spans.stop();
      flush(true);
    },
  };
}

/** Reports the views of the video `ref` plays, as coming from `source`. */
export function useWatchReporter(
  ref: RefObject<HTMLVideoElement | null>,
  videoId: string | undefined,
  source: TrafficSource,
) {
  useEffect(() => {
    const element = ref.current;
    if (!element || !videoId) return;
    const reporter = createWatchReporter({ videoId, source, send: sendWatchReport });
    const onTime = () => reporter.time(element.currentTime);
    // Play starts where the player is: the first timeupdate may come a quarter second later.
    const onPlaying = () => {
      onTime();
      reporter.playing();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') reporter.leaving();
    };
    const media: [string, () => void][] = [
      ['timeupdate', onTime],
      ['playing', onPlaying],
      ['pause', reporter.paused],
      ['seeking', reporter.seeking],
    ];
    for (const [name, listener] of media) element.addEventListener(name, listener);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', reporter.leaving);
    if (!element.paused) onPlaying();
    return () => {
      for (const [name, listener] of media) element.removeEventListener(name, listener);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', reporter.leaving);
      reporter.dispose();
    };
  }, [ref, videoId, source]);
}

/**
 * The source of a view: the link's state when it named one; otherwise external when the
 * visitor arrived from another site or from nowhere (typed, bookmarked), else the site's own.
 */
export function viewSourceOf(state: unknown, referrer: string, origin: string): TrafficSource {
  const named = (state as Partial<ViewSourceState> | null)?.viewSource;
  if (named && (TRAFFIC_SOURCES as readonly string[]).includes(named)) return named;
  if (!referrer) return 'external';
  try {
    return new URL(referrer).origin === origin ? 'home' : 'external';
  } catch {
    return 'external';
  }
}

/** The source of the view of the page shown now. */
export function useViewSource(): TrafficSource {
  const { state } = useLocation();
  if (typeof document === 'undefined') return 'external';
  return viewSourceOf(state, document.referrer, window.location.origin);
}
