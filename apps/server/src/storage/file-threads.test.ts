import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { joinFiles, md5OfFile } from './file-threads.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'reelboard-md5-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

it('hashes and joins files in worker threads, across the reading buffer and in parallel', async () => {
  // Sizes around the worker's 1 MiB buffer, one of them empty.
  const contents = [0, 1, 1 << 20, (1 << 20) + 1, 3 * (1 << 20) - 7].map((size) => randomBytes(size));
  const files = contents.map((_, index) => path.join(dir, `${index}.bin`));
  await Promise.all(files.map((file, index) => writeFile(file, contents[index] as Buffer)));
  const digests = await Promise.all(files.map((file) => md5OfFile(file)));
  expect(digests).toEqual(contents.map((bytes) => createHash('md5').update(bytes).digest('hex')));
  await expect(md5OfFile(path.join(dir, 'missing.bin'))).rejects.toThrow('ENOENT');

  // Joined in the order given, into a new file only.
  const joined = path.join(dir, 'joined.bin');
  const order = [3, 0, 4, 1, 2];
  await joinFiles(
    joined,
    order.map((index) => files[index] as string),
  );
  expect(
    (await readFile(joined)).equals(Buffer.concat(order.map((index) => contents[index] as Buffer))),
  ).toBe(true);
  await expect(joinFiles(joined, [files[1] as string])).rejects.toThrow('EEXIST');
});
