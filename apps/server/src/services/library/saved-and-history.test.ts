import { libraryMessages } from '@reelboard/shared/library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActor, anonymousReader, nobody } from '../../../test/actors.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { insertUser } from '../../../test/users.ts';
import { insertVideo } from '../../../test/videos.ts';
import type { UserActor } from '../actors.ts';
import { createVideoService } from '../videos/video-service.ts';
import { createLibraryService } from './library-service.ts';

// Saved videos and watch history against a real database: who may save and record what,
// what each person sees of them, and the batch, pause and rate limit of position reports.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let library: ReturnType<typeof createLibraryService>;
let owner: UserActor;
let viewer: UserActor;
let other: UserActor;

beforeAll(async () => {
  database = await createTestDatabase();
  const videos = createVideoService({ db: database.db, viewerSecret: 'test-secret' });
  library = createLibraryService({ db: database.db, videos });
  [owner, viewer, other] = await Promise.all([
    insertUser(database.db, 'creator', 'lib-owner'),
    insertUser(database.db, 'viewer', 'lib-viewer'),
    insertUser(database.db, 'viewer', 'lib-other'),
  ]);
});
afterAll(() => database.close());

const titles = (page: { items: { video: { title: string } }[] }) =>
  page.items.map((item) => item.video.title);

describe('saved videos', () => {
  it('saves and unsaves, newest first, each person their own', async () => {
    const first = await insertVideo(database.db, { title: 'Saved first' });
    const second = await insertVideo(database.db, { title: 'Saved second' });
    expect(await library.saved.setSaved(viewer, first.id, true)).toBe(true);
    await library.saved.setSaved(viewer, second.id, true);
    // Saving again is saving once.
    await library.saved.setSaved(viewer, second.id, true);
    expect(titles(await library.saved.list(viewer, {}))).toEqual(['Saved second', 'Saved first']);
    expect(await library.saved.isSaved(viewer, first.id)).toBe(true);
    expect(await library.saved.isSaved(other, first.id)).toBe(false);
    expect((await library.saved.list(other, {})).items).toEqual([]);

    expect(await library.saved.setSaved(viewer, second.id, false)).toBe(false);
    expect(titles(await library.saved.list(viewer, {}))).toEqual(['Saved first']);
  });

  it('pages with a cursor', async () => {
    const user = await insertUser(database.db);
    for (const title of ['P1', 'P2', 'P3']) {
      await library.saved.setSaved(user, (await insertVideo(database.db, { title })).id, true);
    }
    const page = await library.saved.list(user, { limit: 2 });
    expect(titles(page)).toEqual(['P3', 'P2']);
    expect(titles(await library.saved.list(user, { limit: 2, nextToken: page.nextToken }))).toEqual(['P1']);
  });

  it('refuses signed-out callers and videos the person may not see, and hides what was hidden since', async () => {
    const video = await insertVideo(database.db);
    for (const actor of [nobody, anonymousReader]) {
      await expect(library.saved.setSaved(actor, video.id, true)).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
      await expect(library.saved.list(actor, {})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    const pending = await insertVideo(database.db, { creatorId: owner.userId, isApproved: false });
    await expect(library.saved.setSaved(viewer, pending.id, true)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: libraryMessages.videoNotFound,
    });
    await expect(library.saved.setSaved(viewer, 'not-an-id', true)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    // Its uploader and admins may see it, so they may save it.
    await library.saved.setSaved(owner, pending.id, true);
    await library.saved.setSaved(adminActor(viewer.userId), pending.id, true);

    const user = await insertUser(database.db);
    const later = await insertVideo(database.db, { title: 'Hidden later' });
    await library.saved.setSaved(user, later.id, true);
    await database.db.execute(`update videos set hidden_at = now() where id = '${later.id}'`);
    expect((await library.saved.list(user, {})).items).toEqual([]);
    // It can still leave the library.
    expect(await library.saved.setSaved(user, later.id, false)).toBe(false);
  });

  it("brings a browser's saves in, in their order, dropping what the person may not see", async () => {
    const user = await insertUser(database.db);
    const a = await insertVideo(database.db, { title: 'Local A' });
    const b = await insertVideo(database.db, { title: 'Local B' });
    const pending = await insertVideo(database.db, { isApproved: false });
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(await library.saved.importLocal(user, [a.id, pending.id, b.id, missing, a.id])).toBe(2);
    expect(titles(await library.saved.list(user, {}))).toEqual(['Local B', 'Local A']);
    expect(await library.saved.importLocal(user, [a.id])).toBe(0);
    await expect(library.saved.importLocal(user, ['nope'])).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await expect(library.saved.importLocal(anonymousReader, [a.id])).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    // Signed out, the browser's saves show as the videos anyone may see, in their order.
    const preview = await library.saved.preview(anonymousReader, [b.id, pending.id, a.id]);
    expect(preview.map((video) => video.title)).toEqual(['Local B', 'Local A']);
  });
});

describe('watch history', () => {
  it('records a batch, most recent first, clamped to the measured length', async () => {
    const user = await insertUser(database.db);
    const a = await insertVideo(database.db, { title: 'Watched A', durationSeconds: 60 });
    const b = await insertVideo(database.db, { title: 'Watched B', durationSeconds: 30 });
    const recorded = await library.history.record(user, [
      { videoId: a.id, positionSeconds: 12 },
      { videoId: b.id, positionSeconds: 10 },
      { videoId: b.id, positionSeconds: 99 },
    ]);
    expect(recorded).toBe(2);
    expect(await library.history.positionOf(user, a.id)).toBe(12);
    expect(await library.history.positionOf(user, b.id)).toBe(30);
    // A later report moves the entry up and the position on (an upsert).
    await library.history.record(user, [{ videoId: a.id, positionSeconds: 42.5 }]);
    const page = await library.history.list(user, {});
    expect(page.items.map((entry) => [entry.video.title, entry.positionSeconds])).toEqual([
      ['Watched A', 42.5],
      ['Watched B', 30],
    ]);
    expect(await library.history.positionOf(other, a.id)).toBeNull();
    expect(await library.history.positionOf(anonymousReader, a.id)).toBeNull();
  });

  it('keeps nothing for signed-out visitors, bad reports or videos the person may not see', async () => {
    const user = await insertUser(database.db);
    const video = await insertVideo(database.db);
    await expect(
      library.history.record(anonymousReader, [{ videoId: video.id, positionSeconds: 1 }]),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    for (const bad of [
      [],
      [{ videoId: video.id, positionSeconds: -1 }],
      [{ videoId: 'x', positionSeconds: 1 }],
      'x',
    ]) {
      await expect(library.history.record(user, bad)).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    }
    const pending = await insertVideo(database.db, { isApproved: false });
    expect(await library.history.record(user, [{ videoId: pending.id, positionSeconds: 5 }])).toBe(0);
    expect((await library.history.list(user, {})).items).toEqual([]);
  });

  it('removes one entry or all, and records nothing new while paused', async () => {
    const user = await insertUser(database.db);
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => insertVideo(database.db)));
    if (!a || !b || !c) throw new Error('no videos');
    await library.history.record(user, [
      { videoId: a.id, positionSeconds: 3 },
      { videoId: b.id, positionSeconds: 4 },
    ]);
    expect(await library.history.remove(user, a.id)).toBe(true);
    expect(await library.history.remove(user, a.id)).toBe(false);
    expect((await library.history.list(user, {})).items.map((entry) => entry.video.id)).toEqual([b.id]);

    expect(await library.history.setPaused(user, true)).toBe(true);
    expect(await library.history.isPaused(user)).toBe(true);
    expect(await library.history.record(user, [{ videoId: c.id, positionSeconds: 5 }])).toBe(0);
    expect(await library.history.positionOf(user, c.id)).toBeNull();
    await library.history.setPaused(user, false);
    expect(await library.history.record(user, [{ videoId: c.id, positionSeconds: 5 }])).toBe(1);

    expect(await library.history.clear(user)).toBe(2);
    expect((await library.history.list(user, {})).items).toEqual([]);
  });

  it('limits how often one person reports', async () => {
    const user = await insertUser(database.db);
    const video = await insertVideo(database.db);
    const report = () => library.history.record(user, [{ videoId: video.id, positionSeconds: 1 }]);
    const results = await Promise.allSettled(Array.from({ length: 31 }, report));
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
      code: 'RATE_LIMITED',
      message: libraryMessages.rateLimited,
    });
    // Another person is not limited by it.
    expect(await library.history.record(viewer, [{ videoId: video.id, positionSeconds: 1 }])).toBe(1);
  });
});
