import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lyingClip } from '../../test/lying-mp4.ts';
import { childProcesses, waitFor } from '../../test/processing.ts';
import { makeQuadrantClip } from '../../test/quadrant-clips.ts';
import { createMediaTools } from './ffmpeg.ts';

const run = promisify(execFile);
const media = createMediaTools({ ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe' });
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'reelboard-probe-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const headerSeconds = async (file: string) =>
  Number(
    (await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]))
      .stdout,
  );

describe('probe', () => {
  it('measures how long the streams run, not what the header claims', async () => {
    const file = await lyingClip(path.join(dir, 'lying.mp4'));
    expect(await headerSeconds(file)).toBe(540);

    const probe = await media.probe(file);
    expect(probe.durationSeconds).toBeCloseTo(601, 0);
    expect(probe).toMatchObject({ hasVideo: true, hasAudio: true, width: 64, height: 36 });
  });

  it('measures ordinary files as their header says', async () => {
    // B-frames and AAC priming (packets before 0, which the player drops) in MP4; a stream
    // that starts at 1.4 s in MPEG-TS.
    const mp4 = path.join(dir, 'ordinary.mp4');
    await run('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=30000/1001:duration=3'],
      ...['-f', 'lavfi', '-i', 'sine=duration=3:sample_rate=48000'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-bf', '2', '-pix_fmt', 'yuv420p', '-c:a', 'aac', mp4],
    ]);
    const ts = path.join(dir, 'ordinary.ts');
    await run('ffmpeg', ['-v', 'error', '-y', '-i', mp4, '-c', 'copy', ts]);
    for (const file of [mp4, ts]) {
      expect((await media.probe(file)).durationSeconds).toBeCloseTo(await headerSeconds(file), 1);
    }
  });

  it('measures a file without audio by its video', async () => {
    const file = path.join(dir, 'silent.mp4');
    await run('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=64x36:rate=25:duration=2'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file],
    ]);
    expect(await media.probe(file)).toMatchObject({ durationSeconds: 2, hasVideo: true, hasAudio: false });
  });

  it('answers the size a video is shown at: rotation applied, pixels made square', async () => {
    const stored = path.join(dir, 'stored.mp4');
    await run('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25:duration=1'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', stored],
    ]);
    expect(await media.probe(stored)).toMatchObject({ width: 320, height: 180 });
    // A phone's way: landscape pixels (320x180), and a display matrix telling players to turn them.
    const turned = await makeQuadrantClip(path.join(dir, 'turned.mp4'), {
      width: 180,
      height: 320,
      stored: 'sideways',
    });
    expect(await media.probe(turned)).toMatchObject({ width: 180, height: 320 });
    // Pixels twice as wide as tall: 160x180 stored, 320x180 shown.
    const anamorphic = path.join(dir, 'anamorphic.mp4');
    await run('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=160x180:rate=25:duration=1'],
      ...['-vf', 'setsar=2', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', anamorphic],
    ]);
    expect(await media.probe(anamorphic)).toMatchObject({ width: 320, height: 180 });
  });
});

describe('ffmpeg', () => {
  it('settles an aborted run only once ffmpeg has exited, so its files can be removed', async () => {
    const out = path.join(dir, 'endless.mp4');
    const controller = new AbortController();
    const running = media.ffmpeg(
      [...['-v', 'error', '-y', '-re', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25'], out],
      { signal: controller.signal, timeoutMs: 60_000 },
    );
    const [pid] = await waitFor(async () => {
      const pids = childProcesses(process.pid, 'ffmpeg', dir);
      return pids.length > 0 ? pids : undefined;
    }, 10_000);
    // Looked at the moment the run settles: the process is gone, not merely signalled.
    const settled = running.catch((error: Error) => ({ error, exited: !existsSync(`/proc/${pid}`) }));
    controller.abort();
    expect(await settled).toMatchObject({ error: { message: 'ffmpeg failed: stopped' }, exited: true });
  });
});
