import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { createVideoAs, type TestUser, uploadFile, videoWithStatus } from '../../../test/processing.ts';
import { makeQuadrantClip, readQuarters } from '../../../test/quadrant-clips.ts';

// Portrait videos through the real pipeline (issue 13): a 9:16 upload, and a phone clip
// stored as landscape pixels with a rotation, come out as portrait at every rung of the
// ladder, in the MP4 and in the thumbnail: upright, in their own shape, with no bars.
let t: Awaited<ReturnType<typeof createTestApp>>;
let creator: TestUser;
let clips: string;

beforeAll(async () => {
  clips = await mkdtemp(path.join(tmpdir(), 'reelboard-portrait-'));
  t = await createTestApp(
    {},
    {
      processingOptions: {
        timeoutMs: 120_000,
        retryLimit: 0,
        heartbeatSeconds: 10,
      },
      superviseIntervalSeconds: 1,
    },
  );
  creator = await t.signedInUser('portrait@example.com');
  await t.services.profiles.setLevel(creator.userId, 'creator');
  await t.services.jobs.startWorker();
});
afterAll(async () => {
  await t.close();
  await rm(clips, { recursive: true, force: true });
});

const stored = (key: string) => path.join(t.dataDir, 'storage', key);
const upright = ['red', 'lime', 'blue', 'yellow'];

/** Uploads the clip, creates the video and waits until it is processed; answers its outputs. */
async function processed(file: string) {
  const key = await uploadFile(t, creator, file);
  const created = await createVideoAs(t, creator, { videoUrl: key, title: path.basename(file) });
  expect(created.body.errors).toBeUndefined();
  const id = String((created.body.data?.createVideo as { id?: string } | undefined)?.id);
  const video = await videoWithStatus(t, id, 'ready', 120_000);
  const master = stored(String(video.processedUrl));
  return {
    master: await readFile(master, 'utf8'),
    rung: (name: string) => path.join(path.dirname(master), 'hls', name, 'index.m3u8'),
    mp4: stored(String(video.videoUrl)),
    thumbnail: stored(String(video.thumbnailUrl)),
  };
}

/** Every output is `width`x`height`, stored upright, with the picture reaching every edge. */
async function expectPortraitFrame(file: string, width: number, height: number) {
  expect(await readQuarters(file), path.basename(file)).toEqual({
    width,
    height,
    rotation: 0,
    quarters: upright,
    corners: upright,
  });
}

describe('portrait videos', () => {
  it('keep a 9:16 upload 9:16 at every rung, in the MP4 and the thumbnail', async () => {
    const out = await processed(
      await makeQuadrantClip(path.join(clips, 'tall.mp4'), { width: 1080, height: 1920 }),
    );
    const ladder = [
      ['240p', 240, 426],
      ['480p', 480, 854],
      ['720p', 720, 1280],
      ['1080p', 1080, 1920],
    ] as const;
    for (const [name, width, height] of ladder) {
      expect(out.master).toContain(`RESOLUTION=${width}x${height},`);
      await expectPortraitFrame(out.rung(name), width, height);
    }
    await expectPortraitFrame(out.mp4, 1080, 1920);
    await expectPortraitFrame(out.thumbnail, 1080, 1920);
  }, 180_000);

  it('turn a phone clip stored sideways with a rotation upright, never squeezed into landscape', async () => {
    const file = path.join(clips, 'phone.mp4');
    await makeQuadrantClip(file, { width: 720, height: 1280, stored: 'sideways' });
    // What the phone wrote: landscape pixels and a quarter turn.
    expect(await t.services.media.probe(file)).toMatchObject({ width: 720, height: 1280 });

    const out = await processed(file);
    expect(out.master).not.toContain('1080p');
    for (const [name, width, height] of [
      ['240p', 240, 426],
      ['480p', 480, 854],
      ['720p', 720, 1280],
    ] as const) {
      await expectPortraitFrame(out.rung(name), width, height);
    }
    await expectPortraitFrame(out.mp4, 720, 1280);
    await expectPortraitFrame(out.thumbnail, 720, 1280);
  }, 180_000);
});
