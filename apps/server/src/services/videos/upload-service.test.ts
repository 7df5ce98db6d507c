import { afterAll, beforeAll, expect, it } from 'vitest';
import { userActor } from '../../../test/actors.ts';
import { createTestApp } from '../../../test/app.ts';
import { createUploadService } from './upload-service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

/** A creator, and an upload service on a clock the test moves. */
async function creatorWithClock(email: string) {
  const { userId } = await t.signedInUser(email);
  const clock = { now: Date.now() };
  const uploads = createUploadService({
    db: t.database.db,
    storage: t.services.storage,
    maxUploadBytes: 1024 ** 3,
    now: () => new Date(clock.now),
  });
  return { creator: userActor(userId, 'creator'), clock, uploads };
}

it('removes uploads abandoned for a day, unfinished or finished but never made a video', async () => {
  const { creator, clock, uploads } = await creatorWithClock('creator@example.com');
  const video = Buffer.from('not probed here');
  const unfinished = await uploads.start(creator, {
    fileName: 'a.mp4',
    contentType: 'video/mp4',
    size: 1024,
  });
  await t.services.storage.uploadPart(unfinished.key, unfinished.uploadId, 1, video);
  const finished = await uploads.start(creator, {
    fileName: 'b.mp4',
    contentType: 'video/mp4',
    size: video.length,
  });
  const part = await t.services.storage.uploadPart(finished.key, finished.uploadId, 1, video);
  await uploads.complete(creator, finished.uploadId, { parts: [{ PartNumber: 1, ETag: part.etag }] });

  // Within the day nothing is touched.
  expect(await uploads.removeAbandoned()).toBe(0);
  expect(await t.services.storage.head(finished.key)).toBeDefined();

  clock.now += DAY_MS + 60_000;
  expect(await uploads.removeAbandoned()).toBe(2);
  expect(await t.services.storage.head(finished.key)).toBeUndefined();
  await expect(t.services.storage.listParts(unfinished.key, unfinished.uploadId)).rejects.toThrow();
  expect(await uploads.removeAbandoned()).toBe(0);
});

it('lets a creator start 30 uploads an hour, and says when the next one may start', async () => {
  const { creator, clock, uploads } = await creatorWithClock('busy-creator@example.com');
  const file = { fileName: 'clip.mp4', contentType: 'video/mp4', size: 1024 };
  // A refused file costs nothing: the 30th start still goes through.
  for (let i = 0; i < 29; i++) await uploads.start(creator, file);
  await expect(uploads.start(creator, { ...file, size: 0 })).rejects.toMatchObject({
    code: 'BAD_USER_INPUT',
  });
  await uploads.start(creator, file);
  clock.now += 20 * 60_000;
  await expect(uploads.start(creator, file)).rejects.toMatchObject({
    code: 'RATE_LIMITED',
    status: 429,
    message: 'You have started too many uploads. Try again in 40 minutes.',
  });
  // Other creators upload on; the creator may again once the hour is over.
  const other = await t.signedInUser('other-creator@example.com');
  await uploads.start(userActor(other.userId, 'creator'), file);
  clock.now += 40 * 60_000;
  await uploads.start(creator, file);
});
