import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { videoThumbnailCandidates } from '../../db/thumbnail-schema.ts';
import type { CandidateFile } from '../../media/thumbnail-frames.ts';

// The candidate frames processing made of a video (ADR 0040), recorded in the transaction
// that publishes its outputs, so a video is never ready with frames of another attempt.

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type ThumbnailCandidate = typeof videoThumbnailCandidates.$inferSelect;

/** Replaces the video's candidates with this attempt's frames (stored under `prefix`). */
export async function recordCandidates(
  tx: Transaction,
  videoId: string,
  prefix: string,
  frames: CandidateFile[],
): Promise<void> {
  await tx.delete(videoThumbnailCandidates).where(eq(videoThumbnailCandidates.videoId, videoId));
  if (frames.length === 0) return;
  await tx.insert(videoThumbnailCandidates).values(
    frames.map((frame) => ({
      videoId,
      frame: frame.frame,
      storageKey: `${prefix}${frame.file}`,
      atSeconds: frame.atSeconds,
    })),
  );
}

/** The video's candidates in time order; none for videos processed before ADR 0040. */
export const candidatesOf = (db: Database, videoId: string): Promise<ThumbnailCandidate[]> =>
  db
    .select()
    .from(videoThumbnailCandidates)
    .where(eq(videoThumbnailCandidates.videoId, videoId))
    .orderBy(asc(videoThumbnailCandidates.frame));
