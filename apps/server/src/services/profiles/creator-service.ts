import { isUuid } from '@reelboard/shared/ids';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authorSuspended } from '../../db/moderation-visibility.ts';
import { decodeCursor, pageSize, pastCursor, toPage } from '../../db/pagination.ts';
import { userProfiles } from '../../db/schema.ts';
import { creatorFollows, videos } from '../../db/video-schema.ts';
import { AppError, badInput, notFound } from '../../errors.ts';
import type { CacheChanges } from '../../realtime/cache-changes.ts';
import type { Changes } from '../../realtime/changes.ts';
import { createKeptAnswers } from '../../realtime/kept-answers.ts';
import { type Actor, requireReader, requireUser, userIdOf } from '../actors.ts';
import type { NotificationTriggers } from '../notifications/notification-triggers.ts';
import { publiclyVisible } from '../videos/video-queries.ts';
import type { ProfileService } from './profile-service.ts';

// Creators are users whose profile level is creator or admin. Their follower count lives
// on the profile and changes only together with a follow row, in one transaction.
export type Creator = {
  id: string;
  name: string;
  avatarKey: string | null;
  followers: number;
  videoCount: number;
  verified: boolean;
  isFollowing: boolean;
  createdAt: Date;
};

const CREATOR_LEVELS = ['creator', 'admin'] as const;
const PUBLIC_PART_MS = 2000;

const creatorMessages = {
  notFound: 'Creator not found.',
  notYourself: 'You cannot follow yourself.',
};

// Videos anyone may see, counted per creator.
const visibleVideoCount = sql<number>`(
  select count(*)::int from ${videos}
  where ${videos.creatorId} = ${userProfiles.userId} and ${publiclyVisible(sql`now()`)}
)`;

/** Without a cache generation (tests of this service alone) public parts are never kept. */
export function createCreatorService(deps: {
  db: Database;
  /** Tells people what happened to them (issue 24). */
  notify?: Pick<NotificationTriggers, 'followed'>;
  profiles: ProfileService;
  caches?: CacheChanges;
  /** Where the service declares what its writes changed (caches, events, fresh reads). */
  changes?: Changes;
}) {
  const { db, profiles, caches } = deps;
  const select = (viewerId: string | null) =>
    db
      .select({
        id: userProfiles.userId,
        name: userProfiles.username,
        avatarKey: userProfiles.avatarUrl,
        followers: userProfiles.followers,
        level: userProfiles.level,
        createdAt: userProfiles.createdAt,
        videoCount: visibleVideoCount,
        suspended: sql<boolean>`${authorSuspended(userProfiles.userId)}`,
        isFollowing:
          viewerId === null
            ? sql<boolean>`false`
            : sql<boolean>`exists (select 1 from ${creatorFollows} where ${creatorFollows.followerId} = ${viewerId} and ${creatorFollows.creatorId} = ${userProfiles.userId})`,
      })
      .from(userProfiles);

  const toCreator = (row: Awaited<ReturnType<typeof select>>[number]): Creator => ({
    id: row.id,
    name: row.name,
    avatarKey: row.avatarKey,
    followers: row.followers,
    videoCount: row.videoCount,
    verified: row.level === 'admin' || row.level === 'creator',
    isFollowing: row.isFollowing,
    createdAt: row.createdAt,
  });

  // A creator's public part (name, counts) is the same for every reader and counting their
  // videos is the costly part, so it is kept for 2 seconds per process and forgotten on any
  // change to the catalogue in the cluster (ADR 0019), a follow included. Whether the reader
  // follows them is always read fresh.
  const publicParts = createKeptAnswers<Creator | undefined>(caches, {
    scope: 'catalogue',
    keepMs: PUBLIC_PART_MS,
    maxEntries: 10_000,
  });

  async function readPublic(userId: string): Promise<Creator | undefined> {
    const [row] = await select(null).where(eq(userProfiles.userId, userId));
    // Someone who is no longer a creator still has a page while their videos are public;
    // a suspended user has none (ADR 0017).
    if (!row || row.suspended || (row.level === 'viewer' && row.videoCount === 0)) return undefined;
    return toCreator(row);
  }

  const publicPart = (userId: string) => publicParts.get(userId, () => readPublic(userId));

  // Whom a reader follows, kept like the public parts: a list of videos by many creators
  // then needs no query of its own for it.
  const follows = createKeptAnswers<Set<string>>(caches, {
    scope: 'catalogue',
    keepMs: PUBLIC_PART_MS,
    maxEntries: 10_000,
  });
  const followedBy = (viewerId: string) =>
    follows.get(viewerId, async () => {
      const rows = await db
        .select({ creatorId: creatorFollows.creatorId })
        .from(creatorFollows)
        .where(eq(creatorFollows.followerId, viewerId));
      return new Set(rows.map((row) => row.creatorId));
    });

  const withFollow = (creator: Creator | undefined, followed: Set<string>) =>
    creator && { ...creator, isFollowing: followed.has(creator.id) };

  // Many creators at once, as a list of videos needs them.
  async function getMany(viewerId: string | null, userIds: readonly string[]) {
    const creators = await Promise.all(userIds.map((id) => (isUuid(id) ? publicPart(id) : undefined)));
    if (viewerId === null || creators.every((creator) => creator === undefined)) return creators;
    const followed = await followedBy(viewerId);
    return creators.map((creator) => withFollow(creator, followed));
  }

  const get = async (viewerId: string | null, userId: string) => (await getMany(viewerId, [userId]))[0];

  // getMany's answers from what this process keeps now; undefined for a creator to read.
  function keptNow(viewerId: string | null): (userId: string) => Creator | undefined {
    const publicNow = publicParts.keptNow();
    if (viewerId === null) return (userId) => publicNow(userId)?.value;
    const followed = follows.keptNow()(viewerId)?.value;
    if (!followed) return () => undefined;
    return (userId) => withFollow(publicNow(userId)?.value, followed);
  }

  // Adds or removes one follow row and moves both counters with it, or changes nothing.
  async function setFollowing(followerId: string, creatorId: string, follow: boolean): Promise<Creator> {
    if (!isUuid(creatorId)) throw notFound(creatorMessages.notFound);
    if (followerId === creatorId) throw badInput(creatorMessages.notYourself);
    if (!(await get(null, creatorId))) throw notFound(creatorMessages.notFound);
    await profiles.ensureOwn(followerId);
    const changed = await db.transaction(async (tx) => {
      const rows = follow
        ? await tx
            .insert(creatorFollows)
            .values({ followerId, creatorId })
            .onConflictDoNothing()
            .returning({ creatorId: creatorFollows.creatorId })
        : await tx
            .delete(creatorFollows)
            .where(and(eq(creatorFollows.followerId, followerId), eq(creatorFollows.creatorId, creatorId)))
            .returning({ creatorId: creatorFollows.creatorId });
      if (rows.length === 0) return false; // already so: nothing to count
      const step = follow ? 1 : -1;
      await tx
        .update(userProfiles)
        .set({ followers: sql`${userProfiles.followers} + ${step}` })
        .where(eq(userProfiles.userId, creatorId));
      await tx
        .update(userProfiles)
        .set({ following: sql`${userProfiles.following} + ${step}` })
        .where(eq(userProfiles.userId, followerId));
      return true;
    });
    // Followers counts and who follows whom show in kept answers: every node forgets them.
    await deps.changes?.made({ scopes: ['catalogue'] });
    if (changed && follow) await deps.notify?.followed(followerId, creatorId);
    const creator = await get(followerId, creatorId);
    if (!creator) throw new AppError('NOT_FOUND', creatorMessages.notFound);
    return creator;
  }

  return {
    async get(actor: Actor, userId: string): Promise<Creator | undefined> {
      requireReader(actor);
      return get(userIdOf(actor), userId);
    },

    /** The creators of these ids in the same order, undefined where there is none. */
    async getMany(actor: Actor, userIds: readonly string[]): Promise<(Creator | undefined)[]> {
      requireReader(actor);
      return getMany(userIdOf(actor), userIds);
    },

    /**
     * getMany's answers from what this process keeps now, for a list's rows, without a
     * promise each: undefined for a creator that must be read (or does not exist).
     */
    keptNow(actor: Actor): (userId: string) => Creator | undefined {
      requireReader(actor);
      return keptNow(userIdOf(actor));
    },

    /** Creators and admins with at least one public video, oldest account first. */
    async list(actor: Actor, args: { limit?: number | null; nextToken?: string | null }) {
      requireReader(actor);
      const viewerId = userIdOf(actor);
      const size = pageSize(args.limit);
      const cursor = decodeCursor(args.nextToken);
      const conditions: (SQL | undefined)[] = [
        inArray(userProfiles.level, [...CREATOR_LEVELS]),
        sql`${visibleVideoCount} > 0`,
        sql`not ${authorSuspended(userProfiles.userId)}`,
      ];
      conditions.push(pastCursor(cursor, { at: userProfiles.createdAt, id: userProfiles.userId }, 'asc'));
      const rows = await select(viewerId)
        .where(and(...conditions))
        .orderBy(asc(userProfiles.createdAt), asc(userProfiles.userId))
        .limit(size + 1);
      return toPage(rows.map(toCreator), size, (creator) => creator.createdAt);
    },

    follow: (actor: Actor, creatorId: string) => setFollowing(requireUser(actor).userId, creatorId, true),
    unfollow: (actor: Actor, creatorId: string) => setFollowing(requireUser(actor).userId, creatorId, false),
  };
}
