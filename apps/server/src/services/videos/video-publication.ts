import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { videoProcessingAttempts } from '../../db/upload-schema.ts';
import { videos } from '../../db/video-schema.ts';
import type { Storage } from '../../storage/storage.ts';

// Processing writes a video's outputs under a private prefix (videos/<creator>/<video>/<n>/):
// until an admin approves the video, only its uploader and admins read them, through short
// signed links (graphql/media-url.ts). The first approval of a processed video copies its
// outputs to public/ (read openly, cached long, served by a CDN in front of the bucket) and
// moves the video's keys there in the same transaction. From then on the media stay public,
// as the video's page may be shared and cached; hiding a video hides it from every list.

const PUBLIC = 'public/';

export function createVideoPublication(deps: {
  db: Database;
  storage: Storage;
  log?: (message: string) => void;
}) {
  const { db, storage } = deps;

  /**
   * Publishes the media of an approved, processed video whose media are still private;
   * does nothing otherwise. Called after an approval and after processing, whichever comes
   * last; the row lock makes the two (on any nodes) publish once.
   */
  async function publishIfApproved(videoId: string): Promise<void> {
    const privateKeys = await db.transaction(async (tx) => {
      const [video] = await tx.select().from(videos).where(eq(videos.id, videoId)).for('update');
      if (!video?.isApproved || video.processingStatus !== 'ready') return [];
      const { processedUrl, thumbnailUrl, videoUrl } = video;
      if (!processedUrl || processedUrl.startsWith(PUBLIC)) return [];
      const [attempt] = await tx
        .select()
        .from(videoProcessingAttempts)
        .where(
          and(
            eq(videoProcessingAttempts.videoId, videoId),
            sql`starts_with(${processedUrl}, ${videoProcessingAttempts.prefix})`,
          ),
        );
      if (!attempt) throw new Error(`no processing attempt holds the media of video ${videoId}`);
      for (const key of attempt.keys) await storage.copy(key, `${PUBLIC}${key}`);
      await tx
        .update(videoProcessingAttempts)
        .set({ prefix: `${PUBLIC}${attempt.prefix}`, keys: attempt.keys.map((key) => `${PUBLIC}${key}`) })
        .where(
          and(
            eq(videoProcessingAttempts.videoId, videoId),
            eq(videoProcessingAttempts.attempt, attempt.attempt),
          ),
        );
      await tx
        .update(videos)
        .set({
          processedUrl: `${PUBLIC}${processedUrl}`,
          thumbnailUrl: thumbnailUrl && `${PUBLIC}${thumbnailUrl}`,
          videoUrl: `${PUBLIC}${videoUrl}`,
        })
        .where(eq(videos.id, videoId));
      return attempt.keys;
    });
    // After the commit: readers now get the public keys. A key left behind costs storage only.
    for (const key of privateKeys) {
      await storage.delete(key).catch((error: unknown) => {
        deps.log?.(
          `could not remove private copy ${key}: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
    }
  }

  return { publishIfApproved };
}

export type VideoPublication = ReturnType<typeof createVideoPublication>;
