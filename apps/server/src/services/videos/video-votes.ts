import { applyVote, VOTES, type Vote, voteMessages } from '@reelboard/shared/votes';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { videos, videoVotes } from '../../db/video-schema.ts';
import { AppError, badInput, notFound } from '../../errors.ts';
import { createRateLimiter, perMinute } from '../../ops/rate-limiter.ts';
import type { Changes } from '../../realtime/changes.ts';
import { type Actor, requireReader, viewerKeyOf } from '../actors.ts';
import type { NotificationTriggers } from '../notifications/notification-triggers.ts';
import type { createVideoService, Video } from './video-service.ts';

// Likes and dislikes of videos: one vote per person (signed in) or visitor (anonymous, by
// a keyed hash of the address, as for views and comment votes). The counters on the video
// row move in the same transaction as the vote, and feed the engagement score. A vote moves
// counters only: kept answers show it a few seconds late, to everyone but the voter (ADR 0019).

/**
 * Votes one person or visitor may cast per minute, on any videos: more than anyone clicks,
 * few enough that one visitor's script cannot keep a video's row busy (each vote locks it).
 */
const VOTES_PER_MINUTE = 30;

export function createVideoVotes(deps: {
  db: Database;
  /** Tells people what happened to them (issue 24). */
  notify?: Pick<NotificationTriggers, 'reacted'>;
  videos: Pick<ReturnType<typeof createVideoService>, 'get'>;
  /** Keys the hash that stands in for an anonymous visitor's address. */
  viewerSecret: string;
  changes?: Changes;
}) {
  const { db } = deps;
  const limiter = createRateLimiter(db);
  const voterOf = (actor: Actor, clientIp: string) => viewerKeyOf(actor, deps.viewerSecret, clientIp);

  async function visible(actor: Actor, videoId: string): Promise<Video> {
    const video = await deps.videos.get(actor, videoId);
    if (!video) throw notFound('Video not found.');
    return video;
  }

  return {
    /**
     * Votes on a video the reader may see. The video row is locked first, so that one
     * visitor's parallel clicks count one after the other. Answers the vote kept (none
     * when it was taken back) and the video with its new counts.
     */
    async vote(
      actor: Actor,
      clientIp: string,
      videoId: string,
      vote: Vote,
    ): Promise<{ vote: Vote | null; video: Video }> {
      requireReader(actor);
      if (!VOTES.includes(vote)) throw badInput('vote must be LIKE or DISLIKE.');
      await visible(actor, videoId);
      const voter = voterOf(actor, clientIp);
      if (!(await limiter.claim(perMinute(`vote:${voter}`, VOTES_PER_MINUTE))).allowed) {
        throw new AppError('RATE_LIMITED', voteMessages.rateLimited);
      }
      const kept = await db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${videos} where id = ${videoId} for update`);
        const [previous] = await tx
          .delete(videoVotes)
          .where(and(eq(videoVotes.videoId, videoId), eq(videoVotes.voter, voter)))
          .returning({ vote: videoVotes.vote });
        const change = applyVote(previous?.vote, vote);
        if (change.kept) await tx.insert(videoVotes).values({ videoId, voter, vote: change.kept });
        await tx
          .update(videos)
          .set({
            likes: sql`${videos.likes} + ${change.likes}`,
            dislikes: sql`${videos.dislikes} + ${change.dislikes}`,
          })
          .where(eq(videos.id, videoId));
        return change.kept;
      });
      // Counters only: kept answers show them a few seconds late, to all but the voter.
      await deps.changes?.made({ scopes: [] });
      if (kept === 'LIKE' && actor.kind === 'user')
        await deps.notify?.reacted(actor.userId, 'video', videoId);
      return { vote: kept ?? null, video: await visible(actor, videoId) };
    },

    /** The reader's own vote on a video, or null. */
    async voteOf(actor: Actor, clientIp: string, videoId: string): Promise<Vote | null> {
      requireReader(actor);
      await visible(actor, videoId);
      const [row] = await db
        .select({ vote: videoVotes.vote })
        .from(videoVotes)
        .where(and(eq(videoVotes.videoId, videoId), eq(videoVotes.voter, voterOf(actor, clientIp))));
      return row?.vote ?? null;
    },
  };
}
