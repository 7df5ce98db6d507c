import type { TrafficSource } from '@reelboard/shared/analytics-reports';

// Where a viewer found a video (issue 26): links to a video carry it in their state. Apart
// from watch-reporter.ts, so that the cards of the home page take no more than this.

export type ViewSourceState = { viewSource: TrafficSource };

/** A link's `state` naming where the video it opens was found. */
export const viewSourceState = (viewSource: TrafficSource): ViewSourceState => ({ viewSource });

/** Where a list on `pathname` is: a creator's page, a playlist, Shorts, else the site's lists. */
export function sourceOfPath(pathname: string): TrafficSource {
  if (pathname.startsWith('/creator/')) return 'creator';
  if (pathname.startsWith('/playlists/')) return 'playlist';
  if (pathname.startsWith('/shorts')) return 'shorts';
  return 'home';
}
