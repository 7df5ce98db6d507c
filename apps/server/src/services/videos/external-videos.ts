import { mapExternalCategory } from '@reelboard/shared/categories';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { claimRun } from '../../db/cluster-runs.ts';
import { videos } from '../../db/video-schema.ts';
import type { Changes } from '../../realtime/changes.ts';

// The optional external video list (SPEC.md section 7): fetched in the background, never
// while a page waits, by one node of the cluster per interval. Its records are kept as
// videos of origin 'external' (a cache that survives restarts and is shared by every
// node); while none is visible, the home page shows the built-in samples instead.
const EXPIRY_DAYS = 30;
const FETCH_TIMEOUT_MS = 10_000;
const MAX_RECORDS = 1000;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

export type ExternalVideo = {
  videoId: string;
  title: string;
  description: string;
  category: ReturnType<typeof mapExternalCategory>;
  isFeatured: boolean;
  isTrending: boolean;
  isApproved: boolean;
};

// Flags arrive as booleans or wrapped as { value: boolean }.
function flag(value: unknown, fallback: boolean): boolean {
  const inner = typeof value === 'object' && value !== null && 'value' in value ? value.value : value;
  if (typeof inner === 'boolean') return inner;
  if (inner === 'true') return true;
  if (inner === 'false') return false;
  return fallback;
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/** One record of the list, or undefined when it has no usable video id or title. */
export function mapExternalRecord(record: unknown): ExternalVideo | undefined {
  if (typeof record !== 'object' || record === null) return undefined;
  const fields = record as Record<string, unknown>;
  const videoId = text(fields.videoId, 64);
  const title = text(fields.title, 100);
  if (!YOUTUBE_ID.test(videoId) || !title) return undefined;
  return {
    videoId,
    title,
    description: text(fields.description, 5000),
    category: mapExternalCategory(fields.category),
    isFeatured: flag(fields.isFeatured, false),
    isTrending: flag(fields.isTrending, false),
    // The operator chose to publish this list; a record says so itself only to withdraw.
    isApproved: flag(fields.isApproved, true),
  };
}

export function createExternalVideoFeed(deps: {
  db: Database;
  url: string | undefined;
  refreshSeconds: number;
  /** Where the feed declares that the stored list changed (every node composes afresh). */
  changes: Pick<Changes, 'made'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<string> | undefined;

  async function fetchList(url: string): Promise<ExternalVideo[]> {
    const address = new URL(url);
    address.searchParams.set('useNewLogic', 'true');
    const response = await fetch(address, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      redirect: 'error',
    });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const body: unknown = await response.json();
    if (!Array.isArray(body)) throw new Error('did not answer a list');
    const unique = new Map<string, ExternalVideo>();
    for (const record of body.slice(0, MAX_RECORDS)) {
      const video = mapExternalRecord(record);
      if (video) unique.set(video.videoId, video);
    }
    return [...unique.values()];
  }

  // Upserts the list; records no longer in it are withdrawn. Each seen record's expiry
  // moves to 30 days from now, so a list that stops answering fades out within 30 days.
  async function store(list: ExternalVideo[]): Promise<void> {
    const at = now();
    const expiryDate = new Date(at.getTime() + EXPIRY_DAYS * 24 * 60 * 60 * 1000);
    await deps.db.transaction(async (tx) => {
      // New records are dated at the fetch, a millisecond apart in list order, so that
      // "newest first" keeps the list's own order.
      for (const [index, video] of list.entries()) {
        const values = {
          title: video.title,
          description: video.description,
          category: video.category,
          isFeatured: video.isFeatured,
          isTrending: video.isTrending,
          isApproved: video.isApproved,
          isActive: true,
          expiryDate,
          updatedAt: at,
        };
        await tx
          .insert(videos)
          .values({
            ...values,
            origin: 'external',
            source: 'youtube',
            sourceId: video.videoId,
            videoUrl: `https://www.youtube.com/watch?v=${video.videoId}`,
            thumbnailUrl: `https://i.ytimg.com/vi/${video.videoId}/hqdefault.jpg`,
            fallbackThumbnailUrl: `https://i.ytimg.com/vi/${video.videoId}/default.jpg`,
            creatorName: 'YouTube',
            processingStatus: 'ready',
            uploadDate: new Date(at.getTime() - index),
            createdAt: at,
          })
          .onConflictDoUpdate({
            target: [videos.origin, videos.sourceId],
            targetWhere: sql`${videos.origin} <> 'upload'`,
            set: values,
          });
      }
      const ids = list.map((video) => video.videoId);
      await tx
        .update(videos)
        .set({ isActive: false, updatedAt: at })
        .where(
          and(
            eq(videos.origin, 'external'),
            eq(videos.isActive, true),
            ids.length > 0 ? notInArray(videos.sourceId, ids) : undefined,
          ),
        );
    });
  }

  async function refresh(): Promise<string> {
    if (!deps.url) return 'not configured';
    try {
      const list = await fetchList(deps.url);
      await store(list);
      await deps.changes.made({ scopes: ['catalogue'] });
      return `${list.length} external videos`;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return `unavailable (${reason}); showing the stored ones or the built-in samples`;
    }
  }

  return {
    /** One refresh now (calls made meanwhile share it); answers what it did. */
    refresh(): Promise<string> {
      running ??= refresh().finally(() => {
        running = undefined;
      });
      return running;
    },

    /**
     * Refreshes now and then every refreshSeconds, in the background. Every node keeps the
     * timer; the one that claims the interval first fetches (db/cluster-runs.ts).
     */
    start(log: (message: string) => void) {
      if (!deps.url || timer) return;
      const run = () =>
        void claimRun(deps.db, 'external-videos', deps.refreshSeconds)
          .then(async (claimed) => {
            if (claimed) log(`external video list: ${await this.refresh()}`);
          })
          .catch((error: Error) => log(`external video list: ${error.message}`));
      run();
      timer = setInterval(run, deps.refreshSeconds * 1000);
      timer.unref();
    },

    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
