import { isUuid } from '@reelboard/shared/ids';
import { libraryMessages } from '@reelboard/shared/library';
import { localSavesSchema } from '@reelboard/shared/library-schemas';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { savedVideos } from '../../db/library-schema.ts';
import { decodeCursor, pageSize, pastCursor, toPage } from '../../db/pagination.ts';
import { videos } from '../../db/video-schema.ts';
import { badInput, notFound } from '../../errors.ts';
import type { Changes } from '../../realtime/changes.ts';
import { type Actor, requireReader, requireUser } from '../actors.ts';
import { selectVideos } from '../videos/video-queries.ts';
import type { Video, VideoService } from '../videos/video-service.ts';
import { splitRow, visibleTo } from './library-videos.ts';

export type SavedVideo = { savedAt: Date; video: Video };
export type Page<T> = { items: T[]; nextToken: string | null };

// Saved videos ("Save" on a video page): one row per person and video. Signed-out visitors
// keep theirs in the browser and bring them in when they sign in (importLocal).
export function createSavedVideos(deps: {
  db: Database;
  videos: Pick<VideoService, 'get'>;
  changes?: Changes;
  /** Claims one library write of the person, or throws RATE_LIMITED. */
  claimWrite: (userId: string) => Promise<void>;
  now: () => Date;
}) {
  const { db } = deps;

  return {
    /**
     * Saves or unsaves a video. Saving needs a video the person may see; unsaving never
     * does (a video hidden since can still leave the library). Setting, not toggling, so
     * that a double press or a retry lands where the person meant.
     */
    async setSaved(actor: Actor, videoId: string, saved: boolean): Promise<boolean> {
      const { userId } = requireUser(actor);
      if (!isUuid(videoId)) throw notFound(libraryMessages.videoNotFound);
      if (saved && !(await deps.videos.get(actor, videoId))) throw notFound(libraryMessages.videoNotFound);
      await deps.claimWrite(userId);
      if (saved) await db.insert(savedVideos).values({ userId, videoId }).onConflictDoNothing();
      else
        await db
          .delete(savedVideos)
          .where(and(eq(savedVideos.userId, userId), eq(savedVideos.videoId, videoId)));
      await deps.changes?.made({ scopes: [] });
      return saved;
    },

    async isSaved(actor: Actor, videoId: string): Promise<boolean> {
      requireReader(actor);
      if (actor.kind !== 'user' || !isUuid(videoId)) return false;
      const [row] = await db
        .select({ videoId: savedVideos.videoId })
        .from(savedVideos)
        .where(and(eq(savedVideos.userId, actor.userId), eq(savedVideos.videoId, videoId)));
      return row !== undefined;
    },

    /** The person's saved videos they may still see, newest save first. */
    async list(
      actor: Actor,
      args: { limit?: number | null; nextToken?: string | null },
    ): Promise<Page<SavedVideo>> {
      const { userId } = requireUser(actor);
      const size = pageSize(args.limit);
      const cursor = decodeCursor(args.nextToken);
      const rows = await selectVideos(db, {
        savedAt: sql`${savedVideos.savedAt}`.mapWith(savedVideos.savedAt),
      })
        .innerJoin(savedVideos, eq(savedVideos.videoId, videos.id))
        .where(
          and(
            eq(savedVideos.userId, userId),
            visibleTo(actor, deps.now()),
            pastCursor(cursor, { at: savedVideos.savedAt, id: savedVideos.videoId }, 'desc'),
          ),
        )
        .orderBy(desc(savedVideos.savedAt), desc(savedVideos.videoId))
        .limit(size + 1);
      const page = toPage(rows, size, (row) => row.savedAt as Date);
      return { ...page, items: page.items.map((row) => splitRow(actor, row, ['savedAt'] as const)) };
    },

    /**
     * Brings a browser's saves into the signed-in person's library: the videos they may see
     * (others are dropped), oldest first so that the library keeps the browser's order.
     * Answers how many were new.
     */
    async importLocal(actor: Actor, videoIds: unknown): Promise<number> {
      const { userId } = requireUser(actor);
      const parsed = localSavesSchema.safeParse(videoIds);
      if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'Invalid saved videos.');
      const ids = [...new Set(parsed.data)];
      if (ids.length === 0) return 0;
      await deps.claimWrite(userId);
      const now = deps.now();
      const visible = await db
        .select({ id: videos.id })
        .from(videos)
        .where(and(inArray(videos.id, ids), visibleTo(actor, now)));
      const keep = new Set(visible.map((row) => row.id));
      const rows = ids
        .filter((id) => keep.has(id))
        .map((videoId, index, all) => ({
          userId,
          videoId,
          savedAt: new Date(now.getTime() - (all.length - index)),
        }));
      if (rows.length === 0) return 0;
      const added = await db
        .insert(savedVideos)
        .values(rows)
        .onConflictDoNothing()
        .returning({ videoId: savedVideos.videoId });
      await deps.changes?.made({ scopes: [] });
      return added.length;
    },

    /**
     * The videos of a signed-out visitor's browser saves that anyone with the key may see,
     * in the order given: their library page before they sign in.
     */
    async preview(actor: Actor, videoIds: unknown): Promise<Video[]> {
      requireReader(actor);
      const parsed = localSavesSchema.safeParse(videoIds);
      if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'Invalid saved videos.');
      const ids = [...new Set(parsed.data)];
      if (ids.length === 0) return [];
      const rows = await selectVideos(db).where(and(inArray(videos.id, ids), visibleTo(actor, deps.now())));
      const byId = new Map(rows.map((row) => [row.id, splitRow(actor, row, []).video]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}
