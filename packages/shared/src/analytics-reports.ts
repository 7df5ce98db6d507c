import { z } from 'zod';
import { isUuid } from './ids.ts';

// What the player sends to /api/analytics (issue 26, ADR 0037), checked by the server.

/** Where a view started; the player names it from the route it was opened from. */
export const TRAFFIC_SOURCES = ['home', 'shorts', 'search', 'creator', 'playlist', 'external'] as const;
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];

/** A report's body is at most this many bytes, and carries at most this many spans. */
export const WATCH_REPORT_MAX_BYTES = 8 * 1024;
export const WATCH_REPORT_MAX_SEGMENTS = 50;
/** Longer than any video may be (10 minutes) with room to spare. */
const MAX_SECONDS = 24 * 60 * 60;

export const SHARE_NETWORKS = [
  'copy',
  'email',
  'facebook',
  'x',
  'whatsapp',
  'reddit',
  'linkedin',
  'other',
] as const;

const id = (name: string) => z.string().refine(isUuid, `${name} must be a UUID.`);
const second = z.number().finite().min(0).max(MAX_SECONDS);

export const watchReportSchema = z.object({
  viewId: id('viewId'),
  videoId: id('videoId'),
  source: z.enum(TRAFFIC_SOURCES, { error: `source must be one of ${TRAFFIC_SOURCES.join(', ')}.` }),
  segments: z
    .array(
      z
        .tuple([second, second])
        .refine(([start, end]) => end >= start, 'A segment must not end before it starts.'),
    )
    .max(WATCH_REPORT_MAX_SEGMENTS, `At most ${WATCH_REPORT_MAX_SEGMENTS} segments per report.`),
});
export type WatchReport = z.infer<typeof watchReportSchema>;

export const shareReportSchema = z.object({
  videoId: id('videoId'),
  network: z.enum(SHARE_NETWORKS, { error: `network must be one of ${SHARE_NETWORKS.join(', ')}.` }),
});
