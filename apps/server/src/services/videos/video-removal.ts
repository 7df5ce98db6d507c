import { and, asc, eq } from 'drizzle-orm';
import { videoCaptions } from '../../db/caption-schema.ts';
import type { Database } from '../../db/client.ts';
import { comments } from '../../db/community-schema.ts';
import { videoMediaRemovals, videoProcessingAttempts } from '../../db/upload-schema.ts';
import { videos } from '../../db/video-schema.ts';
import { inBatches } from '../../jobs/in-batches.ts';
import type { JobKind, JobQueue } from '../../jobs/job-queue.ts';
import { isValidKey } from '../../storage/keys.ts';
import type { Storage } from '../../storage/storage.ts';

const REMOVAL_JOB = 'video-media-removal';
/** Deletions sent to the store at once. */
const PARALLEL_DELETES = 8;
/** Videos whose media one run removes before it looks again. */
const VIDEOS_PER_RUN = 50;

// Deleting a video, and its media from storage after (issue 21). The media gate stops
// serving them as soon as the row is gone; their keys (every processing attempt's outputs,
// and the upload if it was never processed) are written to video_media_removals in the
// transaction that deletes the row, so no crash can forget a file. A job deletes them from
// the store: deleting a key that is gone already is no error, so a retry is safe. It is
// queued after each deletion and runs every hour for whatever a lost job left.
export function createVideoRemoval(deps: {
  db: Database;
  storage: Pick<Storage, 'delete'>;
  jobs: Pick<JobQueue, 'send'>;
  log?: (message: string) => void;
}) {
  const { db } = deps;

  /** Deletes the video and the comments on it; answers false when there was none. */
  async function deleteVideo(videoId: string): Promise<boolean> {
    const deleted = await db.transaction(async (tx) => {
      const [video] = await tx.select().from(videos).where(eq(videos.id, videoId)).for('update');
      if (!video) return false;
      const attempts = await tx
        .select({ keys: videoProcessingAttempts.keys })
        .from(videoProcessingAttempts)
        .where(eq(videoProcessingAttempts.videoId, videoId));
      // Caption files too (ADR 0036): their rows go with the video by cascade.
      const captionFiles = await tx
        .select({ key: videoCaptions.storageKey })
        .from(videoCaptions)
        .where(eq(videoCaptions.videoId, videoId));
      const keys = [
        ...mediaKeys(
          video,
          attempts.flatMap((attempt) => attempt.keys),
        ),
        ...captionFiles.map((file) => file.key),
      ];
      await tx.insert(videoMediaRemovals).values({ videoId, keys }).onConflictDoNothing();
      await tx.delete(comments).where(and(eq(comments.targetType, 'video'), eq(comments.targetId, videoId)));
      await tx.delete(videos).where(eq(videos.id, videoId));
      return true;
    });
    if (deleted) await deps.jobs.send(REMOVAL_JOB, {}, { singletonKey: REMOVAL_JOB });
    return deleted;
  }

  /** Removes the media of deleted videos from the store; answers how many videos. */
  async function removeDeletedMedia(): Promise<number> {
    let removed = 0;
    for (;;) {
      const pending = await db
        .select()
        .from(videoMediaRemovals)
        .orderBy(asc(videoMediaRemovals.requestedAt))
        .limit(VIDEOS_PER_RUN);
      for (const removal of pending) {
        await inBatches(removal.keys, PARALLEL_DELETES, (key) => deps.storage.delete(key));
        await db.delete(videoMediaRemovals).where(eq(videoMediaRemovals.videoId, removal.videoId));
      }
      removed += pending.length;
      if (pending.length < VIDEOS_PER_RUN) return removed;
    }
  }

  const removalJob: JobKind = {
    name: REMOVAL_JOB,
    schedule: '41 * * * *',
    retryLimit: 5,
    retryDelaySeconds: 60,
    run: async () => {
      const removed = await removeDeletedMedia();
      if (removed > 0) deps.log?.(`removed the media of ${removed} deleted videos`);
    },
  };

  return { deleteVideo, removeDeletedMedia, removalJob };
}

export type VideoRemoval = ReturnType<typeof createVideoRemoval>;

/**
 * The stored objects of a video: its attempts' outputs, and what its row points at (the
 * upload, until processing replaced it). URLs of videos from elsewhere are not keys.
 */
function mediaKeys(video: typeof videos.$inferSelect, attemptKeys: string[]): string[] {
  const own = [video.videoUrl, video.thumbnailUrl, video.processedUrl].filter(isValidKey);
  return [...new Set([...attemptKeys, ...own])];
}
