import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousReader, nobody } from '../../../test/actors.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { insertUser } from '../../../test/users.ts';
import { insertVideo } from '../../../test/videos.ts';
import type { UserActor } from '../actors.ts';
import { createBoardService } from '../community/board-service.ts';
import { createVideoService } from './video-service.ts';
import { createVideoVotes } from './video-votes.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let votes: ReturnType<typeof createVideoVotes>;
let admin: UserActor;
let owner: UserActor;
let viewer: UserActor;

beforeAll(async () => {
  database = await createTestDatabase();
  const videos = createVideoService({
    db: database.db,
    viewerSecret: 'test-secret',
  });
  votes = createVideoVotes({ db: database.db, videos, viewerSecret: 'test-secret' });
  [admin, owner, viewer] = await Promise.all([
    insertUser(database.db, 'admin'),
    insertUser(database.db, 'creator', 'owner'),
    insertUser(database.db, 'viewer'),
  ]);
});
afterAll(() => database.close());

const counts = (result: { video: { likes: number; dislikes: number } }) => [
  result.video.likes,
  result.video.dislikes,
];

describe('video votes', () => {
  it('counts one vote per person and per visitor; the same again takes it back, the other replaces it', async () => {
    const video = await insertVideo(database.db, { creatorId: owner.userId });
    expect(counts(await votes.vote(viewer, '10.0.0.1', video.id, 'LIKE'))).toEqual([1, 0]);
    // The same person from another address is still one person.
    expect(await votes.vote(viewer, '10.0.0.2', video.id, 'LIKE')).toMatchObject({
      vote: null,
      video: { likes: 0, dislikes: 0 },
    });
    expect(counts(await votes.vote(anonymousReader, '10.0.0.1', video.id, 'LIKE'))).toEqual([1, 0]);
    expect(counts(await votes.vote(anonymousReader, '10.0.0.2', video.id, 'LIKE'))).toEqual([2, 0]);
    const switched = await votes.vote(anonymousReader, '10.0.0.2', video.id, 'DISLIKE');
    expect(switched.vote).toBe('DISLIKE');
    expect(counts(switched)).toEqual([1, 1]);
    expect(await votes.voteOf(anonymousReader, '10.0.0.2', video.id)).toBe('DISLIKE');
    expect(await votes.voteOf(anonymousReader, '10.0.0.3', video.id)).toBeNull();
    for (const actor of [owner, admin])
      expect((await votes.vote(actor, '10.0.0.9', video.id, 'LIKE')).vote).toBe('LIKE');
  });

  it('counts parallel votes exactly', async () => {
    const video = await insertVideo(database.db, { creatorId: owner.userId });
    // Twenty visitors at once: twenty likes.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => votes.vote(anonymousReader, `10.1.0.${i + 1}`, video.id, 'LIKE')),
    );
    // One visitor clicking eleven times at once: one after the other, so one like is left.
    await Promise.all(
      Array.from({ length: 11 }, () => votes.vote(anonymousReader, '10.2.0.1', video.id, 'LIKE')),
    );
    const after = await votes.vote(anonymousReader, '10.3.0.1', video.id, 'DISLIKE');
    expect(counts(after)).toEqual([21, 1]);
  });

  it('refuses callers without a key, bad votes and videos the reader may not see', async () => {
    const video = await insertVideo(database.db, { creatorId: owner.userId });
    await expect(votes.vote(nobody, '10.0.0.1', video.id, 'LIKE')).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(votes.vote(viewer, '10.0.0.1', video.id, 'LOVE' as 'LIKE')).rejects.toThrow(
      'vote must be LIKE or DISLIKE.',
    );
    const pending = await insertVideo(database.db, { creatorId: owner.userId, isApproved: false });
    for (const actor of [anonymousReader, viewer]) {
      await expect(votes.vote(actor, '10.0.0.1', pending.id, 'LIKE')).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      await expect(votes.voteOf(actor, '10.0.0.1', pending.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    await expect(votes.vote(viewer, '10.0.0.1', 'not-a-uuid', 'LIKE')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('moves the engagement ranking: likes and dislikes both count', async () => {
    const board = createBoardService({ db: database.db });
    const older = await insertVideo(database.db, {
      commentCount: 50,
      uploadDate: new Date('2026-01-01T00:00:00Z'),
    });
    const newer = await insertVideo(database.db, {
      commentCount: 50,
      uploadDate: new Date('2026-01-02T00:00:00Z'),
    });
    const order = async () =>
      (await board.board(anonymousReader)).videos
        .map((video) => video.id)
        .filter((id) => [older.id, newer.id].includes(id));
    expect(await order()).toEqual([newer.id, older.id]); // equal scores: newest first
    await votes.vote(anonymousReader, '10.4.0.1', older.id, 'DISLIKE');
    expect(await order()).toEqual([older.id, newer.id]);
    await votes.vote(anonymousReader, '10.4.0.1', newer.id, 'LIKE');
    await votes.vote(anonymousReader, '10.4.0.2', newer.id, 'LIKE');
    expect(await order()).toEqual([newer.id, older.id]);
  });

  it('takes 30 votes a minute from one person or visitor, on any videos', async () => {
    const [first, second] = await Promise.all([
      insertVideo(database.db, { creatorId: owner.userId }),
      insertVideo(database.db, { creatorId: owner.userId }),
    ]);
    // Fifteen clicks on each: the first video keeps the visitor's like, the second none.
    for (let i = 0; i < 30; i++) {
      await votes.vote(anonymousReader, '10.5.0.1', (i % 2 === 0 ? first : second).id, 'LIKE');
    }
    await expect(votes.vote(anonymousReader, '10.5.0.1', first.id, 'DISLIKE')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: 'You are voting too fast. Please wait a minute and try again.',
    });
    expect(await votes.voteOf(anonymousReader, '10.5.0.1', first.id)).toBe('LIKE');
    // Another visitor, and a signed-in person on the same address, vote on.
    expect((await votes.vote(anonymousReader, '10.5.0.2', first.id, 'LIKE')).vote).toBe('LIKE');
    const someone = await insertUser(database.db, 'viewer');
    expect((await votes.vote(someone, '10.5.0.1', first.id, 'LIKE')).vote).toBe('LIKE');
  });
});
