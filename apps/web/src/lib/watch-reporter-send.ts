import type { TrafficSource } from '@reelboard/shared/analytics-reports';
import { getAccessToken } from './session';

// What the players and share buttons send to /api/analytics (issue 26, ADR 0037), with no
// third-party tracker. Members send their token with fetch's keepalive, so that their views
// count as theirs; a beacon carries no headers, so visitors leaving a page send a beacon,
// which the browser delivers even as the page goes away.

export type WatchReport = {
  viewId: string;
  videoId: string;
  source: TrafficSource;
  segments: [number, number][];
};

/** Posts JSON; `leaving` when the page may be going away (pause, hidden, pagehide). */
function postAnalytics(path: string, body: unknown, { leaving = false } = {}): void {
  const json = JSON.stringify(body);
  const token = getAccessToken();
  if (!token && leaving && typeof navigator.sendBeacon === 'function') {
    if (navigator.sendBeacon(path, new Blob([json], { type: 'application/json' }))) return;
  }
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  // Figures are best effort: a refused or failed report is not the viewer's concern.
  void fetch(path, {
    method: 'POST',
    headers,
    body: json,
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => {});
}

export const sendWatchReport = (report: WatchReport, leaving: boolean) =>
  postAnalytics('/api/analytics/watch', report, { leaving });

/** A share button was used: counted per video and network. */
export const reportShare = (videoId: string, network: 'copy' = 'copy') =>
  postAnalytics('/api/analytics/share', { videoId, network });
