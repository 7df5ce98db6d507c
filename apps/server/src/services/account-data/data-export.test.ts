import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DataExportState } from '@reelboard/shared/account';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { waitFor } from '../../../test/processing.ts';
import { dataExports } from '../../db/account-data-schema.ts';
import { comments } from '../../db/community-schema.ts';

// "Download my data" with the real job queue and storage (issue 22): the ZIP's contents,
// who may download it, and its end after 7 days.
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({}, { superviseIntervalSeconds: 1 });
  await t.services.jobs.startWorker();
});
afterAll(() => t.close());

let counter = 0;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const stateOf = async (token: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/auth/account/data-export', headers: bearer(token) })
  ).json() as DataExportState;
const download = (token: string) =>
  t.app.inject({ method: 'GET', url: '/auth/account/data-export/download', headers: bearer(token) });

async function readyExport() {
  const user = await t.signedInUser(`export-${++counter}@example.com`);
  await t.database.db.insert(comments).values({
    content: `My comment number ${counter}`,
    targetId: randomUUID(),
    targetType: 'video',
    authorId: user.userId,
  });
  const asked = await t.app.inject({
    method: 'POST',
    url: '/auth/account/data-export',
    payload: {},
    headers: bearer(user.accessToken),
  });
  expect(asked.json()).toMatchObject({ status: 'building' });
  await waitFor(
    async () => ((await stateOf(user.accessToken)).status === 'ready' ? true : undefined),
    20_000,
  );
  return user;
}

describe('download my data', () => {
  it('builds a ZIP of JSON files with the comments the person wrote, and mails them', async () => {
    const user = await readyExport();
    const state = await stateOf(user.accessToken);
    expect(new Date(state.expiresAt ?? 0).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const response = await download(user.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      'comments.json',
      'follows.json',
      'orders.json',
      'posts.json',
      'profile.json',
      'reactions-and-votes.json',
      'videos.json',
    ]);
    const written = JSON.parse(strFromU8(files['comments.json'] as Uint8Array)) as { content: string }[];
    expect(written.map((comment) => comment.content)).toEqual([`My comment number ${counter}`]);
    expect(JSON.parse(strFromU8(files['profile.json'] as Uint8Array))).toMatchObject({ email: user.email });
    const outbox = path.join(t.dataDir, 'outbox');
    const mails = await Promise.all(
      (await readdir(outbox)).map((name) => readFile(path.join(outbox, name), 'utf8')),
    );
    const ready = mails.find(
      (mail) => mail.includes(user.email) && mail.includes('Your Reelboard data is ready'),
    );
    expect(ready).toContain('Settings tab');
  });

  it('serves the file to the person who asked only', async () => {
    await readyExport();
    const stranger = await t.signedInUser(`stranger-${++counter}@example.com`);
    const theirs = await download(stranger.accessToken);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ name: 'NotAuthorizedException' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/auth/account/data-export/download' })).statusCode,
    ).toBe(401);
  });

  it('stops serving after 7 days, and the hourly clean-up removes the file', async () => {
    const user = await readyExport();
    const [row] = await t.database.db.select().from(dataExports).where(eq(dataExports.userId, user.userId));
    await t.database.db
      .update(dataExports)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(dataExports.userId, user.userId));
    expect((await download(user.accessToken)).statusCode).toBe(404);
    expect((await stateOf(user.accessToken)).status).toBe('none');
    await t.services.jobs.send('data-export-cleanup', {});
    await waitFor(
      async () => ((await t.services.storage.head(row?.storageKey ?? '')) ? undefined : true),
      20_000,
    );
    expect(await t.database.db.select().from(dataExports).where(eq(dataExports.userId, user.userId))).toEqual(
      [],
    );
  });
});
