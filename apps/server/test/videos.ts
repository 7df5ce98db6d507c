import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../src/db/client.ts';
import { videos } from '../src/db/video-schema.ts';
import { createVideoPublication } from '../src/services/videos/video-publication.ts';
import { createLocalDiskStorage } from '../src/storage/local-disk-storage.ts';

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

/** Publication of approved videos' media, on a local disk of its own (under the OS's temp folder). */
export function testPublication(db: Database) {
  const storage = createLocalDiskStorage({
    rootDir: path.join(tmpdir(), `reelboard-publication-${process.pid}-${++counter}`),
    publicUrl: 'http://localhost:3000',
    secret: 'publication-test-secret',
  });
  return createVideoPublication({ db, storage });
}
