import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cachedClipFolder, clipKey } from './sample-clip-cache.ts';

let cacheDir: string;
beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'reelboard-clip-cache-'));
});
afterAll(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

it('keys a clip by its whole recipe', () => {
  expect(clipKey({ args: ['-i', 'a'] })).toBe(clipKey({ args: ['-i', 'a'] }));
  expect(clipKey({ args: ['-i', 'a'] })).not.toBe(clipKey({ args: ['-i', 'b'] }));
});

it('makes a clip once for processes asking at the same moment, and reuses it later', async () => {
  let makes = 0;
  const make = async (folder: string) => {
    makes += 1;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await writeFile(path.join(folder, 'video.mp4'), 'clip bytes');
  };
  const folders = await Promise.all([1, 2, 3].map(() => cachedClipFolder(cacheDir, 'same', make)));
  expect(makes).toBe(1);
  expect(new Set(folders)).toEqual(new Set([path.join(cacheDir, 'same')]));
  expect(await readFile(path.join(cacheDir, 'same', 'video.mp4'), 'utf8')).toBe('clip bytes');
  expect(await cachedClipFolder(cacheDir, 'same', make)).toBe(path.join(cacheDir, 'same'));
  expect(makes).toBe(1);
});

it('keeps nothing of a failed make, so that the next one tries again', async () => {
  const failing = async (folder: string) => {
    await writeFile(path.join(folder, 'video.mp4'), 'half a clip');
    throw new Error('ffmpeg failed');
  };
  await expect(cachedClipFolder(cacheDir, 'broken', failing)).rejects.toThrow('ffmpeg failed');
  expect((await readdir(cacheDir)).filter((name) => name.startsWith('broken'))).toEqual([]);
  const folder = await cachedClipFolder(cacheDir, 'broken', (dir) =>
    writeFile(path.join(dir, 'video.mp4'), 'ok'),
  );
  expect(await readFile(path.join(folder as string, 'video.mp4'), 'utf8')).toBe('ok');
});

it('waits for a clip another process is making', async () => {
  // Another process holds the lock, then puts the finished clip in place.
  await mkdir(path.join(cacheDir, 'elsewhere.lock'));
  const waiting = cachedClipFolder(cacheDir, 'elsewhere', async () => {
    throw new Error('made twice');
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  await mkdir(path.join(cacheDir, 'elsewhere'));
  await rm(path.join(cacheDir, 'elsewhere.lock'), { recursive: true });
  expect(await waiting).toBe(path.join(cacheDir, 'elsewhere'));
});
