import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import {
  childProcesses,
  createVideoAs,
  makeTestClip,
  videoRow as processingVideoRow,
  secondWorker,
  settledJobStates,
  type TestUser,
  uploadFile,
  videoWithStatus,
  waitFor,
} from '../../../test/processing.ts';
import { videoProcessingAttempts } from '../../db/upload-schema.ts';

const run = promisify(execFile);
type User = TestUser;

let t: Awaited<ReturnType<typeof createTestApp>>;
let creator: User;
let viewer: User;
let clips: string;

const options = {
  timeoutMs: 120_000,
  retryLimit: 2,
  heartbeatSeconds: 10,
};
const superviseIntervalSeconds = 1;

async function clip(name: string, args: string[]): Promise<string> {
  const file = path.join(clips, name);
  await run('ffmpeg', ['-v', 'error', '-y', ...args, file]);
  return file;
}
const testClip = (name: string, size: string, seconds: number) => makeTestClip(clips, name, size, seconds);

beforeAll(async () => {
  clips = await mkdtemp(path.join(tmpdir(), 'reelboard-clips-'));
  t = await createTestApp({}, { processingOptions: options, superviseIntervalSeconds });
  creator = await t.signedInUser('maker@example.com');
  viewer = await t.signedInUser('watcher@example.com');
  await t.services.profiles.setLevel(creator.userId, 'creator');
});
afterAll(async () => {
  await t.close();
  await rm(clips, { recursive: true, force: true });
});

const upload = (user: User, file: string) => uploadFile(t, user, file);
const createVideo = (user: User | undefined, input: Record<string, unknown>) => createVideoAs(t, user, input);

const stored = (key: string) => path.join(t.dataDir, 'storage', key);
const videoRow = (id: string) => processingVideoRow(t, id);
// ffmpeg children of this test process working in this file's data directory, by pid.
const ffmpegChildren = () => childProcesses(process.pid, 'ffmpeg', t.dataDir);

describe('createVideo', () => {
  it('refuses anonymous callers and viewers', async () => {
    const key = await upload(creator, await testClip('a.mp4', '320x240', 1));
    const anonymous = await createVideo(undefined, { videoUrl: key });
    expect(anonymous.body.errors?.[0]?.message).toBeDefined();
    const asViewer = await createVideo(viewer, { videoUrl: key });
    expect(asViewer.body.errors?.[0]?.message).toBe('You do not have permission to upload videos.');
    // Someone else's upload is not theirs to use either.
    await t.services.profiles.setLevel(viewer.userId, 'creator');
    const stolen = await createVideo(viewer, { videoUrl: key });
    expect(stolen.body.errors?.[0]?.message).toBe('The upload has not been completed.');
    await t.services.profiles.setLevel(viewer.userId, 'viewer');
  });

  it('rejects and removes a file that is not a video', async () => {
    const file = path.join(clips, 'fake.mp4');
    await import('node:fs/promises').then((fs) => fs.writeFile(file, randomBytes(64 * 1024)));
    const key = await upload(creator, file);
    const result = await createVideo(creator, { videoUrl: key });
    expect(result.body.errors?.[0]?.message).toBe('The file is not a video that can be played.');
    expect(existsSync(stored(key))).toBe(false);
  });

  it('rejects a 601-second clip with the exact text whatever the client claimed, and removes it', async () => {
    const long = await clip('long.mp4', [
      '-f',
      'lavfi',
      '-i',
      'color=size=64x64:rate=1:duration=601',
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=8000:cl=mono',
      '-t',
      '601',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-c:a',
      'aac',
      '-b:a',
      '8k',
    ]);
    const key = await upload(creator, long);
    const result = await createVideo(creator, { videoUrl: key, duration: '0:05' });
    expect(result.body.errors?.[0]?.message).toBe('Video is too long. Maximum allowed length is 10 minutes.');
    expect(existsSync(stored(key))).toBe(false);
  });

  it('accepts a clip as pending with the measured duration and the server-set fields', async () => {
    const key = await upload(creator, await testClip('ok.mp4', '320x240', 3));
    const result = await createVideo(creator, {
      videoUrl: key,
      duration: '9:59',
      views: '1000',
      likes: 50,
      isActive: false,
      source: 'youtube',
      expiryDate: '2099-01-01T00:00:00.000Z',
    });
    expect(result.body.errors).toBeUndefined();
    const video = result.body.data?.createVideo as Record<string, unknown>;
    expect(video).toMatchObject({
      duration: '0:03',
      views: 0,
      likes: 0,
      isActive: true,
      isApproved: false,
      source: 'other',
      processingStatus: 'pending',
    });
    const days = (new Date(String(video.expiryDate)).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(365);
    // The same upload cannot become a second video.
    expect((await createVideo(creator, { videoUrl: key })).body.errors?.[0]?.message).toBe(
      'The upload has not been completed.',
    );
  });
});

describe('processing', () => {
  it('publishes a playable HLS ladder, an MP4 and a thumbnail; a restart mid-job finishes it once', async () => {
    const key = await upload(creator, await testClip('restart.mp4', '640x480', 20));
    await t.services.jobs.startWorker();
    const created = await createVideo(creator, { videoUrl: key });
    const id = String((created.body.data?.createVideo as { id?: string } | undefined)?.id);

    // Stop the worker while its ffmpeg runs, as a restart would.
    await waitFor(async () => (ffmpegChildren().length > 0 ? true : undefined), 30_000);
    await t.services.jobs.stop();
    expect(ffmpegChildren()).toEqual([]);
    expect((await videoRow(id))?.processingStatus).not.toBe('ready');

    const second = secondWorker(t, options, superviseIntervalSeconds);
    try {
      await second.startWorker();
      const video = await videoWithStatus(t, id, 'ready', 90_000);
      expect(await settledJobStates(second, id)).toEqual(['completed']);

      // One published prefix, the one of the attempt that finished.
      const videoDir = stored(`videos/${creator.userId}/${id}`);
      const prefixes = await readdir(videoDir);
      expect(prefixes).toHaveLength(1);
      expect(video.processedUrl).toBe(`videos/${creator.userId}/${id}/${prefixes[0]}/master.m3u8`);
      const attempts = await t.database.db
        .select()
        .from(videoProcessingAttempts)
        .where(eq(videoProcessingAttempts.videoId, id));
      expect(attempts.map((row) => row.attempt)).toEqual([Number(prefixes[0])]);

      // Playable: ffprobe reads the master playlist and the ladder goes up to 480p.
      const master = await readFile(stored(String(video.processedUrl)), 'utf8');
      expect(master).toContain('hls/240p/index.m3u8');
      expect(master).toContain('hls/480p/index.m3u8');
      expect(master).not.toContain('720p');
      const { stdout } = await run('ffprobe', [
        '-v',
        'error',
        '-protocol_whitelist',
        'file',
        '-show_entries',
        'stream=codec_name,height',
        '-of',
        'csv=p=0',
        stored(`videos/${creator.userId}/${id}/${prefixes[0]}/hls/480p/index.m3u8`),
      ]);
      expect(stdout).toContain('h264,480');
      const mp4 = await t.services.media.probe(stored(String(video.videoUrl)));
      expect(mp4).toMatchObject({ hasVideo: true, hasAudio: true, height: 480 });
      expect(Math.round(mp4.durationSeconds)).toBe(20);
      expect(video.thumbnailUrl).toMatch(/thumbnail\.jpg$/);
      expect((await t.services.storage.head(String(video.thumbnailUrl)))?.contentType).toBe('image/jpeg');
      expect((await t.services.storage.head(String(video.processedUrl)))?.contentType).toBe(
        'application/vnd.apple.mpegurl',
      );
      // The original upload was replaced by the MP4 fallback.
      expect(existsSync(stored(key))).toBe(false);
      const leftovers = async () => readdir(path.join(t.dataDir, 'processing'));
      await waitFor(async () => ((await leftovers()).length === 0 ? true : undefined), 10_000);
    } finally {
      await second.stop();
    }
  }, 150_000);

  it('killing ffmpeg mid-job publishes nothing and leaves no temporary files', async () => {
    const key = await upload(creator, await testClip('killed.mp4', '640x480', 20));
    const created = await createVideo(creator, { videoUrl: key });
    const id = String((created.body.data?.createVideo as { id?: string } | undefined)?.id);

    const attempt = t.services.processing.processVideo(id, new AbortController().signal);
    const [pid] = await waitFor(async () => {
      const pids = ffmpegChildren();
      return pids.length > 0 ? pids : undefined;
    }, 30_000);
    process.kill(pid as number, 'SIGKILL');
    await expect(attempt).rejects.toThrow();

    const video = await videoRow(id);
    expect(video?.processedUrl).toBeNull();
    expect(video?.processingStatus).not.toBe('ready');
    expect(existsSync(stored(`videos/${creator.userId}/${id}`))).toBe(false);
    expect(existsSync(stored(key))).toBe(true);
    expect(await readdir(path.join(t.dataDir, 'processing'))).toEqual([]);
  }, 60_000);
});
