import { VIDEO_CATEGORIES } from './categories.ts';

// The home page's three lists (SPEC.md section 9), composed from the videos a visitor may
// see. "User videos" were uploaded through Reelboard; "external" ones are the built-in
// samples or the external video list.
export const HOME_LIST_SIZE = 4;

/**
 * How many of each kind of visible video the composition below can use, so the server
 * reads no more: every featured one may be taken; trending may skip up to 4 featured ones;
 * latest may skip up to 8 videos already featured or trending.
 */
export const FEED_CANDIDATES = {
  featured: HOME_LIST_SIZE,
  trending: 2 * HOME_LIST_SIZE,
  latest: 3 * HOME_LIST_SIZE,
  perCategory: 1,
} as const;

export type FeedVideo = {
  id: string;
  category: string;
  isFeatured: boolean;
  isTrending: boolean;
  uploadDate: Date | string;
};

const time = (video: FeedVideo) => new Date(video.uploadDate).getTime();

/** Newest upload first; equal dates in a fixed order (by id) so the lists do not flicker. */
export function newestFirst<T extends FeedVideo>(videos: readonly T[]): T[] {
  return [...videos].sort((a, b) => time(b) - time(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// Appends candidates not yet taken until the list is full.
function fill<T extends FeedVideo>(list: T[], candidates: readonly T[]): T[] {
  const taken = new Set(list.map((video) => video.id));
  for (const video of candidates) {
    if (list.length >= HOME_LIST_SIZE) break;
    if (taken.has(video.id)) continue;
    taken.add(video.id);
    list.push(video);
  }
  return list;
}

/**
 * Featured: featured user videos first, then featured external ones, then one external
 * video per category in the order Business, Lifestyle, Beauty, Innovation (the newest of
 * each; a category whose newest is already listed adds nothing), then the other external
 * videos; each group newest first, at most 4 in all.
 */
export function composeFeatured<T extends FeedVideo>(
  userVideos: readonly T[],
  externalVideos: readonly T[],
): T[] {
  const external = newestFirst(externalVideos);
  const onePerCategory = VIDEO_CATEGORIES.flatMap((category) => {
    const first = external.find((video) => video.category === category);
    return first ? [first] : [];
  });
  const list = fill<T>([], newestFirst(userVideos.filter((video) => video.isFeatured)));
  fill(
    list,
    external.filter((video) => video.isFeatured),
  );
  fill(list, onePerCategory);
  return fill(list, external);
}

/**
 * Trending: trending videos not already featured, each once, newest first; filled up to 4
 * with the newest of the remaining videos.
 */
export function composeTrending<T extends FeedVideo>(videos: readonly T[], featured: readonly T[]): T[] {
  const featuredIds = new Set(featured.map((video) => video.id));
  const candidates = newestFirst(videos).filter((video) => !featuredIds.has(video.id));
  const list = fill<T>(
    [],
    candidates.filter((video) => video.isTrending),
  );
  return fill(list, candidates);
}

/** Latest: the newest user videos, topped up to 4 with the newest external ones. */
export function composeLatest<T extends FeedVideo>(
  userVideos: readonly T[],
  externalVideos: readonly T[],
): T[] {
  const list = fill<T>([], newestFirst(userVideos));
  return fill(list, newestFirst(externalVideos));
}

/** The three home lists from the visible (approved, active, unexpired) videos. */
export function composeHomeFeed<T extends FeedVideo>(input: {
  userVideos: readonly T[];
  externalVideos: readonly T[];
}): { featured: T[]; trending: T[]; latest: T[] } {
  const featured = composeFeatured(input.userVideos, input.externalVideos);
  const trending = composeTrending([...input.userVideos, ...input.externalVideos], featured);
  const latest = composeLatest(input.userVideos, input.externalVideos);
  return { featured, trending, latest };
}
