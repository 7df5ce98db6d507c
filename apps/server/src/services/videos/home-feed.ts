import { VIDEO_CATEGORIES } from '@reelboard/shared/categories';
import { composeHomeFeed, FEED_CANDIDATES } from '@reelboard/shared/feed';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { videos } from '../../db/video-schema.ts';
import { newestFirst, publiclyVisible, selectVideos } from './video-queries.ts';

const FEED_CACHE_MS = 2000;

// The home page's lists (SPEC.md section 9), composed from public videos by the rules of
// shared/feed.ts. They are the same for every caller, so composed at most once per 2
// seconds per process; the video service blanks them per reader and forgets them when it
// changes a video.
export function createHomeFeed(deps: { db: Database; now: () => Date }) {
  let cache: { at: number; feed: ReturnType<typeof compose> } | undefined;

  async function candidates(origin: 'upload' | 'external' | 'sample') {
    const visible = and(publiclyVisible(deps.now()), eq(videos.origin, origin));
    const newest = (where: ReturnType<typeof and>, limit: number) =>
      selectVideos(deps.db)
        .where(where)
        .orderBy(...newestFirst)
        .limit(limit);
    // Enough of each kind for the composition rules of shared/feed.ts, and no more.
    const lists = await Promise.all([
      newest(and(visible, eq(videos.isFeatured, true)), FEED_CANDIDATES.featured),
      newest(and(visible, eq(videos.isTrending, true)), FEED_CANDIDATES.trending),
      newest(visible, FEED_CANDIDATES.latest),
      ...(origin === 'upload'
        ? []
        : VIDEO_CATEGORIES.map((category) =>
            newest(and(visible, eq(videos.category, category)), FEED_CANDIDATES.perCategory),
          )),
    ]);
    const unique = new Map(lists.flat().map((video) => [video.id, video]));
    return [...unique.values()];
  }

  async function compose() {
    const [userVideos, external] = await Promise.all([candidates('upload'), candidates('external')]);
    // The external list replaces the built-in samples while it has videos to show.
    const externalVideos = external.length > 0 ? external : await candidates('sample');
    return composeHomeFeed({ userVideos, externalVideos });
  }

  return {
    current(): ReturnType<typeof compose> {
      const at = Date.now();
      if (!cache || at - cache.at > FEED_CACHE_MS) {
        const feed = compose();
        cache = { at, feed };
        // A failed composition is not kept: the next caller tries again.
        feed.catch(() => {
          if (cache?.feed === feed) cache = undefined;
        });
      }
      return cache.feed;
    },

    forget() {
      cache = undefined;
    },
  };
}
