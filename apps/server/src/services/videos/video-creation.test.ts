import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { VIDEO_CATEGORIES } from '@reelboard/shared/categories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousReader, nobody } from '../../../test/actors.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { lyingClip } from '../../../test/lying-mp4.ts';
import { insertUser } from '../../../test/users.ts';
import { uploadSessions } from '../../db/upload-schema.ts';
import { videos } from '../../db/video-schema.ts';
import { createMediaTools } from '../../media/ffmpeg.ts';
import { createChanges } from '../../realtime/changes.ts';
import { createEventBus } from '../../realtime/event-bus.ts';
import { createPgListener } from '../../realtime/pg-listener.ts';
import { createLocalDiskStorage } from '../../storage/local-disk-storage.ts';
import type { UserActor } from '../actors.ts';
import { createUploadService } from './upload-service.ts';
import { createVideoCreation } from './video-creation.ts';
import { createVideoService } from './video-service.ts';

// The video creation service called directly, with real ffprobe on tiny clips made by real
// ffmpeg. The GraphQL input (fields a client may not set) is in video-processing.test.ts.
const run = promisify(execFile);
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const NOW = new Date('2026-05-01T12:00:00Z');

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
let storage: ReturnType<typeof createLocalDiskStorage>;
let uploads: ReturnType<typeof createUploadService>;
let listener: ReturnType<typeof createPgListener>;
let creation: ReturnType<typeof createVideoCreation>;
let enqueued: string[];
let admin: UserActor;
let creator: UserActor;
let viewer: UserActor;
let clips: Record<'short' | 'tooLong' | 'audioOnly' | 'noise', string>;

async function ffmpeg(name: string, args: string[]): Promise<string> {
  const file = path.join(dataDir, name);
  await run('ffmpeg', ['-v', 'error', '-y', ...args, file]);
  return file;
}

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'reelboard-creation-'));
  storage = createLocalDiskStorage({
    rootDir: path.join(dataDir, 'storage'),
    publicUrl: 'http://localhost:3000',
    secret: 'test',
  });
  uploads = createUploadService({ db: database.db, storage, maxUploadBytes: 10 * 1024 ** 2 });
  listener = createPgListener(database.pool);
  enqueued = [];
  creation = createVideoCreation({
    db: database.db,
    storage,
    media: createMediaTools({ ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe' }),
    uploads,
    changes: createChanges({ events: createEventBus(listener) }),
    enqueue: async (videoId) => {
      enqueued.push(videoId);
    },
    workDir: path.join(dataDir, 'processing'),
    byId: createVideoService({
      db: database.db,
      viewerSecret: 'test',
    }).byId,
    now: () => NOW,
  });
  [admin, creator, viewer] = await Promise.all([
    insertUser(database.db, 'admin'),
    insertUser(database.db, 'creator', 'maker'),
    insertUser(database.db, 'viewer'),
  ]);
  const x264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
  const noise = path.join(dataDir, 'noise.mp4');
  await writeFile(noise, randomBytes(32 * 1024));
  clips = {
    short: await ffmpeg('short.mp4', ['-f', 'lavfi', '-i', 'testsrc2=size=16x16:rate=5:duration=1', ...x264]),
    // One second over the limit, at one frame a second: small and quick to make.
    tooLong: await ffmpeg('long.mp4', ['-f', 'lavfi', '-i', 'color=size=16x16:rate=1:duration=601', ...x264]),
    audioOnly: await ffmpeg('sound.mp4', ['-f', 'lavfi', '-i', 'sine=duration=1', '-c:a', 'aac']),
    noise,
  };
});
afterAll(async () => {
  await listener.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

// A completed one-part upload, as the browser leaves it before calling createVideo.
async function uploaded(owner: UserActor, file: string): Promise<string> {
  const body = await readFile(file);
  const { uploadId, key } = await uploads.start(owner, {
    fileName: path.basename(file),
    contentType: 'video/mp4',
    size: body.length,
  });
  const part = await storage.uploadPart(key, uploadId, 1, body);
  await uploads.complete(owner, uploadId, { parts: [{ PartNumber: 1, ETag: part.etag }] });
  return key;
}

const input = (videoUrl: string) => ({ title: 'My clip', category: 'Business', videoUrl });
const sessionOf = async (key: string) =>
  (await database.db.select().from(uploadSessions).where(eq(uploadSessions.key, key)))[0];
const videosOf = (key: string) => database.db.select().from(videos).where(eq(videos.videoUrl, key));

describe('who may create', () => {
  it('refuses everyone but creators and admins, and the upload stays claimable', async () => {
    const key = await uploaded(creator, clips.short);
    for (const actor of [nobody, anonymousReader, viewer]) {
      await expect(creation.create(actor, input(key))).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: 'You do not have permission to upload videos.',
      });
    }
    // Another creator cannot use it either: it is not their upload.
    const otherCreator = await insertUser(database.db, 'creator');
    await expect(creation.create(otherCreator, input(key))).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'The upload has not been completed.',
    });
    expect(await sessionOf(key)).toMatchObject({ status: 'completed' });
    expect(await videosOf(key)).toEqual([]);
    expect(enqueued).toEqual([]);

    const publishAt = new Date(NOW.getTime() + 86_400_000);
    const video = await creation.create(creator, { ...input(key), publishAt });
    expect(video.creatorId).toBe(creator.userId);
    // Scheduled: not public before that time, even once approved (ADR 0039).
    expect(video.publishAt).toEqual(publishAt);
    expect(video).not.toHaveProperty('creatorEmail');
    expect(await sessionOf(key)).toMatchObject({ status: 'used' });
  });

  it("lets admins create from their own upload, and shows them the uploader's e-mail", async () => {
    const key = await uploaded(admin, clips.short);
    const video = await creation.create(admin, input(key));
    expect(video).toMatchObject({ creatorId: admin.userId, creatorEmail: admin.email });
  });
});

describe('the video made', () => {
  it('is pending, measured by ffprobe, expires in a year and is queued for processing once', async () => {
    const key = await uploaded(creator, clips.short);
    const queuedBefore = enqueued.length;
    const video = await creation.create(creator, {
      title: '  Morning pitch ',
      description: 'Take two',
      category: 'innovation',
      tags: ['Demo', 'demo', 'pitch'],
      videoUrl: key,
    });
    expect(video).toMatchObject({
      title: 'Morning pitch',
      description: 'Take two',
      category: 'Innovation',
      tags: ['demo', 'pitch'],
      videoUrl: key,
      origin: 'upload',
      creatorId: creator.userId,
      creatorUsername: 'maker',
      isApproved: false,
      isActive: true,
      processingStatus: 'pending',
      views: 0,
      uploadDate: NOW,
      expiryDate: new Date(NOW.getTime() + YEAR_MS),
    });
    expect(video.durationSeconds).toBeCloseTo(1, 1);
    expect(enqueued.slice(queuedBefore)).toEqual([video.id]);
  });

  it('comes from one upload once, even when asked for twice at the same time', async () => {
    const key = await uploaded(creator, clips.short);
    const results = await Promise.allSettled([
      creation.create(creator, input(key)),
      creation.create(creator, input(key)),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((result) => result.status === 'rejected');
    expect(refused?.reason).toMatchObject({ message: 'The upload has not been completed.' });
    const made = await videosOf(key);
    expect(made).toHaveLength(1);
    expect(enqueued.filter((id) => id === made[0]?.id)).toHaveLength(1);
    await expect(creation.create(creator, input(key))).rejects.toMatchObject({
      message: 'The upload has not been completed.',
    });
  });
});

describe('refusals', () => {
  it('explains each invalid field before claiming the upload', async () => {
    const key = await uploaded(creator, clips.short);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: ' ' }, 'Title is required.'],
      [{ category: 'Cooking' }, `Category must be one of ${VIDEO_CATEGORIES.join(', ')}.`],
      [{ category: null }, `Category must be one of ${VIDEO_CATEGORIES.join(', ')}.`],
      [{ tags: ['<script>'] }, 'Tags may contain letters, digits, spaces, - and _ only.'],
      [{ videoUrl: '' }, 'No file selected or file name is missing.'],
      [{ videoUrl: 'public/videos/someone/else.mp4' }, 'The upload has not been completed.'],
      // Scheduled publishing (ADR 0039).
      [{ publishAt: new Date(NOW.getTime() - 1000) }, 'Choose a publish time in the future.'],
      [
        { publishAt: new Date(NOW.getTime() + 400 * 86_400_000) },
        'Choose a publish time within a year from now.',
      ],
    ];
    for (const [change, message] of cases) {
      await expect(creation.create(creator, { ...input(key), ...change })).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        message,
      });
    }
    expect(await sessionOf(key)).toMatchObject({ status: 'completed' });
    expect(await videosOf(key)).toEqual([]);
  });

  it('refuses a 601-second clip with the exact message and removes the file and the upload', async () => {
    const key = await uploaded(creator, clips.tooLong);
    const queuedBefore = enqueued.length;
    await expect(creation.create(creator, input(key))).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Video is too long. Maximum allowed length is 10 minutes.',
    });
    expect(await storage.head(key)).toBeUndefined();
    expect(await sessionOf(key)).toBeUndefined();
    expect(await videosOf(key)).toEqual([]);
    expect(enqueued.length).toBe(queuedBefore);
  });

  it('refuses a 10:01 clip whose header claims 9:00: the length is measured from the streams', async () => {
    const key = await uploaded(creator, await lyingClip(path.join(dataDir, 'lying.mp4')));
    await expect(creation.create(creator, input(key))).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Video is too long. Maximum allowed length is 10 minutes.',
    });
    expect(await storage.head(key)).toBeUndefined();
    expect(await videosOf(key)).toEqual([]);
  });

  it('refuses files without a video stream and removes them', async () => {
    for (const file of [clips.noise, clips.audioOnly]) {
      const key = await uploaded(creator, file);
      await expect(creation.create(creator, input(key))).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'The file is not a video that can be played.',
      });
      expect(await storage.head(key)).toBeUndefined();
      expect(await sessionOf(key)).toBeUndefined();
      expect(await videosOf(key)).toEqual([]);
    }
  });

  it('leaves no probe folders behind', async () => {
    expect(await readdir(path.join(dataDir, 'processing'))).toEqual([]);
  });
});
