import { FOLLOWING_PAGE_DEFAULT, FOLLOWING_PAGE_MAX, followingMessages } from '@reelboard/shared/following';
import { and, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { decodeCursor, pastCursor, toPage } from '../../db/pagination.ts';
import { creatorFollows, videos } from '../../db/video-schema.ts';
import { badInput } from '../../errors.ts';
import { type Actor, requireUser } from '../actors.ts';
import { notMarkedByPerson } from './personal-feed.ts';
import { newestFirst, playableInShorts, publiclyVisible, selectVideos } from './video-queries.ts';
import { asSeenBy, type Video } from './video-service.ts';

// The Following feed (issue 24, ADR 0028): the public videos of the creators a person
// follows, newest first, paged by (upload date, id) like every list.

const argsSchema = z.object({
  limit: z
    .number()
    .int()
    .min(1)
    .max(FOLLOWING_PAGE_MAX)
    .nullish()
    .transform((limit) => limit ?? FOLLOWING_PAGE_DEFAULT),
  nextToken: z.string().nullish(),
  /** Only what the Shorts player plays, for the Following tab of /shorts. */
  playableInShorts: z.boolean().nullish(),
});

type FollowingArgs = z.input<typeof argsSchema>;

/**
 * The ids of the page: from each followed creator, their newest `size` videos past the
 * cursor, read from the index on (creator, upload date, id) of public videos, and of those
 * the newest `size`. However long a creator's history, a page reads at most `size` rows per
 * creator followed, and only the page's own rows are read whole.
 */
function pageIds(userId: string, conditions: SQL[], size: number): SQL {
  return sql`(
    select latest.id from ${creatorFollows}
    cross join lateral (
      select ${videos.id} as id, ${videos.uploadDate} as upload_date from ${videos}
      where ${videos.creatorId} = ${creatorFollows.creatorId} and ${and(...conditions)}
      order by ${videos.uploadDate} desc, ${videos.id} desc
      limit ${size}
    ) latest
    where ${creatorFollows.followerId} = ${userId}
    order by latest.upload_date desc, latest.id desc
    limit ${size}
  )`;
}

export function createFollowingFeed(deps: { db: Database; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  return {
    async page(actor: Actor, args: FollowingArgs): Promise<{ items: Video[]; nextToken: string | null }> {
      const { userId } = requireUser(actor, followingMessages.signInRequired);
      const parsed = argsSchema.safeParse(args);
      if (!parsed.success) throw badInput(`limit must be between 1 and ${FOLLOWING_PAGE_MAX}.`);
      const { limit, nextToken } = parsed.data;
      const cursor = decodeCursor(nextToken);
      const conditions = [publiclyVisible(now()), notMarkedByPerson(userId)];
      const past = pastCursor(cursor, { at: videos.uploadDate, id: videos.id }, 'desc');
      if (past) conditions.push(past);
      if (parsed.data.playableInShorts) conditions.push(playableInShorts);
      const rows = await selectVideos(deps.db)
        // An array read once, then each row by its key: as `in (...)` the planner joined it
        // with a scan of every video.
        .where(sql`${videos.id} = any(array${pageIds(userId, conditions, limit + 1)})`)
        .orderBy(...newestFirst)
        .limit(limit + 1);
      const page = toPage(rows, limit, (video) => video.uploadDate);
      return { ...page, items: page.items.map((video) => asSeenBy(actor, video)) };
    },
  };
}
