import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { anonymousReader, nobody } from '../../../test/actors.ts';
import { createTestApp } from '../../../test/app.ts';
import { insertUser } from '../../../test/users.ts';
import { insertVideo } from '../../../test/videos.ts';
import { createCacheChanges } from '../../realtime/cache-changes.ts';
import { createChanges } from '../../realtime/changes.ts';
import { createPgListener } from '../../realtime/pg-listener.ts';
import type { UserActor } from '../actors.ts';
import { createBlockedTerms } from './blocked-terms.ts';

// Blocked terms as each role, and comments held by them (ADR 0017).
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: UserActor;
let creator: UserActor;
let viewer: UserActor;

beforeAll(async () => {
  t = await createTestApp();
  admin = await insertUser(t.database.db, 'admin');
  creator = await insertUser(t.database.db, 'creator');
  viewer = await insertUser(t.database.db, 'viewer');
  await t.services.blockedTerms.add(admin, { pattern: 'Spamword' });
  await t.services.blockedTerms.add(admin, { pattern: 'buy\\s+now\\b', isRegex: true });
});
afterAll(() => t.close());

const onVideo = (videoId: string, content: string) => ({ content, targetId: videoId, targetType: 'video' });

describe('blocked terms', () => {
  it('are listed, added and removed by admins only', async () => {
    for (const actor of [nobody, anonymousReader, viewer, creator]) {
      await expect(t.services.blockedTerms.list(actor)).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(t.services.blockedTerms.add(actor, { pattern: 'x' })).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
    }
    const term = await t.services.blockedTerms.add(admin, { pattern: 'temporary' });
    await expect(t.services.blockedTerms.add(admin, { pattern: 'temporary' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(t.services.blockedTerms.remove(viewer, term.id)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await t.services.blockedTerms.remove(admin, term.id);
    const patterns = (await t.services.blockedTerms.list(admin)).map((entry) => entry.pattern);
    expect(patterns).toEqual(['Spamword', 'buy\\s+now\\b']);
    const log = await t.services.auditLog.list(admin, { limit: 2 });
    expect(log.items.map((entry) => entry.action)).toEqual(['REMOVE_BLOCKED_TERM', 'ADD_BLOCKED_TERM']);
  });

  it('refuses invalid and over-long patterns, and a catastrophic pattern runs in linear time', async () => {
    await expect(t.services.blockedTerms.add(admin, { pattern: '(a', isRegex: true })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    await expect(t.services.blockedTerms.add(admin, { pattern: 'a'.repeat(201) })).rejects.toMatchObject({
      message: 'Patterns must be at most 200 characters.',
    });
    const evil = await t.services.blockedTerms.add(admin, { pattern: '(a+)+$', isRegex: true });
    const started = performance.now();
    expect(await t.services.blockedTerms.firstMatch(`${'a'.repeat(400)}!`)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1000);
    await t.services.blockedTerms.remove(admin, evil.id);
  });

  it('match whole words in any case, and regular expressions', async () => {
    expect(await t.services.blockedTerms.firstMatch('so SPAMWORD!')).toBe('Spamword');
    expect(await t.services.blockedTerms.firstMatch('spamwords are fine')).toBeUndefined();
    expect(await t.services.blockedTerms.firstMatch('Buy   now please')).toBe('buy\\s+now\\b');
  });

  it('apply as soon as this node hears of a change made on another node', async () => {
    await t.services.blockedTerms.firstMatch('listening now');
    expect(await t.services.blockedTerms.firstMatch('a freshword here')).toBeUndefined();
    // Kept: a check reads nothing.
    const statements = vi.spyOn(t.database.pool, 'query');
    await t.services.blockedTerms.firstMatch('another comment');
    expect(statements).not.toHaveBeenCalled();
    statements.mockRestore();
    // Another node, on the same database: its change reaches this one through its declaration.
    const otherListener = createPgListener(t.database.pool);
    const otherNode = createBlockedTerms({
      db: t.database.db,
      changes: createChanges({ caches: createCacheChanges({ listener: otherListener }) }),
    });
    const term = await otherNode.add(admin, { pattern: 'freshword' });
    const deadline = Date.now() + 2000;
    while (!(await t.services.blockedTerms.firstMatch('a freshword here')) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await t.services.blockedTerms.firstMatch('a freshword here')).toBe('freshword');
    await otherNode.remove(admin, term.id);
    while ((await t.services.blockedTerms.firstMatch('a freshword here')) && Date.now() < deadline + 2000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await t.services.blockedTerms.firstMatch('a freshword here')).toBeUndefined();
    await otherListener.close();
  });
});

describe('held comments', () => {
  it('are seen by their author (held) and admins only, uncounted, queued, and released by an admin', async () => {
    const video = await insertVideo(t.database.db);
    const target = { targetId: video.id, targetType: 'video' };
    const held = await t.services.comments.create(
      viewer,
      '10.5.0.1',
      onVideo(video.id, 'cheap spamword here'),
    );
    expect(held.status).toBe('held');
    expect((await t.services.comments.list(anonymousReader, target)).items).toEqual([]);
    expect((await t.services.comments.list(creator, target)).items).toEqual([]);
    expect((await t.services.comments.list(viewer, target)).items.map((c) => c.status)).toEqual(['held']);
    expect((await t.services.comments.list(admin, target)).items).toHaveLength(1);
    expect((await t.services.videos.get(anonymousReader, video.id))?.commentCount).toBe(0);
    const queue = await t.services.moderationQueue.list(admin, { limit: 1000 });
    expect(queue.items.find((item) => item.targetId === held.id)).toMatchObject({
      state: 'HELD',
      reportCount: 1,
    });

    await t.services.moderation.moderate(admin, {
      targetType: 'comment',
      targetId: held.id,
      action: 'RELEASE',
    });
    expect((await t.services.comments.list(anonymousReader, target)).items.map((c) => c.id)).toEqual([
      held.id,
    ]);
    expect((await t.services.videos.get(anonymousReader, video.id))?.commentCount).toBe(1);
  });

  it('an edit is checked again: a blocked term holds an edited comment', async () => {
    const video = await insertVideo(t.database.db);
    const comment = await t.services.comments.create(viewer, '10.5.1.1', onVideo(video.id, 'fine'));
    await expect(
      t.services.comments.update(creator, { id: comment.id, content: 'mine now' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      t.services.comments.update(viewer, { id: comment.id, content: '   ' }),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    const edited = await t.services.comments.update(viewer, { id: comment.id, content: 'still fine' });
    expect(edited).toMatchObject({ content: 'still fine', status: 'published' });
    expect(edited.editedAt).toBeInstanceOf(Date);
    const held = await t.services.comments.update(viewer, { id: comment.id, content: 'buy now!' });
    expect(held.status).toBe('held');
    expect((await t.services.videos.get(anonymousReader, video.id))?.commentCount).toBe(0);
  });
});
