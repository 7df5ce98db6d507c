import { postEngagement, videoEngagement } from '@reelboard/shared/engagement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousReader, nobody } from '../../../test/actors.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { insertUser } from '../../../test/users.ts';
import { insertVideo } from '../../../test/videos.ts';
import { comments, posts } from '../../db/community-schema.ts';
import { videos } from '../../db/video-schema.ts';
import type { Actor, UserActor } from '../actors.ts';
import { createBoardService } from './board-service.ts';

// The board ranks in SQL (db/engagement.ts, the same expressions its indexes are built
// on); packages/shared/src/engagement.ts states the rule in TypeScript. These tests rank
// real rows both ways and expect the same order.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let service: ReturnType<typeof createBoardService>;
let admin: UserActor;
let owner: UserActor;
let viewer: UserActor;

beforeAll(async () => {
  database = await createTestDatabase();
  service = createBoardService({ db: database.db });
  [admin, owner, viewer] = await Promise.all([
    insertUser(database.db, 'admin'),
    insertUser(database.db, 'creator', 'owner'),
    insertUser(database.db, 'viewer'),
  ]);
});
afterAll(() => database.close());

// Counters from a fixed sequence, so that a failure can be reproduced.
let seed = 20_260_501;
const counter = (max: number) => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed % (max + 1);
};

// Equal scores go newest first, then (posts) by id, descending: the board's order.
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

const isPublic = (video: typeof videos.$inferSelect) =>
  video.isApproved && video.isActive && (video.origin === 'sample' || video.expiryDate > new Date());

describe('access', () => {
  it('refuses nobody and answers every reader', async () => {
    await expect(service.board(nobody)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Not Authorized to access this field.',
    });
    for (const actor of [anonymousReader, viewer, owner, admin]) {
      await expect(service.board(actor)).resolves.toHaveProperty('posts');
    }
  });
});

describe('ranking', () => {
  it('orders posts exactly as postEngagement does, loves and laughs not counted, 20 at most', async () => {
    const moments = ['2026-04-01T10:00:00Z', '2026-04-02T10:00:00Z', '2026-04-03T10:00:00Z'];
    await database.db.insert(posts).values(
      Array.from({ length: 30 }, (_, i) => ({
        title: `Post ${i}`,
        content: 'Text',
        category: 'Business',
        authorId: owner.userId,
        likes: counter(6),
        commentCount: counter(6),
        loves: counter(20),
        laughs: counter(20),
        createdAt: new Date(moments[i % moments.length] as string),
      })),
    );
    const all = await database.db.select().from(posts);
    const rankedBy = (score: (post: (typeof all)[number]) => number) =>
      ids(
        [...all]
          .sort((a, b) => score(b) - score(a) || b.createdAt.getTime() - a.createdAt.getTime() || byId(a, b))
          .slice(0, 20),
      );
    const expected = rankedBy(postEngagement);
    // The rows tell the rule apart from one that counted every reaction.
    expect(rankedBy((post) => postEngagement(post) + post.loves + post.laughs)).not.toEqual(expected);

    const board = await service.board(anonymousReader);
    expect(ids(board.posts)).toEqual(expected);
    expect(board.posts[0]).toMatchObject({ authorUsername: 'owner' });
  });

  it('orders commented public videos exactly as videoEngagement does, dislikes counted, 12 at most', async () => {
    for (let i = 0; i < 16; i += 1) {
      await insertVideo(database.db, {
        creatorId: owner.userId,
        likes: counter(8),
        dislikes: counter(8),
        commentCount: 1 + counter(4),
      });
    }
    // Never on the board, however engaging: not commented, or not public.
    const loud = { likes: 900, dislikes: 900 };
    const left = await Promise.all([
      insertVideo(database.db, { ...loud, commentCount: 0 }),
      insertVideo(database.db, { ...loud, commentCount: 5, isApproved: false }),
      insertVideo(database.db, { ...loud, commentCount: 5, isActive: false }),
      insertVideo(database.db, { ...loud, commentCount: 5, expiryDate: new Date(Date.now() - 1000) }),
    ]);
    // A built-in sample stays public past its expiry date.
    const sample = await insertVideo(database.db, {
      origin: 'sample',
      sourceId: 'board-sample',
      likes: 50,
      commentCount: 1,
      expiryDate: new Date('2025-01-01T00:00:00Z'),
    });

    const candidates = (await database.db.select().from(videos)).filter(
      (video) => video.commentCount > 0 && isPublic(video),
    );
    const rankedBy = (score: (video: (typeof candidates)[number]) => number) =>
      ids(
        [...candidates]
          .sort((a, b) => score(b) - score(a) || b.uploadDate.getTime() - a.uploadDate.getTime())
          .slice(0, 12),
      );
    const expected = rankedBy(videoEngagement);
    expect(rankedBy((video) => video.likes + video.commentCount)).not.toEqual(expected);

    const board = ids((await service.board(anonymousReader)).videos);
    expect(board).toEqual(expected);
    expect(board[0]).toBe(sample.id);
    for (const video of left) expect(board).not.toContain(video.id);
  });

  it('lists the most liked comments of public videos, newest first among equals, 10 at most', async () => {
    const shown = await insertVideo(database.db, { title: 'Shown video' });
    const pending = await insertVideo(database.db, { title: 'Pending video', isApproved: false });
    const [post] = await database.db
      .insert(posts)
      .values({ title: 'P', content: 'T', category: 'Business', authorId: owner.userId })
      .returning();
    const rows = [
      ...Array.from({ length: 12 }, () => ({
        targetId: shown.id,
        targetType: 'video',
        likes: counter(5),
      })),
      { targetId: pending.id, targetType: 'video', likes: 1000 },
      { targetId: post?.id as string, targetType: 'post', likes: 1000 },
    ];
    await database.db.insert(comments).values(
      rows.map((row, i) => ({
        ...row,
        content: `Comment ${i}`,
        authorId: viewer.userId,
        createdAt: new Date(Date.UTC(2026, 3, 1, 0, i)),
      })),
    );
    const expected = (await database.db.select().from(comments))
      .filter((comment) => comment.targetId === shown.id)
      .sort((a, b) => b.likes - a.likes || b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, 10);

    const popular = (await service.board(anonymousReader)).popularVideoComments;
    expect(ids(popular)).toEqual(ids(expected));
    expect(new Set(popular.map((comment) => comment.videoTitle))).toEqual(new Set(['Shown video']));
    expect(popular[0]).toMatchObject({ authorUsername: viewer.email.split('@')[0] });
  });
});

describe('what each role sees', () => {
  it('blanks the videos on the board per reader, as everywhere else', async () => {
    const video = await insertVideo(database.db, {
      creatorId: owner.userId,
      likes: 5000,
      commentCount: 1,
      adminNotes: 'Top of the board.',
      processingError: 'one rendition failed',
    });
    const onBoard = async (actor: Actor) => {
      const first = (await service.board(actor)).videos[0];
      expect(first?.id).toBe(video.id);
      return first && { notes: first.adminNotes, error: first.processingError, email: first.creatorEmail };
    };
    const blank = { notes: null, error: null, email: undefined };
    expect(await onBoard(anonymousReader)).toEqual(blank);
    expect(await onBoard(viewer)).toEqual(blank);
    expect(await onBoard(owner)).toEqual({ ...blank, error: 'one rendition failed' });
    expect(await onBoard(admin)).toEqual({
      notes: 'Top of the board.',
      error: 'one rendition failed',
      email: 'owner@example.com',
    });
  });
});
