import { commentMessages } from '@reelboard/shared/comments';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousReader, nobody } from '../../../test/actors.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { insertUser } from '../../../test/users.ts';
import { insertVideo } from '../../../test/videos.ts';
import { comments, commentVotes, posts } from '../../db/community-schema.ts';
import { videos } from '../../db/video-schema.ts';
import type { UserActor } from '../actors.ts';
import { createVideoService } from '../videos/video-service.ts';
import { type CommentLimits, createCommentService } from './comment-service.ts';

// The comment service called directly, as each role. What GraphQL adds (threads as the web
// app reads them, the anonymous per-IP limit over HTTP) is in graphql/community.test.ts.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let videoService: ReturnType<typeof createVideoService>;
let service: ReturnType<typeof createCommentService>;
let admin: UserActor;
let owner: UserActor;
let viewer: UserActor;

// As services.ts wires it: the video service decides who may see a video.
const commentService = (limits: Partial<CommentLimits>, now?: () => Date) =>
  createCommentService({
    db: database.db,
    canSeeVideo: videoService.canSee,
    blockedTerm: async () => undefined,
    onHeld: async () => {},
    visitorSecret: 'test-secret',
    limits,
    now,
  });

beforeAll(async () => {
  database = await createTestDatabase();
  videoService = createVideoService({
    db: database.db,
    viewerSecret: 'test-secret',
  });
  // Limits out of the way; the limit tests below make their own service.
  service = commentService({ perIpAnonymous: 1000, perUser: 1000, perIpSignedIn: 1000 });
  [admin, owner, viewer] = await Promise.all([
    insertUser(database.db, 'admin'),
    insertUser(database.db, 'creator'),
    insertUser(database.db, 'viewer'),
  ]);
});
afterAll(() => database.close());

const NOT_AUTHORIZED = { code: 'FORBIDDEN', message: 'Not Authorized to access this field.' };
const VIDEO_NOT_FOUND = { code: 'NOT_FOUND', message: 'Video not found.' };

async function newPost(author: UserActor) {
  const [post] = await database.db
    .insert(posts)
    .values({ title: 'A post', content: 'Text', category: 'Business', authorId: author.userId })
    .returning();
  if (!post) throw new Error('insert failed');
  return post;
}

const onVideo = (videoId: string, content = 'Nice video') => ({
  content,
  targetId: videoId,
  targetType: 'video',
});

const commentCountOf = async (table: typeof videos | typeof posts, id: string) =>
  (await database.db.select({ count: table.commentCount }).from(table).where(eq(table.id, id)))[0]?.count;

const rowsUnder = async (targetId: string) =>
  (
    await database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from ${comments} where target_id = ${targetId}`,
    )
  ).rows[0]?.count;

describe('access', () => {
  it('refuses nobody in every public method and stores nothing', async () => {
    const video = await insertVideo(database.db);
    const comment = await service.create(viewer, '10.1.0.1', onVideo(video.id));
    await expect(service.get(nobody, comment.id)).rejects.toMatchObject(NOT_AUTHORIZED);
    await expect(service.list(nobody, { targetId: video.id, targetType: 'video' })).rejects.toMatchObject(
      NOT_AUTHORIZED,
    );
    await expect(service.create(nobody, '10.1.0.1', onVideo(video.id))).rejects.toMatchObject(NOT_AUTHORIZED);
    await expect(service.vote(nobody, '10.1.0.1', comment.id, 'LIKE')).rejects.toMatchObject(NOT_AUTHORIZED);
    await expect(service.remove(nobody, comment.id)).rejects.toMatchObject(NOT_AUTHORIZED);
    expect(await rowsUnder(video.id)).toBe(1);
    expect(await commentCountOf(videos, video.id)).toBe(1);
    expect(await service.get(anonymousReader, comment.id)).toMatchObject({ likes: 0, dislikes: 0 });
  });

  it('lets only the author and admins remove a comment; refused removals leave it and the counter', async () => {
    const video = await insertVideo(database.db, { creatorId: owner.userId });
    const comment = await service.create(viewer, '10.1.0.2', onVideo(video.id));
    const own = await service.create(viewer, '10.1.0.2', onVideo(video.id, 'Mine'));
    expect((await service.remove(viewer, own.id)).id).toBe(own.id);
    for (const actor of [anonymousReader, owner]) {
      await expect(service.remove(actor, comment.id)).rejects.toMatchObject(NOT_AUTHORIZED);
    }
    expect(await service.get(anonymousReader, comment.id)).toBeDefined();
    expect(await commentCountOf(videos, video.id)).toBe(1);
    expect((await service.remove(admin, comment.id)).id).toBe(comment.id);
    expect(await service.get(anonymousReader, comment.id)).toBeUndefined();
    expect(await commentCountOf(videos, video.id)).toBe(0);
  });
});

describe('comments on videos not everyone may see', () => {
  it('lets the uploader and admins read and write under a pending video, and nobody else', async () => {
    const pending = await insertVideo(database.db, { creatorId: owner.userId, isApproved: false });
    for (const actor of [anonymousReader, viewer]) {
      await expect(service.create(actor, '10.2.0.1', onVideo(pending.id))).rejects.toMatchObject(
        VIDEO_NOT_FOUND,
      );
    }
    const byOwner = await service.create(owner, '10.2.0.1', onVideo(pending.id, 'Uploaded it'));
    await service.create(admin, '10.2.0.1', onVideo(pending.id, 'Approving soon'));
    expect(await commentCountOf(videos, pending.id)).toBe(2);

    const target = { targetId: pending.id, targetType: 'video' };
    for (const actor of [anonymousReader, viewer]) {
      await expect(service.list(actor, target)).rejects.toMatchObject(VIDEO_NOT_FOUND);
      await expect(service.vote(actor, '10.2.0.2', byOwner.id, 'LIKE')).rejects.toMatchObject(
        VIDEO_NOT_FOUND,
      );
    }
    for (const actor of [owner, admin]) {
      expect((await service.list(actor, target)).items.map((comment) => comment.content)).toEqual([
        'Uploaded it',
        'Approving soon',
      ]);
    }
    expect(await service.get(anonymousReader, byOwner.id)).toMatchObject({ likes: 0, dislikes: 0 });
  });
});

describe('create', () => {
  it('names what is wrong with a target or a parent, and stores nothing', async () => {
    const video = await insertVideo(database.db);
    const cases: [Record<string, unknown>, { code: string; message: string }][] = [
      [{ targetType: 'photo' }, { code: 'BAD_USER_INPUT', message: 'targetType must be video or post.' }],
      [{ targetId: 'not-an-id' }, VIDEO_NOT_FOUND],
      [{ targetId: '00000000-0000-4000-8000-000000000000' }, VIDEO_NOT_FOUND],
      [
        { targetType: 'post', targetId: '00000000-0000-4000-8000-000000000000' },
        { code: 'NOT_FOUND', message: 'Post not found' },
      ],
      [
        { parentCommentId: 'not-an-id' },
        {
          code: 'BAD_USER_INPUT',
          message: 'The comment you are replying to is not under this video or post.',
        },
      ],
    ];
    for (const [change, error] of cases) {
      await expect(
        service.create(viewer, '10.3.0.1', { ...onVideo(video.id), ...change }),
      ).rejects.toMatchObject(error);
    }
    expect(await rowsUnder(video.id)).toBe(0);
    expect(await commentCountOf(videos, video.id)).toBe(0);
  });

  it('records the author: a signed-in user by id and name, an anonymous reader as nobody', async () => {
    const video = await insertVideo(database.db);
    const signed = await service.create(viewer, '10.3.0.2', onVideo(video.id, '  Signed  '));
    expect(signed).toMatchObject({
      content: 'Signed',
      authorId: viewer.userId,
      authorUsername: viewer.email.split('@')[0],
      targetType: 'video',
      parentCommentId: null,
    });
    const anonymous = await service.create(anonymousReader, '10.3.0.2', onVideo(video.id, 'Anonymous'));
    expect(anonymous).toMatchObject({ authorId: null, authorUsername: null });
  });

  it('keeps the counters of a video and a post equal to their comments under 25 parallel writers', async () => {
    const video = await insertVideo(database.db);
    const post = await newPost(owner);
    const writers = await Promise.all(Array.from({ length: 25 }, () => insertUser(database.db)));
    await Promise.all(
      writers.flatMap((writer, i) => [
        service.create(writer, `10.4.0.${i}`, onVideo(video.id)),
        service.create(writer, `10.4.0.${i}`, {
          content: 'On the post',
          targetId: post.id,
          targetType: 'post',
        }),
      ]),
    );
    expect(await commentCountOf(videos, video.id)).toBe(25);
    expect(await rowsUnder(video.id)).toBe(25);
    expect(await commentCountOf(posts, post.id)).toBe(25);
    expect(await rowsUnder(post.id)).toBe(25);
  });
});

describe('rate limits for signed-in users', () => {
  it('holds the per-user limit under parallel requests until the minute is over', async () => {
    let clock = new Date('2026-05-01T10:00:00Z');
    const limited = commentService({ perUser: 3, perIpSignedIn: 100 }, () => clock);
    const video = await insertVideo(database.db);
    const writer = await insertUser(database.db);
    const attempt = () =>
      Promise.allSettled(
        Array.from({ length: 6 }, (_, i) => limited.create(writer, `10.5.0.${i}`, onVideo(video.id))),
      );
    const results = await attempt();
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const refusal = results.find((result) => result.status === 'rejected');
    expect(refusal?.reason).toMatchObject({ code: 'RATE_LIMITED', message: commentMessages.rateLimited });
    expect(await rowsUnder(video.id)).toBe(3);
    clock = new Date('2026-05-01T10:00:59Z');
    await expect(limited.create(writer, '10.5.1.1', onVideo(video.id))).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    clock = new Date('2026-05-01T10:01:00Z');
    await expect(limited.create(writer, '10.5.1.1', onVideo(video.id))).resolves.toMatchObject({
      authorId: writer.userId,
    });
    expect(await commentCountOf(videos, video.id)).toBe(4);
  });

  it('holds the per-address limit across users signed in from one address', async () => {
    const limited = commentService({ perUser: 100, perIpSignedIn: 5 });
    const video = await insertVideo(database.db);
    const [first, second] = await Promise.all([insertUser(database.db), insertUser(database.db)]);
    const results = await Promise.allSettled(
      [first, second, first, second, first, second, first].map((writer) =>
        limited.create(writer as UserActor, '10.5.2.1', onVideo(video.id)),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    expect(await commentCountOf(videos, video.id)).toBe(5);
  });
});

describe('vote', () => {
  it('refuses unknown votes and comments', async () => {
    const video = await insertVideo(database.db);
    const comment = await service.create(viewer, '10.6.0.1', onVideo(video.id));
    await expect(service.vote(viewer, '10.6.0.1', comment.id, 'LOVE' as never)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'vote must be LIKE or DISLIKE.',
    });
    for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000']) {
      await expect(service.vote(viewer, '10.6.0.1', id, 'LIKE')).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Comment not found.',
      });
    }
    expect(await service.get(viewer, comment.id)).toMatchObject({ likes: 0, dislikes: 0 });
  });

  it('counts 30 users voting in parallel exactly, and 10 of them switching in parallel', async () => {
    const video = await insertVideo(database.db);
    const comment = await service.create(owner, '10.6.0.2', onVideo(video.id));
    const voters = await Promise.all(Array.from({ length: 30 }, () => insertUser(database.db)));
    await Promise.all(voters.map((voter) => service.vote(voter, '10.6.0.3', comment.id, 'LIKE')));
    expect(await service.get(viewer, comment.id)).toMatchObject({ likes: 30, dislikes: 0 });
    await Promise.all(
      voters.slice(0, 10).map((voter) => service.vote(voter, '10.6.0.3', comment.id, 'DISLIKE')),
    );
    expect(await service.get(viewer, comment.id)).toMatchObject({ likes: 20, dislikes: 10 });
  });

  it("counts one visitor's parallel clicks one after the other, counters equal to the votes", async () => {
    const video = await insertVideo(database.db);
    const comment = await service.create(owner, '10.6.0.4', onVideo(video.id));
    // Five likes from one address: like, take back, like, take back, like.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => service.vote(anonymousReader, '10.6.0.5', comment.id, 'LIKE')),
    );
    expect(answers.map((answer) => answer.likes).sort()).toEqual([0, 0, 1, 1, 1]);
    expect(await service.get(viewer, comment.id)).toMatchObject({ likes: 1, dislikes: 0 });
    // Mixed clicks from three visitors at once: the counters still equal the stored votes.
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        service.vote(anonymousReader, `10.6.1.${index % 3}`, comment.id, index % 2 ? 'LIKE' : 'DISLIKE'),
      ),
    );
    const stored = await database.db
      .select({ vote: commentVotes.vote, count: sql<number>`count(*)::int` })
      .from(commentVotes)
      .where(eq(commentVotes.commentId, comment.id))
      .groupBy(commentVotes.vote);
    const count = (vote: string) => stored.find((row) => row.vote === vote)?.count ?? 0;
    expect(await service.get(viewer, comment.id)).toMatchObject({
      likes: count('LIKE'),
      dislikes: count('DISLIKE'),
    });
  });
});

describe('list pages', () => {
  it('pages oldest first, comments of the same moment by id, without repeats or gaps', async () => {
    const post = await newPost(owner);
    const sameMoment = new Date('2026-05-01T09:00:00Z');
    await database.db.insert(comments).values(
      Array.from({ length: 5 }, (_, i) => ({
        content: `Comment ${i}`,
        targetId: post.id,
        targetType: 'post',
        authorId: viewer.userId,
        createdAt: i === 4 ? new Date('2026-05-01T08:00:00Z') : sameMoment,
      })),
    );
    const target = { targetId: post.id, targetType: 'post' };
    const all = (await service.list(anonymousReader, target)).items.map((comment) => comment.id);
    const paged: string[] = [];
    let nextToken: string | null = null;
    let pages = 0;
    do {
      const page = await service.list(anonymousReader, target, { limit: 2, nextToken });
      paged.push(...page.items.map((comment) => comment.id));
      nextToken = page.nextToken;
      pages += 1;
    } while (nextToken);
    expect(pages).toBe(3);
    expect(paged).toEqual(all);
    expect(all).toHaveLength(5);
    // The oldest first, then the four of the same moment by id.
    expect((await service.get(anonymousReader, all[0] as string))?.content).toBe('Comment 4');
    expect(all.slice(1)).toEqual([...all.slice(1)].sort());
  });

  it('refuses a bad nextToken with a clear message', async () => {
    const post = await newPost(owner);
    const target = { targetId: post.id, targetType: 'post' };
    const forged = Buffer.from(JSON.stringify(['2026-05-01T09:00:00.000Z', 'not-an-id'])).toString(
      'base64url',
    );
    for (const nextToken of ['garbage', forged]) {
      await expect(service.list(anonymousReader, target, { nextToken })).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'Invalid nextToken.',
      });
    }
  });
});

describe('remove', () => {
  it('leaves "[deleted]" for a comment with replies, keeps the replies, and counts right', async () => {
    const video = await insertVideo(database.db);
    const top = await service.create(viewer, '10.7.0.1', onVideo(video.id, 'Top'));
    const reply = await service.create(owner, '10.7.0.1', {
      ...onVideo(video.id, 'Reply'),
      parentCommentId: top.id,
    });
    const other = await service.create(owner, '10.7.0.1', onVideo(video.id, 'Another thread'));
    expect(await commentCountOf(videos, video.id)).toBe(3);
    await service.remove(admin, top.id);
    expect(await commentCountOf(videos, video.id)).toBe(2);
    const listed = await service.list(anonymousReader, { targetId: video.id, targetType: 'video' });
    expect(listed.items.map((c) => [c.id, c.content, c.authorId])).toEqual([
      [top.id, '[deleted]', null],
      [reply.id, 'Reply', owner.userId],
      [other.id, 'Another thread', owner.userId],
    ]);
    await expect(service.remove(viewer, top.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Comment not found.',
    });
    // The last reply of a placeholder takes the placeholder with it.
    await service.remove(owner, reply.id);
    const left = await database.db
      .select({ id: comments.id })
      .from(comments)
      .where(and(eq(comments.targetId, video.id), eq(comments.targetType, 'video')));
    expect(left).toEqual([{ id: other.id }]);
    expect(await commentCountOf(videos, video.id)).toBe(1);
  });
});
