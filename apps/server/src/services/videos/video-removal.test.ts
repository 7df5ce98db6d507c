import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { waitFor } from '../../../test/processing.ts';
import { insertVideo } from '../../../test/videos.ts';
import { videoProcessingAttempts } from '../../db/upload-schema.ts';
import { createVideoRemoval } from './video-removal.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.signedInUser>>;
let creator: Awaited<ReturnType<typeof t.signedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  [admin, creator] = [await t.signedInUser('remover@example.com'), await t.signedInUser('maker@example.com')];
  await t.services.profiles.setLevel(admin.userId, 'admin');
});
afterAll(() => t.close());

const MODERATE = `mutation($input: ModerateContentInput!) { moderateContent(input: $input) { action } }`;

/** A processed public video with two attempts' outputs and an upload in the store. */
async function storedVideo() {
  const video = await insertVideo(t.database.db, {
    creatorId: creator.userId,
    processingStatus: 'processing',
  });
  const prefix = (attempt: number) => `videos/${creator.userId}/${video.id}/${attempt}/`;
  const outputs = [
    'master.m3u8',
    'hls/240p/index.m3u8',
    'hls/240p/segment_000.ts',
    'video.mp4',
    'thumbnail.jpg',
  ];
  const keys = [1, 2].flatMap((attempt) => outputs.map((file) => `${prefix(attempt)}${file}`));
  const upload = `uploads/${creator.userId}/${video.id}.mp4`;
  for (const key of [...keys, upload]) {
    await t.services.storage.put(key, Readable.from([Buffer.from(key)]), 'application/octet-stream');
  }
  await t.database.db.insert(videoProcessingAttempts).values(
    [1, 2].map((attempt) => ({
      videoId: video.id,
      attempt,
      prefix: prefix(attempt),
      keys: keys.filter((key) => key.startsWith(prefix(attempt))),
    })),
  );
  // Attempt 2 is the one the video shows; attempt 1 died, its outputs not yet cleaned up.
  await t.database.db.$client.query(
    `update videos set processing_status = 'ready', processed_url = $2, video_url = $3, thumbnail_url = $4 where id = $1`,
    [video.id, `${prefix(2)}master.m3u8`, `${prefix(2)}video.mp4`, `${prefix(2)}thumbnail.jpg`],
  );
  return { video, keys, upload };
}

const present = async (keys: string[]) =>
  (
    await Promise.all(keys.map(async (key) => ((await t.services.storage.head(key)) ? key : undefined)))
  ).filter(Boolean);

it("a moderation delete takes the video's media off the gate at once and out of the store by a job", async () => {
  const { video, keys } = await storedVideo();
  const segment = `/media/${keys[7]}`;
  expect((await t.app.inject({ method: 'GET', url: segment })).statusCode).toBe(200);
  await t.services.jobs.startWorker();
  try {
    const deleted = await t.graphql(
      MODERATE,
      { input: { targetType: 'VIDEO', targetId: video.id, action: 'DELETE', reason: 'Stolen' } },
      { token: admin.accessToken },
    );
    expect(deleted.body.errors).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: segment })).statusCode).toBe(403);
    await waitFor(async () => ((await present(keys)).length === 0 ? true : undefined), 20_000);
  } finally {
    await t.services.jobs.stop();
  }
  const pending = await t.database.db.$client.query('select count(*)::int as n from video_media_removals');
  expect(pending.rows[0]?.n).toBe(0);
}, 40_000);

it('keeps what a failed run could not remove, and a later run finishes without error', async () => {
  const { video, keys, upload } = await storedVideo();
  // Never processed: the row still points at the upload, which goes too.
  await t.database.db.$client.query(`update videos set video_url = $2 where id = $1`, [video.id, upload]);
  let failOn: string | undefined = keys[3];
  const flaky = {
    delete: async (key: string) => {
      if (key === failOn) throw new Error('the store is unreachable');
      await t.services.storage.delete(key);
    },
  };
  const removal = createVideoRemoval({ db: t.database.db, storage: flaky, jobs: { send: async () => {} } });
  expect(await removal.deleteVideo(video.id)).toBe(true);
  expect(await removal.deleteVideo(video.id)).toBe(false);

  await expect(removal.removeDeletedMedia()).rejects.toThrow('the store is unreachable');
  expect(await present([...keys, upload])).toContain(keys[3]);
  failOn = undefined;
  expect(await removal.removeDeletedMedia()).toBe(1);
  expect(await present([...keys, upload])).toEqual([]);
  expect(await removal.removeDeletedMedia()).toBe(0);
});
