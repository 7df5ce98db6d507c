import { moderationMessages } from '@reelboard/shared/moderation';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousReader, nobody } from '../../../test/actors.ts';
import { createTestApp } from '../../../test/app.ts';
import { insertUser } from '../../../test/users.ts';
import { insertVideo } from '../../../test/videos.ts';
import { users } from '../../db/schema.ts';
import type { UserActor } from '../actors.ts';
import { createReportService } from './report-service.ts';

// Reports as each role, against the services as the app wires them (threshold 3).
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: UserActor;
let creator: UserActor;
let viewers: UserActor[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await insertUser(t.database.db, 'admin');
  creator = await insertUser(t.database.db, 'creator');
  viewers = await Promise.all([1, 2, 3, 4].map(() => insertUser(t.database.db, 'viewer')));
});
afterAll(() => t.close());

const report = (targetType: 'video' | 'post' | 'comment' | 'creator', targetId: string) => ({
  targetType,
  targetId,
  reason: 'SPAM' as const,
});

const newPost = (author: UserActor) =>
  t.services.posts.create(author, { title: 'Post', content: 'Text', category: 'Business' });

describe('reportContent', () => {
  it('refuses nobody, and takes reports from anonymous visitors and every signed-in role', async () => {
    const video = await insertVideo(t.database.db, { creatorId: creator.userId });
    await expect(
      t.services.reports.report(nobody, '10.9.0.1', report('video', video.id)),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    for (const [actor, ip] of [
      [anonymousReader, '10.9.0.2'],
      [viewers[0], '10.9.0.3'],
      [creator, '10.9.0.4'],
    ] as const) {
      const filed = await t.services.reports.report(actor as UserActor, ip, report('video', video.id));
      expect(filed).toMatchObject({ targetType: 'video', targetId: video.id, reason: 'SPAM' });
    }
  });

  it('takes one report per person and target: a second answers a clear message', async () => {
    const video = await insertVideo(t.database.db);
    await t.services.reports.report(viewers[1] as UserActor, '10.9.1.1', report('video', video.id));
    const again = t.services.reports.report(viewers[1] as UserActor, '10.9.1.2', report('video', video.id));
    await expect(again).rejects.toMatchObject({
      code: 'CONFLICT',
      message: moderationMessages.alreadyReported,
    });
    await t.services.reports.report(anonymousReader, '10.9.1.3', report('video', video.id));
    await expect(
      t.services.reports.report(anonymousReader, '10.9.1.3', report('video', video.id)),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('answers not found for what the reporter cannot see, and validates the details', async () => {
    const pending = await insertVideo(t.database.db, { isApproved: false, creatorId: creator.userId });
    await expect(
      t.services.reports.report(anonymousReader, '10.9.2.1', report('video', pending.id)),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Video not found.' });
    await expect(
      t.services.reports.report(anonymousReader, '10.9.2.1', report('post', crypto.randomUUID())),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const video = await insertVideo(t.database.db);
    await expect(
      t.services.reports.report(admin, '10.9.2.2', {
        ...report('video', video.id),
        details: 'x'.repeat(1001),
      }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message: 'Details must be at most 1000 characters.' });
    await expect(
      t.services.reports.report(admin, '10.9.2.2', { ...report('video', video.id), reason: 'RUDE' as never }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('holds a post reported by 3 established people: only its author and admins still see it', async () => {
    const post = await newPost(creator);
    // Accounts two days old: each one, on an address of its own, is a person weighing 1.
    await t.database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(
        inArray(
          users.id,
          viewers.map((viewer) => viewer.userId),
        ),
      );
    for (const [i, viewer] of viewers.slice(0, 2).entries()) {
      await t.services.reports.report(viewer, `10.9.3.${i}`, report('post', post.id));
    }
    // A signed-out visitor adds a quarter (ADR 0017).
    await t.services.reports.report(anonymousReader, '10.9.3.9', report('post', post.id));
    expect(await t.services.posts.get(anonymousReader, post.id)).toBeDefined();
    await t.services.reports.report(viewers[3] as UserActor, '10.9.3.3', report('post', post.id));
    expect(await t.services.posts.get(anonymousReader, post.id)).toBeUndefined();
    expect(await t.services.posts.get(viewers[2] as UserActor, post.id)).toBeUndefined();
    const listed = await t.services.posts.list(anonymousReader, { limit: 1000 });
    expect(listed.items.map((p) => p.id)).not.toContain(post.id);
    const board = await t.services.board.board(anonymousReader);
    expect(board.posts.map((p) => p.id)).not.toContain(post.id);
    expect(await t.services.posts.get(creator, post.id)).toBeDefined();
    expect(await t.services.posts.get(admin, post.id)).toBeDefined();
    const log = await t.services.auditLog.list(admin, { limit: 10 });
    expect(log.items[0]).toMatchObject({ adminId: null, action: 'HOLD', targetId: post.id });
  });

  it('limits reports per user and per IP address', async () => {
    const limited = createReportService({
      db: t.database.db,
      canSee: async () => true,
      visitorSecret: 'test',
      holdThreshold: 100,
      limits: { perUser: 2, perIp: 3 },
    });
    const targets = await Promise.all([1, 2, 3, 4].map(() => insertVideo(t.database.db)));
    const [a, b, c, d] = targets.map((video) => report('video', video.id));
    const user = viewers[2] as UserActor;
    await limited.report(user, '10.9.4.1', a as never);
    await limited.report(user, '10.9.4.2', b as never);
    await expect(limited.report(user, '10.9.4.3', c as never)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: moderationMessages.rateLimited,
    });
    for (const target of [a, b, c]) await limited.report(anonymousReader, '10.9.4.9', target as never);
    await expect(limited.report(anonymousReader, '10.9.4.9', d as never)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
  });
});
