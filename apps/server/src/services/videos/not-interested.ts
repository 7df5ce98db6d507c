import { followingMessages } from '@reelboard/shared/following';
import { isUuid } from '@reelboard/shared/ids';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notInterested } from '../../db/following-schema.ts';
import { notFound } from '../../errors.ts';
import { type Actor, requireUser } from '../actors.ts';
import type { Video } from './video-service.ts';

// "Not interested" (issue 24, ADR 0028): a signed-in person hides a video from their own
// feeds, and its creator's other videos sort after the rest of their "For you". Nobody
// else's feed changes, so nothing is declared to the caches: the person's feeds are never
// kept (only anonymous answers are), and the next page they ask for reads the mark.
export function createNotInterested(deps: {
  db: Database;
  /** The video as this actor may see it, or undefined (the video service's rule). */
  getVideo: (actor: Actor, id: string) => Promise<Video | undefined>;
}) {
  const { db } = deps;

  return {
    /** Marks a video the person may see; marking it again changes nothing. */
    async mark(actor: Actor, videoId: string): Promise<boolean> {
      const { userId } = requireUser(actor, followingMessages.signInToHide);
      const video = isUuid(videoId) ? await deps.getVideo(actor, videoId) : undefined;
      if (!video) throw notFound(followingMessages.videoNotFound);
      await db
        .insert(notInterested)
        .values({ userId, videoId, creatorId: video.creatorId })
        .onConflictDoNothing();
      return true;
    },

    /** Takes the person's mark back (the toast's Undo); true when there was one. */
    async undo(actor: Actor, videoId: string): Promise<boolean> {
      const { userId } = requireUser(actor, followingMessages.signInToHide);
      if (!isUuid(videoId)) throw notFound(followingMessages.videoNotFound);
      const removed = await db
        .delete(notInterested)
        .where(and(eq(notInterested.userId, userId), eq(notInterested.videoId, videoId)))
        .returning({ videoId: notInterested.videoId });
      return removed.length > 0;
    },
  };
}
