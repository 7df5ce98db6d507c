import type { Database } from '../src/db/client.ts';
import { videos } from '../src/db/video-schema.ts';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
let counter = 0;

// Inserts a video row as an upload, approved and public unless told otherwise.
export async function insertVideo(
  db: Database,
  overrides: Partial<typeof videos.$inferInsert> = {},
): Promise<typeof videos.$inferSelect> {
  counter += 1;
  const [row] = await db
    .insert(videos)
    .values({
      title: `Video ${counter}`,
      videoUrl: `public/videos/test/${counter}.mp4`,
      thumbnailUrl: `public/videos/test/${counter}.jpg`,
      category: 'Business',
      expiryDate: new Date(Date.now() + YEAR_MS),
      isApproved: true,
      processingStatus: 'ready',
      durationSeconds: 12.3,
      uploadDate: new Date(Date.UTC(2025, 5, 1) + counter * 60_000),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}
