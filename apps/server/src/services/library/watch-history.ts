import { isUuid } from '@reelboard/shared/ids';
import { libraryMessages } from '@reelboard/shared/library';
import { watchReportSchema } from '@reelboard/shared/library-schemas';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { librarySettings, watchHistory } from '../../db/library-schema.ts';
import { decodeCursor, pageSize, pastCursor, toPage } from '../../db/pagination.ts';
import { videos } from '../../db/video-schema.ts';
import { AppError, badInput } from '../../errors.ts';
import { perMinute, windowClaims } from '../../ops/rate-limiter.ts';
import type { Changes } from '../../realtime/changes.ts';
import { type Actor, requireReader, requireUser } from '../actors.ts';
import { selectVideos } from '../videos/video-queries.ts';
import type { Video } from '../videos/video-service.ts';
import { splitRow, visibleTo } from './library-videos.ts';
import type { Page } from './saved-videos.ts';

export type WatchHistoryEntry = { watchedAt: Date; positionSeconds: number; video: Video };

/**
 * Reports one person may send per minute: a playing video sends one every 10 seconds and
 * one on each pause, so a person with two tabs playing stays well within it.
 */
const REPORTS_PER_MINUTE = 30;

// Where each signed-in person stopped in each video they watched, newest first. Browsers
// report positions in batches (every 10 s, on pause and on leaving); a batch is one
// statement: the rate limit's claim and the upsert of every video in it (ADR 0020). Nothing
// is kept for signed-out visitors, and nothing new while the person has paused the history.
export function createWatchHistory(deps: { db: Database; changes?: Changes; now: () => Date }) {
  const { db } = deps;
  const paused = (userId: string) =>
    sql`exists (select from ${librarySettings} where ${librarySettings.userId} = ${userId} and ${librarySettings.historyPaused})`;

  return {
    /**
     * Records a batch of positions, each on a video the person may see, clamped to its
     * measured length. Answers how many were recorded (none while paused).
     */
    async record(actor: Actor, entries: unknown): Promise<number> {
      const user = requireUser(actor);
      const parsed = watchReportSchema.safeParse(entries);
      if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'Invalid watch report.');
      // The last report of a video in the batch wins.
      const latest = new Map(parsed.data.map((entry) => [entry.videoId, entry.positionSeconds]));
      const now = deps.now();
      const limited = windowClaims(db, [perMinute(`watch:${user.userId}`, REPORTS_PER_MINUTE)], now);
      const reported = sql.join(
        [...latest].map(([videoId, position]) => sql`(${videoId}::uuid, ${position}::float8)`),
        sql`, `,
      );
      const recorded = db.$with('recorded', getTableColumns(watchHistory)).as(sql`
        insert into ${watchHistory} (user_id, video_id, position_seconds, watched_at)
        select ${user.userId}::uuid, ${videos.id},
          least(reported.position, coalesce(${videos.durationSeconds}, reported.position)), ${now}
        from (values ${reported}) as reported(video_id, position)
        join ${videos} on ${videos.id} = reported.video_id
        where exists (select from ${limited.last}) and not ${paused(user.userId)}
          and ${visibleTo(actor, now)}
        on conflict (user_id, video_id) do update
          set position_seconds = excluded.position_seconds, watched_at = excluded.watched_at
        returning *`);
      const [claimed] = await db
        .with(...limited.ctes, recorded)
        .select({ count: sql<number>`(select count(*) from ${recorded})`.mapWith(Number) })
        .from(limited.last);
      if (!claimed) throw new AppError('RATE_LIMITED', libraryMessages.rateLimited);
      // Only the person reads their history, never from a kept answer; not even they need
      // to read fresh at once.
      await deps.changes?.made({ scopes: [], writerReadsFresh: false });
      return claimed.count;
    },

    /** Where the person left a video, or null (signed out, never watched, or removed). */
    async positionOf(actor: Actor, videoId: string): Promise<number | null> {
      requireReader(actor);
      if (actor.kind !== 'user' || !isUuid(videoId)) return null;
      const [row] = await db
        .select({ position: watchHistory.positionSeconds })
        .from(watchHistory)
        .where(and(eq(watchHistory.userId, actor.userId), eq(watchHistory.videoId, videoId)));
      return row?.position ?? null;
    },

    /** The videos the person watched that they may still see, most recent first. */
    async list(
      actor: Actor,
      args: { limit?: number | null; nextToken?: string | null },
    ): Promise<Page<WatchHistoryEntry>> {
      const { userId } = requireUser(actor);
      const size = pageSize(args.limit);
      const cursor = decodeCursor(args.nextToken);
      const rows = await selectVideos(db, {
        watchedAt: sql`${watchHistory.watchedAt}`.mapWith(watchHistory.watchedAt),
        positionSeconds: sql`${watchHistory.positionSeconds}`.mapWith(Number),
      })
        .innerJoin(watchHistory, eq(watchHistory.videoId, videos.id))
        .where(
          and(
            eq(watchHistory.userId, userId),
            visibleTo(actor, deps.now()),
            pastCursor(cursor, { at: watchHistory.watchedAt, id: watchHistory.videoId }, 'desc'),
          ),
        )
        .orderBy(desc(watchHistory.watchedAt), desc(watchHistory.videoId))
        .limit(size + 1);
      const page = toPage(rows, size, (row) => row.watchedAt as Date);
      return {
        ...page,
        items: page.items.map((row) => {
          const { watchedAt, positionSeconds, video } = splitRow(actor, row, [
            'watchedAt',
            'positionSeconds',
          ]);
          return { watchedAt: watchedAt as Date, positionSeconds: positionSeconds as number, video };
        }),
      };
    },

    /** Removes one video from the person's history; answers whether it was there. */
    async remove(actor: Actor, videoId: string): Promise<boolean> {
      const { userId } = requireUser(actor);
      if (!isUuid(videoId)) return false;
      const removed = await db
        .delete(watchHistory)
        .where(and(eq(watchHistory.userId, userId), eq(watchHistory.videoId, videoId)))
        .returning({ videoId: watchHistory.videoId });
      await deps.changes?.made({ scopes: [] });
      return removed.length > 0;
    },

    /** Empties the person's history; answers how many entries it had. */
    async clear(actor: Actor): Promise<number> {
      const { userId } = requireUser(actor);
      const removed = await db
        .delete(watchHistory)
        .where(eq(watchHistory.userId, userId))
        .returning({ videoId: watchHistory.videoId });
      await deps.changes?.made({ scopes: [] });
      return removed.length;
    },

    async isPaused(actor: Actor): Promise<boolean> {
      const { userId } = requireUser(actor);
      const [row] = await db
        .select({ paused: librarySettings.historyPaused })
        .from(librarySettings)
        .where(eq(librarySettings.userId, userId));
      return row?.paused ?? false;
    },

    /** Pauses or resumes the history; what was recorded stays. */
    async setPaused(actor: Actor, historyPaused: boolean): Promise<boolean> {
      const { userId } = requireUser(actor);
      const updatedAt = deps.now();
      await db
        .insert(librarySettings)
        .values({ userId, historyPaused, updatedAt })
        .onConflictDoUpdate({ target: librarySettings.userId, set: { historyPaused, updatedAt } });
      await deps.changes?.made({ scopes: [] });
      return historyPaused;
    },
  };
}
