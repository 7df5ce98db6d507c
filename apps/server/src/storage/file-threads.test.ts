import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { joinFiles, md5OfChunks } from './file-threads.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'reelboard-file-threads-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

it('hashes chunks in a worker thread, copying them or moving those that are a whole buffer', async () => {
  const copied = [randomBytes(70_000), randomBytes(1), Buffer.alloc(0)];
  const whole = Buffer.concat(copied);
  const moved = [Buffer.from(randomBytes(65_536)), Buffer.alloc(10, 7)];
  const movedWhole = Buffer.concat(moved);
  // A slice of a larger buffer is copied even when moving is allowed.
  const slice = Buffer.concat([randomBytes(5), randomBytes(5)]).subarray(5);

  const first = md5OfChunks();
  const second = md5OfChunks();
  first.add(copied.slice(0, 2), { move: false });
  second.add([...moved, slice], { move: true });
  first.add(copied.slice(2), { move: false });
  expect(await Promise.all([first.digest(), second.digest()])).toEqual([
    md5(whole),
    md5(Buffer.concat([movedWhole, slice])),
  ]);
  // Copied chunks are still here; moved ones are not, the slice's buffer is.
  expect(Buffer.concat(copied).equals(whole)).toBe(true);
  expect(moved.map((chunk) => chunk.byteLength)).toEqual([0, 0]);
  expect(slice.byteLength).toBe(5);
  expect(await md5OfChunks().digest()).toBe(md5(Buffer.alloc(0)));

  // An abandoned hash ends its task too: the next ones still run.
  const abandoned = md5OfChunks();
  abandoned.add([randomBytes(10)], { move: false });
  abandoned.abandon();
  const after = md5OfChunks();
  after.add([Buffer.from('after')], { move: false });
  expect(await after.digest()).toBe(md5(Buffer.from('after')));
});

it('joins files in a worker thread, in the order given, into a new file only', async () => {
  // Sizes around the worker's 1 MiB buffer, one of them empty.
  const contents = [0, 1, 1 << 20, (1 << 20) + 1, 3 * (1 << 20) - 7].map((size) => randomBytes(size));
  const files = contents.map((_, index) => path.join(dir, `${index}.bin`));
  await Promise.all(files.map((file, index) => writeFile(file, contents[index] as Buffer)));
  const joined = path.join(dir, 'joined.bin');
  const order = [3, 0, 4, 1, 2];
  await joinFiles(
    joined,
    order.map((index) => files[index] as string),
  );
  const expected = Buffer.concat(order.map((index) => contents[index] as Buffer));
  expect((await readFile(joined)).equals(expected)).toBe(true);
  await expect(joinFiles(joined, [files[1] as string])).rejects.toThrow('EEXIST');
});
