import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { videos } from '../../db/video-schema.ts';
import { sampleKeys, sampleVideoSeeder } from './sample-seeder.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let scratch: string;
beforeAll(async () => {
  t = await createTestApp();
  scratch = await mkdtemp(path.join(tmpdir(), 'reelboard-probe-'));
});
afterAll(async () => {
  await t.close();
  await rm(scratch, { recursive: true, force: true });
});

const context = () => ({ db: t.database.db, services: t.services });

it('creates 16 playable samples once, even when two seeders start together', {
  timeout: 120_000,
}, async () => {
  const results = await Promise.all([sampleVideoSeeder.run(context()), sampleVideoSeeder.run(context())]);
  expect(results.sort()).toEqual(['16 videos, 0 new', '16 videos, 16 new']);
  expect(await sampleVideoSeeder.run(context())).toBe('16 videos, 0 new');

  const rows = await t.database.db.select().from(videos).where(eq(videos.origin, 'sample'));
  expect(rows).toHaveLength(16);
  for (const category of ['Business', 'Lifestyle', 'Beauty', 'Innovation']) {
    const ofCategory = rows.filter((row) => row.category === category);
    expect(ofCategory).toHaveLength(4);
    expect(ofCategory.filter((row) => row.isFeatured)).toHaveLength(1);
    expect(ofCategory.filter((row) => row.isTrending)).toHaveLength(1);
  }
  for (const row of rows) {
    expect(row).toMatchObject({
      isApproved: true,
      isActive: true,
      source: 'other',
      processingStatus: 'ready',
    });
    expect(row.expiryDate.toISOString()).toBe('2025-12-31T00:00:00.000Z');
    expect(row.durationSeconds).toBeGreaterThanOrEqual(5);
    expect(row.durationSeconds).toBeLessThanOrEqual(15);
  }
});

it('stores real videos and JPEG thumbnails: ffprobe finds a video stream and a duration', async () => {
  const [row] = await t.database.db.select().from(videos).where(eq(videos.sourceId, 'beauty-2'));
  const keys = sampleKeys('beauty-2');
  expect(row).toMatchObject({ videoUrl: keys.video, thumbnailUrl: keys.thumbnail });
  const file = path.join(scratch, 'sample.mp4');
  const stored = await t.services.storage.get(keys.video);
  if (!stored) throw new Error('sample video not stored');
  await pipeline(stored.body, createWriteStream(file));
  const probe = await t.services.media.probe(file);
  expect(probe.hasVideo).toBe(true);
  expect(probe.hasAudio).toBe(true);
  expect(probe.durationSeconds).toBeGreaterThan(0);
  expect(probe.durationSeconds).toBeCloseTo(row?.durationSeconds ?? 0, 1);
  const thumbnail = await t.services.storage.head(keys.thumbnail);
  expect(thumbnail?.contentType).toBe('image/jpeg');
  expect(thumbnail?.size).toBeGreaterThan(1000);
});

it('shows the samples to anonymous readers although their expiry date has passed', async () => {
  const result = await t.graphql(
    '{ listVideos { items { title } } }',
    {},
    { apiKey: t.secrets.publicApiKey },
  );
  expect((result.body.data?.listVideos as { items: unknown[] } | undefined)?.items).toHaveLength(16);
  const feed = await t.graphql(
    '{ homeFeed { featured { id } trending { id } latest { id } } }',
    {},
    { apiKey: t.secrets.publicApiKey },
  );
  const lists = feed.body.data?.homeFeed as Record<string, unknown[]>;
  expect([lists.featured?.length, lists.trending?.length, lists.latest?.length]).toEqual([4, 4, 4]);
});

it('refuses to call a file that is not a video a video', async () => {
  const file = path.join(scratch, 'not-a-video.mp4');
  await writeFile(file, 'hello, I am text');
  await expect(t.services.media.probe(file)).rejects.toThrow(/ffprobe failed/);
});

it('skips the samples with a clear message when ffmpeg is missing', async () => {
  const broken = await createTestApp({ FFMPEG_PATH: '/nonexistent/ffmpeg' });
  try {
    const result = await sampleVideoSeeder.run({ db: broken.database.db, services: broken.services });
    expect(result).toMatch(/^skipped: ffmpeg or ffprobe not found \(FFMPEG_PATH=\/nonexistent\/ffmpeg/);
    expect(await broken.database.db.select().from(videos)).toEqual([]);
  } finally {
    await broken.close();
  }
});
