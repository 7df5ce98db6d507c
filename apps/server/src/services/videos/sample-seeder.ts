import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { userProfiles, users } from '../../db/schema.ts';
import { videos } from '../../db/video-schema.ts';
import { inBatches } from '../../jobs/in-batches.ts';
import type { Media } from '../../media/ffmpeg.ts';
import { SAMPLE_EXPIRY, SAMPLE_VIDEOS, type SampleVideo } from '../../media/sample-catalog.ts';
import { generateSampleClip } from '../../media/samples.ts';
import type { SeedContext, Seeder } from '../seeder.ts';

// Samples belong to a built-in creator account, so that their creator page, follower
// count and Follow button work like everyone else's. Nobody can sign in as it: its
// password hash is not a hash.
const STUDIO_EMAIL = 'studio@reelboard.local';
const STUDIO_NAME = 'Reelboard Studio';
// Held while seeding, so two processes starting together generate each file once.
const SEED_LOCK_ID = 7_302_116;
const PARALLEL_CLIPS = 4;

export const sampleKeys = (slug: string) => ({
  video: `public/samples/${slug}.mp4`,
  thumbnail: `public/samples/${slug}.jpg`,
});

async function ensureStudio(context: SeedContext): Promise<string> {
  const { db } = context;
  await db
    .insert(users)
    .values({ email: STUDIO_EMAIL, name: STUDIO_NAME, passwordHash: '!', emailVerified: true })
    .onConflictDoNothing({ target: users.email });
  const [studio] = await db.select({ id: users.id }).from(users).where(eq(users.email, STUDIO_EMAIL));
  if (!studio) throw new Error('the studio account could not be created');
  await db
    .insert(userProfiles)
    .values({ userId: studio.id, email: STUDIO_EMAIL, username: STUDIO_NAME, level: 'creator' })
    .onConflictDoNothing({ target: userProfiles.userId });
  return studio.id;
}

// One sample: files first (skipped when stored already), then the row (skipped when there).
async function seedSample(context: SeedContext, media: Media, studioId: string, sample: SampleVideo) {
  const { db, services } = context;
  const keys = sampleKeys(sample.slug);
  const [existing] = await db
    .select({ id: videos.id })
    .from(videos)
    .where(and(eq(videos.origin, 'sample'), eq(videos.sourceId, sample.slug)));
  const [storedVideo, storedThumbnail] = await Promise.all([
    services.storage.head(keys.video),
    services.storage.head(keys.thumbnail),
  ]);
  if (existing && storedVideo && storedThumbnail) return false;

  const dir = await mkdtemp(path.join(tmpdir(), 'reelboard-sample-'));
  try {
    const files = await generateSampleClip(media, sample, dir);
    const probe = await media.probe(files.video);
    if (!probe.hasVideo || probe.durationSeconds <= 0)
      throw new Error(`sample ${sample.slug} is not a video`);
    for (const [key, file, type] of [
      [keys.video, files.video, 'video/mp4'],
      [keys.thumbnail, files.thumbnail, 'image/jpeg'],
    ] as const) {
      await services.storage.put(key, createReadStream(file), type, { size: (await stat(file)).size });
    }
    const values = {
      title: sample.title,
      description: sample.description,
      videoUrl: keys.video,
      thumbnailUrl: keys.thumbnail,
      source: 'other' as const,
      sourceId: sample.slug,
      origin: 'sample' as const,
      durationSeconds: probe.durationSeconds,
      uploadDate: sample.uploadDate,
      category: sample.category,
      tags: sample.tags,
      creatorId: studioId,
      isActive: true,
      expiryDate: SAMPLE_EXPIRY,
      isApproved: true,
      isFeatured: sample.isFeatured,
      isTrending: sample.isTrending,
      processingStatus: 'ready' as const,
      createdAt: sample.uploadDate,
      updatedAt: sample.uploadDate,
    };
    if (existing) {
      await db
        .update(videos)
        .set({ durationSeconds: probe.durationSeconds })
        .where(eq(videos.id, existing.id));
      return false;
    }
    await db.insert(videos).values(values).onConflictDoNothing();
    return true;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export const sampleVideoSeeder: Seeder = {
  name: 'sample videos',
  async run(context) {
    const media = context.services.media;
    if (!(await media.available())) {
      return `skipped: ffmpeg or ffprobe not found (FFMPEG_PATH=${media.tools.ffmpegPath}, FFPROBE_PATH=${media.tools.ffprobePath}); install ffmpeg and run \`npx reelboard seed\``;
    }
    const client = await context.db.$client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [SEED_LOCK_ID]);
      const studioId = await ensureStudio(context);
      let created = 0;
      await inBatches(SAMPLE_VIDEOS, PARALLEL_CLIPS, async (sample) => {
        if (await seedSample(context, media, studioId, sample)) created += 1;
      });
      // Every node composes its home feed afresh.
      await context.services.changes.made({ scopes: ['catalogue'] });
      return `${SAMPLE_VIDEOS.length} videos, ${created} new`;
    } finally {
      await client.query('select pg_advisory_unlock($1)', [SEED_LOCK_ID]).catch(() => {});
      client.release();
    }
  },
};
