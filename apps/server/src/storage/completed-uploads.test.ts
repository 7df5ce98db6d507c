import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCompletedUploads } from './completed-uploads.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'reelboard-completed-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

it('keeps a note while part links can be valid, and sweeps older ones', async () => {
  const completed = createCompletedUploads(dir);
  await completed.mark('a'.repeat(32));
  await completed.mark('b'.repeat(32));
  expect(await completed.has('a'.repeat(32))).toBe(true);
  expect(await completed.has('c'.repeat(32))).toBe(false);

  // Part links live at most 7 days: a note of 8 days ago answers for none.
  const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000);
  await utimes(path.join(dir, `${'a'.repeat(32)}.completed`), eightDaysAgo, eightDaysAgo);
  await completed.sweep();
  expect(await readdir(dir)).toEqual([`${'b'.repeat(32)}.completed`]);

  await completed.unmark('b'.repeat(32));
  expect(await completed.has('b'.repeat(32))).toBe(false);
});
