import { VIDEO_CATEGORIES } from '@reelboard/shared/categories';
import { composeHomeFeed, FEED_CANDIDATES } from '@reelboard/shared/feed';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { videos } from '../../db/video-schema.ts';
import type { CacheChanges } from '../../realtime/cache-changes.ts';
import { createKeptAnswers } from '../../realtime/kept-answers.ts';
import { newestFirst, publiclyVisible, selectVideos } from './video-queries.ts';

const FEED_CACHE_MS = 2000;

// The home page's lists (SPEC.md section 9), composed from public videos by the rules of
// shared/feed.ts. They are the same for every caller, so composed at most once per 2
// seconds per process, and composed afresh after any change in the cluster (the cache
// generation, ADR 0019); without a cache generation, on every call. The video service
// blanks them per reader.
export function createHomeFeed(deps: { db: Database; now: () => Date; caches?: CacheChanges }) {
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

  const kept = createKeptAnswers<Awaited<ReturnType<typeof compose>>>(deps.caches, {
    scope: 'catalogue',
    keepMs: FEED_CACHE_MS,
    maxEntries: 1,
  });
  return {
    current: () => kept.get('feed', compose),
  };
}
