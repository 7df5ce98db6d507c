import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousReader, nobody, userActor } from '../../../test/actors.ts';
import { createTestApp } from '../../../test/app.ts';
import { insertUser } from '../../../test/users.ts';
import { insertVideo } from '../../../test/videos.ts';
import type { UserActor } from '../actors.ts';

// Queue, decisions, suspensions and the audit log as each role, and the read paths a
// hidden thing must not leak through.
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: UserActor;
let creator: UserActor;
let viewer: UserActor;

beforeAll(async () => {
  t = await createTestApp();
  admin = await insertUser(t.database.db, 'admin');
  creator = await insertUser(t.database.db, 'creator');
  viewer = await insertUser(t.database.db, 'viewer');
});
afterAll(() => t.close());

const FORBIDDEN = { code: 'FORBIDDEN', message: 'Not Authorized to access this field.' };
const decide = async (
  targetType: 'video' | 'post' | 'comment' | 'creator',
  targetId: string,
  action: never | string,
) => {
  const decided = await t.services.moderation.moderate(admin, {
    targetType,
    targetId,
    action: action as never,
    reason: 'test',
  });
  return decided;
};

async function videoPaths(actor: Parameters<typeof t.services.videos.get>[0], videoId: string) {
  const list = await t.services.videos.list(actor, { limit: 1000 });
  const feed = await t.services.videos.homeFeed(actor);
  const board = await t.services.board.board(actor);
  return {
    get: (await t.services.videos.get(actor, videoId)) !== undefined,
    list: list.items.some((v) => v.id === videoId),
    feed: [...feed.latest, ...feed.featured, ...feed.trending].some((v) => v.id === videoId),
    board: board.videos.some((v) => v.id === videoId),
  };
}

describe('access', () => {
  it('refuses the queue, decisions and the audit log to everyone but admins', async () => {
    const video = await insertVideo(t.database.db);
    for (const actor of [nobody, anonymousReader, viewer, creator]) {
      await expect(t.services.moderationQueue.list(actor, {})).rejects.toMatchObject(FORBIDDEN);
      await expect(t.services.auditLog.list(actor, {})).rejects.toMatchObject(FORBIDDEN);
      await expect(
        t.services.moderation.moderate(actor, { targetType: 'video', targetId: video.id, action: 'HIDE' }),
      ).rejects.toMatchObject(FORBIDDEN);
      expect(() => t.services.moderation.watchQueue(actor)).toThrow();
    }
    expect((await t.services.videos.get(anonymousReader, video.id))?.hiddenAt).toBeNull();
  });
});

describe('queue and decisions', () => {
  it('groups open reports by target with reason counts and details; dismissing closes them', async () => {
    const video = await insertVideo(t.database.db, { creatorId: creator.userId, title: 'Reported video' });
    await t.services.reports.report(viewer, '10.8.0.1', {
      targetType: 'video',
      targetId: video.id,
      reason: 'SPAM',
    });
    await t.services.reports.report(anonymousReader, '10.8.0.2', {
      targetType: 'video',
      targetId: video.id,
      reason: 'VIOLENCE',
      details: 'At 0:10',
    });
    const queue = await t.services.moderationQueue.list(admin, { limit: 1000 });
    const item = queue.items.find((entry) => entry.targetId === video.id);
    expect(item).toMatchObject({
      targetType: 'video',
      reportCount: 2,
      state: 'PUBLISHED',
      content: { title: 'Reported video', authorId: creator.userId },
    });
    expect(item?.reasons).toEqual(
      expect.arrayContaining([
        { reason: 'SPAM', count: 1 },
        { reason: 'VIOLENCE', count: 1 },
      ]),
    );
    expect(item?.details.map((d) => d.details)).toEqual(['At 0:10']);
    await decide('video', video.id, 'DISMISS');
    const after = await t.services.moderationQueue.list(admin, { limit: 1000 });
    expect(after.items.some((entry) => entry.targetId === video.id)).toBe(false);
    const log = await t.services.auditLog.list(admin, { limit: 1 });
    expect(log.items[0]).toMatchObject({
      adminId: admin.userId,
      action: 'DISMISS',
      targetId: video.id,
      reason: 'test',
    });
  });

  it('hides a video from every read path but its uploader and admins, and unhides it', async () => {
    const video = await insertVideo(t.database.db, { creatorId: creator.userId, isFeatured: true });
    await t.services.comments.create(viewer, '10.8.1.1', {
      content: 'hi',
      targetId: video.id,
      targetType: 'video',
    });
    // Inserted behind the services' back: the test declares the change they would have.
    await t.services.caches.changed(['catalogue']);
    expect(await videoPaths(anonymousReader, video.id)).toEqual({
      get: true,
      list: true,
      feed: true,
      board: true,
    });
    await decide('video', video.id, 'HIDE');
    for (const actor of [anonymousReader, viewer]) {
      expect(await videoPaths(actor, video.id)).toEqual({
        get: false,
        list: false,
        feed: false,
        board: false,
      });
    }
    expect(await t.services.videos.get(creator, video.id)).toBeDefined();
    expect(await t.services.videos.get(admin, video.id)).toBeDefined();
    await expect(
      t.services.comments.list(anonymousReader, { targetId: video.id, targetType: 'video' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await decide('video', video.id, 'UNHIDE');
    expect((await videoPaths(anonymousReader, video.id)).get).toBe(true);
  });

  it('hides a comment from lists and counts; its author still sees it as hidden', async () => {
    const video = await insertVideo(t.database.db);
    const comment = await t.services.comments.create(viewer, '10.8.2.1', {
      content: 'rude',
      targetId: video.id,
      targetType: 'video',
    });
    await decide('comment', comment.id, 'HIDE');
    const target = { targetId: video.id, targetType: 'video' };
    expect((await t.services.comments.list(anonymousReader, target)).items).toEqual([]);
    expect((await t.services.comments.list(viewer, target)).items.map((c) => c.id)).toEqual([comment.id]);
    expect((await t.services.videos.get(anonymousReader, video.id))?.commentCount).toBe(0);
    await decide('comment', comment.id, 'UNHIDE');
    expect((await t.services.videos.get(anonymousReader, video.id))?.commentCount).toBe(1);
  });
});

describe('suspension', () => {
  it('revokes sessions, refuses sign-in, hides their content, and lifting restores only what it hid', async () => {
    const person = await t.signedInUser('suspended@example.com');
    const actor = userActor(person.userId, 'creator');
    await t.services.profiles.setLevel(person.userId, 'creator');
    const video = await insertVideo(t.database.db, { creatorId: person.userId });
    const shown = await t.services.posts.create(actor, {
      title: 'Shown',
      content: 'x',
      category: 'Business',
    });
    const hiddenByAdmin = await t.services.posts.create(actor, {
      title: 'Bad',
      content: 'x',
      category: 'Business',
    });
    const comment = await t.services.comments.create(actor, '10.8.3.1', {
      content: 'mine',
      targetId: video.id,
      targetType: 'video',
    });
    await decide('post', hiddenByAdmin.id, 'HIDE');
    expect(await t.services.creators.get(anonymousReader, person.userId)).toBeDefined();

    await decide('post', shown.id, 'SUSPEND_AUTHOR');
    expect(await t.services.identity.authenticate(person.accessToken)).toBeUndefined();
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      payload: { username: person.email, password: 'correct horse battery' },
    });
    expect(signIn.json()).toMatchObject({ name: 'NotAuthorizedException', message: 'User is disabled.' });
    expect(await t.services.posts.get(anonymousReader, shown.id)).toBeUndefined();
    expect(await t.services.videos.get(viewer, video.id)).toBeUndefined();
    expect(await t.services.creators.get(anonymousReader, person.userId)).toBeUndefined();
    const creators = await t.services.creators.list(anonymousReader, { limit: 1000 });
    expect(creators.items.some((c) => c.id === person.userId)).toBe(false);
    expect(await t.services.comments.get(anonymousReader, comment.id)).toBeUndefined();
    expect(await t.services.posts.get(admin, shown.id)).toBeDefined();

    await decide('creator', person.userId, 'LIFT_SUSPENSION');
    expect(await t.services.posts.get(anonymousReader, shown.id)).toBeDefined();
    expect(await t.services.videos.get(viewer, video.id)).toBeDefined();
    expect(await t.services.comments.get(anonymousReader, comment.id)).toBeDefined();
    expect(await t.services.posts.get(anonymousReader, hiddenByAdmin.id)).toBeUndefined();
    const log = await t.services.auditLog.list(admin, { limit: 2 });
    expect(log.items.map((entry) => entry.action)).toEqual(['LIFT_SUSPENSION', 'SUSPEND_AUTHOR']);
  });

  it('refuses suspending yourself or an anonymous author', async () => {
    const video = await insertVideo(t.database.db);
    const anonymous = await t.services.comments.create(anonymousReader, '10.8.4.1', {
      content: 'anon',
      targetId: video.id,
      targetType: 'video',
    });
    await expect(decide('comment', anonymous.id, 'SUSPEND_AUTHOR')).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    await expect(decide('creator', admin.userId, 'SUSPEND_AUTHOR')).rejects.toMatchObject({
      message: 'You cannot suspend yourself.',
    });
  });
});
