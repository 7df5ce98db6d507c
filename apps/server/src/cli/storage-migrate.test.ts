import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { testPng, uploadImage } from '../../test/image-upload.ts';
import {
  createVideoAs,
  makeTestClip,
  type TestUser,
  uploadFile,
  videoWithStatus,
} from '../../test/processing.ts';
import { S3_TEST_BUCKET, s3Settings, startS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { createS3Storage } from '../storage/s3-storage.ts';
import type { Storage } from '../storage/storage.ts';
import { migrateStorage } from './storage-migrate.ts';

// A site on the local disk with an uploaded and processed video, an avatar and a post
// image moves to a bucket; started on the bucket with the same database, it serves the
// same media.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let work: string;
let s3: TestS3Server;
let site: TestApp;
let bucket: Storage;
let creator: TestUser;
const media: { video: string; avatar: string; postImage: string } = { video: '', avatar: '', postImage: '' };

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'reelboard-migrate-'));
  s3 = await startS3Server(path.join(work, 's3'));
  bucket = createS3Storage({
    bucket: S3_TEST_BUCKET,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: {
      accessKeyId: s3Settings(s3).S3_ACCESS_KEY_ID,
      secretAccessKey: s3Settings(s3).S3_SECRET_ACCESS_KEY,
    },
  });
  site = await createTestApp();
  creator = await site.signedInUser('mover@example.com');
  await site.services.profiles.setLevel(creator.userId, 'creator');

  const key = await uploadFile(site, creator, await makeTestClip(work, 'clip.mp4', '320x240', 2));
  await site.services.jobs.startWorker();
  const created = await createVideoAs(site, creator, { videoUrl: key });
  const id = String((created.body.data?.createVideo as { id?: string } | undefined)?.id);
  media.video = String((await videoWithStatus(site, id, 'ready', 90_000)).processedUrl);
  const image = await testPng();
  media.avatar = (
    await uploadImage(site, creator.accessToken, '/api/profile/avatar', image)
  ).json().avatarUrl;
  media.postImage = (await uploadImage(site, creator.accessToken, '/api/posts/image', image)).json().imageUrl;
}, 150_000);
afterAll(async () => {
  await site?.close();
  await s3?.close();
  await rm(work, { recursive: true, force: true });
});

async function migrate(stopAfter?: number) {
  const out: string[] = [];
  const progress: string[] = [];
  const stop = new AbortController();
  const code = await migrateStorage(
    {
      from: site.services.localDiskStorage as NonNullable<TestApp['services']['localDiskStorage']>,
      to: bucket,
    },
    {
      out: (line) => out.push(line),
      progress: (line) => {
        progress.push(line);
        const done = Number(/ (\d+)\/\d+ objects/.exec(line)?.[1]);
        if (stopAfter !== undefined && done >= stopAfter) stop.abort();
      },
      signal: stop.signal,
    },
  );
  return { code, out: out.join('\n'), progress };
}

describe('reelboard storage migrate', () => {
  it('copies every object, continues an interrupted run and copies nothing twice', async () => {
    const total = (await site.services.localDiskStorage?.listObjects())?.length ?? 0;
    // The video's ladder, MP4 and thumbnail, the avatar and the post image.
    expect(total).toBeGreaterThan(5);

    const interrupted = await migrate(2);
    expect(interrupted.code).toBe(1);
    expect(interrupted.out).toMatch(
      /^Copied \d+ objects, 0 already in the bucket, 0 failed; \d+ left: run it again/,
    );
    expect(interrupted.progress[0]).toMatch(/^\[-{30}\] 0% {2}0\/\d+ objects/);

    const resumed = await migrate();
    expect(resumed.code).toBe(0);
    const [, copied, skipped] =
      /^Copied (\d+) objects, (\d+) already in the bucket, 0 failed\.$/.exec(resumed.out) ?? [];
    expect(Number(skipped)).toBeGreaterThanOrEqual(2);
    expect(Number(copied) + Number(skipped)).toBe(total);
    expect(resumed.progress.at(-1)).toMatch(new RegExp(`^\\[#{30}\\] 100% {2}${total}/${total} objects`));

    expect((await migrate()).out).toBe(`Copied 0 objects, ${total} already in the bucket, 0 failed.`);
  });

  it('leaves a site that serves the same media from the bucket', async () => {
    const moved = await createTestApp(s3Settings(s3), { databaseUrl: site.database.url });
    try {
      // The unapproved video's media are private: signed links; the images are public.
      const links = [
        await moved.services.storage.signedReadUrl(media.video),
        moved.services.storage.publicUrl(media.avatar),
        moved.services.storage.publicUrl(media.postImage),
      ];
      for (const [index, key] of [media.video, media.avatar, media.postImage].entries()) {
        const url = String(links[index]);
        expect(url.startsWith(`${s3.endpoint}/${S3_TEST_BUCKET}/`)).toBe(true);
        const served = await fetch(url);
        expect(served.status).toBe(200);
        expect(Buffer.from(await served.arrayBuffer()).length).toBe(
          (await site.services.storage.head(key))?.size,
        );
      }
    } finally {
      await moved.close();
    }
  });
});
