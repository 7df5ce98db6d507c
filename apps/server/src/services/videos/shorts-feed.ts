import { isUuid } from '@reelboard/shared/ids';
import { RANKED_LOWER_TIERS, SHORTS_GRAVITY } from '@reelboard/shared/shorts';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { videoEngagement } from '../../db/engagement.ts';
import { videos } from '../../db/video-schema.ts';
import { badInput } from '../../errors.ts';
import { type Actor, requireReader, userIdOf } from '../actors.ts';
import { creatorMarkedByPerson, notMarkedByPerson, notWatchedToEnd } from './personal-feed.ts';
import { playableInShorts, publiclyVisible, selectVideos } from './video-queries.ts';
import { asSeenBy, type Video } from './video-service.ts';

// The Shorts feed (issue 13): public, processed videos one after another, in the order of
// packages/shared/src/shorts.ts. The rank decays with age as of the moment of the first
// page; the token carries that moment, so that every later page ranks alike and the feed
// pages by keyset without repeating or skipping a video. Its end is a null token.
// For a signed-in person it leaves out what they watched to the end and what they marked
// "Not interested", and the videos of those creators come last (ADR 0028): read at every
// page, so a mark counts at once.

const DEFAULT_SHORTS = 5;
const MAX_SHORTS = 20;

type ShortsCursor = { asOf: Date; tier: number; rank: number; id: string };

const baseTier = sql<number>`(case when ${videos.isFeatured} or ${videos.isTrending} then 0 else 1 end)`;
const tierFor = (userId: string | null) =>
  userId === null
    ? baseTier
    : sql<number>`(${baseTier} + case when ${creatorMarkedByPerson(userId)} then ${sql.raw(String(RANKED_LOWER_TIERS))} else 0 end)`;
const rankAsOf = (asOf: Date) =>
  sql<number>`(log(greatest(1, 3 + ${videoEngagement(videos)})::float8) / power(greatest(0, extract(epoch from (${asOf.toISOString()}::timestamptz - ${videos.uploadDate})) / 3600) + 2, ${SHORTS_GRAVITY}::float8))`;

function encode(cursor: ShortsCursor): string {
  return Buffer.from(
    JSON.stringify([cursor.asOf.toISOString(), cursor.tier, cursor.rank, cursor.id]),
  ).toString('base64url');
}

function decode(token: string): ShortsCursor {
  try {
    const [asOf, tierValue, rank, id] = JSON.parse(
      Buffer.from(token, 'base64url').toString('utf8'),
    ) as unknown[];
    if (
      typeof asOf === 'string' &&
      !Number.isNaN(Date.parse(asOf)) &&
      typeof tierValue === 'number' &&
      Number.isInteger(tierValue) &&
      tierValue >= 0 &&
      tierValue <= 1 + RANKED_LOWER_TIERS &&
      typeof rank === 'number' &&
      Number.isFinite(rank) &&
      isUuid(id)
    ) {
      return { asOf: new Date(asOf), tier: tierValue, rank, id };
    }
  } catch {
    // fall through to the error below
  }
  throw badInput('Invalid nextToken.');
}

export function createShortsFeed(deps: { db: Database; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  return {
    async page(
      actor: Actor,
      args: { limit?: number | null; nextToken?: string | null },
    ): Promise<{ items: Video[]; nextToken: string | null }> {
      requireReader(actor);
      const limit = args.limit ?? DEFAULT_SHORTS;
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SHORTS) {
        throw badInput(`limit must be between 1 and ${MAX_SHORTS}.`);
      }
      const cursor = args.nextToken ? decode(args.nextToken) : undefined;
      const asOf = cursor?.asOf ?? now();
      const rank = rankAsOf(asOf);
      const userId = userIdOf(actor);
      const tier = tierFor(userId);
      const conditions: (SQL | undefined)[] = [publiclyVisible(now()), playableInShorts];
      if (userId) conditions.push(notMarkedByPerson(userId), notWatchedToEnd(userId));
      if (cursor) {
        conditions.push(
          sql`(${tier} > ${cursor.tier} or (${tier} = ${cursor.tier} and (${rank} < ${cursor.rank} or (${rank} = ${cursor.rank} and ${videos.id} < ${cursor.id}))))`,
        );
      }
      const rows = await selectVideos(deps.db, { shortsTier: tier, shortsRank: rank })
        .where(and(...conditions))
        .orderBy(tier, sql`${rank} desc`, sql`${videos.id} desc`)
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        items: page.map(({ shortsTier: _tier, shortsRank: _rank, ...video }) => asSeenBy(actor, video)),
        nextToken:
          rows.length > limit && last
            ? encode({ asOf, tier: Number(last.shortsTier), rank: Number(last.shortsRank), id: last.id })
            : null,
      };
    },
  };
}
