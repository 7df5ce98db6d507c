import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import {
  createVideoAs,
  makeTestClip,
  type TestUser,
  uploadFile,
  videoRow,
  videoWithStatus,
} from '../../../test/processing.ts';
import { videoProcessingAttempts } from '../../db/upload-schema.ts';
import { candidatesOf } from './thumbnail-candidates.ts';

// Thumbnails against PostgreSQL, the local store and real ffmpeg, through the GraphQL and
// REST routes the browser uses: the frames processing makes, choosing one, uploading an
// image, who may, and what anonymous readers see next (through the public response cache).

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let creator: TestUser;
let other: TestUser;
let admin: TestUser;
let clips: string;
let videoId: string;

const CHOOSE = `mutation ($videoId: ID!, $frame: Int!) {
  chooseVideoThumbnail(videoId: $videoId, frame: $frame) { id thumbnailUrl }
}`;
const READ = `query ($id: ID!) {
  getVideo(id: $id) { thumbnailUrl thumbnailCandidates { frame atSeconds url isCurrent } }
}`;

const choose = (user: TestUser | undefined, frame: number) =>
  t.graphql(
    CHOOSE,
    { videoId, frame },
    user ? { token: user.accessToken } : { apiKey: t.secrets.publicApiKey },
  );
const read = (user?: TestUser) =>
  t.graphql(READ, { id: videoId }, user ? { token: user.accessToken } : { apiKey: t.secrets.publicApiKey });
type Answer = Awaited<ReturnType<TestApp['graphql']>>;
type ReadVideo = { thumbnailUrl: string; thumbnailCandidates: { url: string; isCurrent: boolean }[] };
const dataOf = <T>(answer: Answer, field: string) => (answer.body.data?.[field] ?? {}) as T;
const readVideo = async (user?: TestUser) => dataOf<ReadVideo>(await read(user), 'getVideo');
const thumbnailKey = async () => (await videoRow(t, videoId))?.thumbnailUrl;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();

function uploadImage(user: TestUser | undefined, file: Buffer, id = videoId) {
  const boundary = '----thumbs';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/videos/${id}/thumbnail`,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(user && { authorization: `Bearer ${user.accessToken}` }),
    },
    payload,
  });
}

beforeAll(async () => {
  clips = await mkdtemp(path.join(tmpdir(), 'reelboard-thumbs-'));
  t = await createTestApp(
    {},
    { processingOptions: { timeoutMs: 120_000, retryLimit: 1, heartbeatSeconds: 10 } },
  );
  [creator, other, admin] = await Promise.all([
    t.signedInUser('thumb-maker@example.com'),
    t.signedInUser('thumb-other@example.com'),
    t.signedInUser('thumb-admin@example.com'),
  ]);
  await t.services.profiles.setLevel(creator.userId, 'creator');
  await t.services.profiles.setLevel(other.userId, 'creator');
  await t.services.profiles.setLevel(admin.userId, 'admin');
  await t.services.jobs.startWorker();
  const key = await uploadFile(t, creator, await makeTestClip(clips, 'eight.mp4', '320x240', 8));
  const created = await createVideoAs(t, creator, { videoUrl: key });
  videoId = dataOf<{ id: string }>(created, 'createVideo').id;
  await videoWithStatus(t, videoId, 'ready', 90_000);
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(clips, { recursive: true, force: true });
});

describe('processing', () => {
  it('makes eight frames spread over the video, stored beside its outputs and recorded', async () => {
    const row = await videoRow(t, videoId);
    const folder = String(row?.processedUrl).replace(/master\.m3u8$/, '');
    const candidates = await candidatesOf(t.database.db, videoId);
    expect(candidates.map((candidate) => candidate.frame)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(candidates.map((candidate) => candidate.atSeconds)).toEqual([
      0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5,
    ]);
    const images = await Promise.all(
      candidates.map(async (candidate) => {
        expect(candidate.storageKey).toBe(`${folder}frame-${candidate.frame + 1}.jpg`);
        const stored = await t.services.storage.get(candidate.storageKey);
        const chunks: Buffer[] = [];
        for await (const chunk of stored?.body ?? []) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      }),
    );
    const first = await sharp(images[0]).metadata();
    expect([first.format, first.width, first.height]).toEqual(['jpeg', 320, 240]);
    // Different moments of a moving test picture: different pictures.
    expect(new Set(images.map((image) => image.toString('base64'))).size).toBe(8);
    // The default thumbnail stays the one processing always made.
    expect(row?.thumbnailUrl).toBe(`${folder}thumbnail.jpg`);
  });

  it('shows the frames to the uploader and admins only', async () => {
    const frames = (await readVideo(creator)).thumbnailCandidates;
    expect(frames).toHaveLength(8);
    expect(frames[0]?.url).toMatch(/frame-1\.jpg/);
    expect((await readVideo(admin)).thumbnailCandidates).toHaveLength(8);
    // Approved, everyone sees the video, but not its frames to choose from.
    await t.graphql(
      `mutation ($id: ID!) { updateVideo(input: { id: $id, isApproved: true }) { id } }`,
      { id: videoId },
      {
        token: admin.accessToken,
      },
    );
    expect((await readVideo(other)).thumbnailCandidates).toEqual([]);
    expect((await readVideo()).thumbnailCandidates).toEqual([]);
  });
});

describe('choosing a frame', () => {
  it('applies at once for anonymous readers, under the frame own key', async () => {
    const before = await readVideo();
    expect(before.thumbnailUrl).toMatch(/\/media\/videos\/.+\/thumbnail\.jpg$/);
    const chosen = await choose(creator, 3);
    expect(chosen.body.errors).toBeUndefined();
    expect(await thumbnailKey()).toMatch(/\/frame-4\.jpg$/);
    const after = await readVideo();
    expect(after.thumbnailUrl).toMatch(/\/media\/videos\/.+\/frame-4\.jpg$/);
    // The media gate serves it to anyone while the video is public.
    const image = await t.app.inject({ method: 'GET', url: new URL(after.thumbnailUrl).pathname });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/jpeg']);
    const own = await readVideo(creator);
    expect(own.thumbnailCandidates.map((frame) => frame.isCurrent).indexOf(true)).toBe(3);
  });

  it('lets an admin choose, and refuses other members, visitors and frames that do not exist', async () => {
    expect((await choose(admin, 5)).body.errors).toBeUndefined();
    expect(await thumbnailKey()).toMatch(/\/frame-6\.jpg$/);
    expect((await choose(other, 1)).body.errors?.[0]?.message).toBe(
      'You can only change the thumbnail of your own videos.',
    );
    expect((await choose(undefined, 1)).body.errors?.[0]?.message).toBeDefined();
    expect((await choose(creator, 42)).body.errors?.[0]?.message).toBe(
      'That frame does not exist. Choose one of the frames shown.',
    );
    expect(await thumbnailKey()).toMatch(/\/frame-6\.jpg$/);
  });
});

describe('uploading an image', () => {
  it('re-encodes it as WebP under a new key each time, and removes the replaced upload', async () => {
    const first = await uploadImage(creator, await png(1600, 900));
    expect(first.statusCode).toBe(200);
    const firstKey = first.json().thumbnailUrl as string;
    expect(firstKey).toMatch(
      new RegExp(`^videos/${creator.userId}/${videoId}/\\d+/thumbnails/[0-9a-f-]{36}\\.webp$`),
    );
    const stored = await t.services.storage.get(firstKey);
    const chunks: Buffer[] = [];
    for await (const chunk of stored?.body ?? []) chunks.push(chunk as Buffer);
    const meta = await sharp(Buffer.concat(chunks)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1280, 720]);
    expect((await readVideo()).thumbnailUrl).toContain(firstKey);

    const second = await uploadImage(creator, await png(400, 700));
    expect(second.statusCode).toBe(200);
    const secondKey = second.json().thumbnailUrl as string;
    expect(secondKey).not.toBe(firstKey);
    expect(await thumbnailKey()).toBe(secondKey);
    expect(await t.services.storage.head(firstKey)).toBeUndefined();
    expect((await readVideo()).thumbnailUrl).toContain(secondKey);
    // Recorded with the attempt's outputs, so the video's removal deletes it.
    const [attempt] = await t.database.db
      .select({ keys: videoProcessingAttempts.keys })
      .from(videoProcessingAttempts)
      .where(eq(videoProcessingAttempts.videoId, videoId))
      .orderBy(desc(videoProcessingAttempts.attempt))
      .limit(1);
    expect(attempt?.keys).toEqual(expect.arrayContaining([firstKey, secondKey]));
  });

  it('refuses other members, visitors, files that are not images and tiny images, changing nothing', async () => {
    const current = await thumbnailKey();
    const stranger = await uploadImage(other, await png(640, 360));
    expect([stranger.statusCode, stranger.json().message]).toEqual([
      403,
      'You can only change the thumbnail of your own videos.',
    ]);
    expect((await uploadImage(undefined, await png(640, 360))).statusCode).toBeGreaterThanOrEqual(400);
    const garbage = await uploadImage(creator, randomBytes(4096));
    expect([garbage.statusCode, garbage.json().message]).toEqual([
      400,
      'That file is not an image: upload a JPEG, PNG, WebP or GIF.',
    ]);
    const tiny = await uploadImage(creator, await png(120, 60));
    expect([tiny.statusCode, tiny.json().message]).toEqual([
      400,
      'The image is too small: it must be at least 160 × 90 pixels.',
    ]);
    const missing = await uploadImage(creator, await png(640, 360), '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(await thumbnailKey()).toBe(current);
  });
});
