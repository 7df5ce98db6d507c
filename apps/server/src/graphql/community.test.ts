import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActor, anonymousReader, userActor } from '../../test/actors.ts';
import { createTestApp } from '../../test/app.ts';
import { insertVideo } from '../../test/videos.ts';
import { reactions } from '../db/community-schema.ts';
import { users } from '../db/schema.ts';

type User = Awaited<ReturnType<Awaited<ReturnType<typeof createTestApp>>['signedInUser']>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let author: User;
let admin: User;
let apiKey: { apiKey: string };

beforeAll(async () => {
  t = await createTestApp();
  apiKey = { apiKey: t.secrets.publicApiKey };
  [author, admin] = await Promise.all([
    t.signedInUser('author@example.com'),
    t.signedInUser('admin@example.com'),
  ]);
  await t.services.profiles.setLevel(admin.userId, 'admin');
});
afterAll(() => t.close());

const CREATE_POST = `mutation($input: CreatePostInput!) {
  createPost(input: $input) { id title category likes loves laughs commentCount author authorName imageUrl }
}`;
const POST = 'query($id: ID!) { getPost(id: $id) { id likes loves laughs commentCount } }';
const TOGGLE = `mutation($postId: ID!, $type: PostReactionType!) {
  toggleReaction(postId: $postId, type: $type) { reacted post { likes loves laughs } }
}`;
const SET = `mutation($postId: ID!, $type: PostReactionType!, $on: Boolean!) {
  setReaction(postId: $postId, type: $type, on: $on) { likes }
}`;
const CREATE_COMMENT = `mutation($input: CreateCommentInput!) {
  createComment(input: $input) { id content author authorName targetId targetType postId parentCommentId likes dislikes }
}`;
const LIST_COMMENTS = `query($filter: ModelCommentFilterInput!) {
  listComments(filter: $filter) { items { id content parentCommentId likes dislikes } }
}`;
const VOTE = `mutation($id: ID!, $vote: CommentVote!) { voteComment(commentId: $id, vote: $vote) { likes dislikes } }`;

async function newPost(title = 'Hello board') {
  const result = await t.graphql(
    CREATE_POST,
    { input: { title, content: 'First post', category: 'Beauty & Arts' } },
    { token: author.accessToken },
  );
  expect(result.body.errors).toBeUndefined();
  return result.body.data?.createPost as { id: string };
}

// As a visitor by default; counters in kept answers may lag for anyone but the writer.
async function postCounts(id: string, reader: { token: string } | typeof apiKey = apiKey) {
  return (await t.graphql(POST, { id }, reader)).body.data?.getPost as Record<string, number>;
}

// Users made straight in the database: signing up 200 through HTTP only tests sign-up.
async function manyUsers(count: number, tag: string) {
  const rows = await t.database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `${tag}${i}@example.com`,
        name: `${tag}${i}`,
        passwordHash: 'x',
      })),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

describe('posts', () => {
  it('lets a signed-in user create a post with zero counters and the caller as author', async () => {
    const result = await t.graphql(
      CREATE_POST,
      { input: { title: ' Title ', content: 'Body', category: 'Business' } },
      { token: author.accessToken },
    );
    expect(result.body.data?.createPost).toMatchObject({
      title: 'Title',
      category: 'Business',
      likes: 0,
      loves: 0,
      laughs: 0,
      commentCount: 0,
      author: author.userId,
      imageUrl: null,
    });
  });

  it('refuses anonymous callers, unknown categories and foreign image keys', async () => {
    const input = { title: 'x', content: 'y', category: 'Business' };
    const anonymous = await t.graphql(CREATE_POST, { input }, apiKey);
    expect(anonymous.body.errors?.[0]?.message).toBe('Not Authorized to access this field.');
    const badCategory = await t.graphql(
      CREATE_POST,
      { input: { ...input, category: 'Beauty' } },
      { token: author.accessToken },
    );
    expect(badCategory.body.errors?.[0]?.message).toMatch(/Category must be one of/);
    const foreign = await t.graphql(
      CREATE_POST,
      { input: { ...input, imageUrl: `public/posts/${admin.userId}/a.webp` } },
      { token: author.accessToken },
    );
    expect(foreign.body.errors?.[0]?.message).toBe('Upload the image again.');
  });

  it('has no way for a client to set a counter', async () => {
    const post = await newPost();
    const withCounter = await t.graphql(
      CREATE_POST,
      { input: { title: 'x', content: 'y', category: 'Business', likes: 1000 } },
      { token: author.accessToken },
    );
    expect(withCounter.body.errors?.[0]?.message).toMatch(/likes/);
    const update = await t.graphql(
      'mutation($id: ID!) { updatePost(input: {id: $id, likes: 1000}) { likes } }',
      { id: post.id },
      { token: author.accessToken },
    );
    expect(update.body.errors).toBeDefined();
    const comment = await t.graphql(
      CREATE_COMMENT,
      { input: { content: 'hi', postId: post.id, likes: 99 } },
      { token: author.accessToken },
    );
    expect(comment.body.errors?.[0]?.message).toMatch(/likes/);
    expect(await postCounts(post.id)).toMatchObject({ likes: 0, commentCount: 0 });
  });
});

describe('reactions', () => {
  it('toggles: a second click takes the reaction back; anonymous callers cannot react', async () => {
    const post = await newPost();
    const first = await t.graphql(TOGGLE, { postId: post.id, type: 'LAUGH' }, { token: author.accessToken });
    expect(first.body.data?.toggleReaction).toEqual({
      reacted: true,
      post: { likes: 0, loves: 0, laughs: 1 },
    });
    const second = await t.graphql(TOGGLE, { postId: post.id, type: 'LAUGH' }, { token: author.accessToken });
    expect(second.body.data?.toggleReaction).toEqual({
      reacted: false,
      post: { likes: 0, loves: 0, laughs: 0 },
    });
    const anonymous = await t.graphql(TOGGLE, { postId: post.id, type: 'LIKE' }, apiKey);
    expect(anonymous.body.errors?.[0]?.message).toBe('Not Authorized to access this field.');
  });

  it('200 different users liking one post in parallel give exactly +200', async () => {
    const post = await newPost();
    const ids = await manyUsers(200, 'liker');
    await Promise.all(ids.map((id) => t.services.posts.toggleReaction(userActor(id), post.id, 'LIKE')));
    expect((await postCounts(post.id)).likes).toBe(200);
  });

  it('one user liking 50 times in parallel gives +1 (setReaction), and toggles stay equal to the rows', async () => {
    const post = await newPost();
    const [liker] = await manyUsers(1, 'repeat');
    if (!liker) throw new Error('no user');
    await Promise.all(
      Array.from({ length: 50 }, () => t.services.posts.setReaction(userActor(liker), post.id, 'LIKE', true)),
    );
    expect((await postCounts(post.id)).likes).toBe(1);
    const through = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.graphql(SET, { postId: post.id, type: 'LIKE', on: true }, { token: author.accessToken }),
      ),
    );
    expect(through.every((result) => result.body.errors === undefined)).toBe(true);
    expect((await postCounts(post.id)).likes).toBe(2);

    const toggled = await newPost();
    await Promise.all(
      Array.from({ length: 50 }, () => t.services.posts.toggleReaction(userActor(liker), toggled.id, 'LOVE')),
    );
    const rows = await t.database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from ${reactions} where post_id = ${toggled.id} and type = 'LOVE'`,
    );
    // 50 toggles, one after the other: an even number ends with the reaction off.
    expect((await postCounts(toggled.id)).loves).toBe(0);
    expect(rows.rows[0]?.count).toBe(0);
  });
});

describe('comments', () => {
  it('threads replies, counts them on the post and lists them for anyone', async () => {
    const post = await newPost();
    const top = await t.graphql(
      CREATE_COMMENT,
      { input: { content: 'Top', postId: post.id } },
      { token: author.accessToken },
    );
    const topComment = top.body.data?.createComment as { id: string };
    expect(top.body.data?.createComment).toMatchObject({
      content: 'Top',
      author: author.userId,
      authorName: 'author',
      targetType: 'post',
      postId: post.id,
      likes: 0,
    });
    const reply = await t.graphql(
      CREATE_COMMENT,
      { input: { content: 'Reply', targetId: post.id, targetType: 'post', parentCommentId: topComment.id } },
      { token: admin.accessToken },
    );
    expect(reply.body.data?.createComment).toMatchObject({ parentCommentId: topComment.id });
    expect((await postCounts(post.id)).commentCount).toBe(2);
    const list = await t.graphql(LIST_COMMENTS, { filter: { postId: { eq: post.id } } }, apiKey);
    expect(list.body.data?.listComments).toMatchObject({ items: [{ content: 'Top' }, { content: 'Reply' }] });
  });

  it('lets anonymous visitors comment on videos only, stores markup literally', async () => {
    const video = await insertVideo(t.database.db);
    const post = await newPost();
    const markup = '<img src=x onerror=alert(1)>';
    const onVideo = await t.graphql(
      CREATE_COMMENT,
      { input: { content: markup, targetId: video.id, targetType: 'video' } },
      apiKey,
    );
    expect(onVideo.body.data?.createComment).toMatchObject({
      content: markup,
      author: 'anonymous',
      authorName: 'anonymous',
    });
    const onPost = await t.graphql(CREATE_COMMENT, { input: { content: 'hi', postId: post.id } }, apiKey);
    expect(onPost.body.errors?.[0]?.message).toBe('Please sign in to comment on posts.');
    const videoQuery = await t.graphql(
      'query($id: ID!) { getVideo(id: $id) { commentCount } }',
      { id: video.id },
      {
        token: author.accessToken,
      },
    );
    expect(videoQuery.body.data?.getVideo).toEqual({ commentCount: 1 });
  });

  it('rejects blank, zero-width and over-long comments and replies to other targets', async () => {
    const video = await insertVideo(t.database.db);
    const other = await insertVideo(t.database.db);
    const send = (content: string, extra: Record<string, string> = {}) =>
      t.graphql(
        CREATE_COMMENT,
        { input: { content, targetId: video.id, targetType: 'video', ...extra } },
        { token: author.accessToken },
      );
    expect((await send('   ')).body.errors?.[0]?.message).toBe('Please write a comment.');
    expect((await send('\u200B\u200D\uFEFF')).body.errors?.[0]?.message).toBe('Please write a comment.');
    expect((await send('x'.repeat(501))).body.errors?.[0]?.message).toBe(
      'Comments must be at most 500 characters.',
    );
    const ok = (await send('x'.repeat(500))).body.data?.createComment as { id: string };
    expect(ok.id).toBeDefined();
    const wrongParent = await t.graphql(
      CREATE_COMMENT,
      { input: { content: 'r', targetId: other.id, targetType: 'video', parentCommentId: ok.id } },
      { token: author.accessToken },
    );
    expect(wrongParent.body.errors?.[0]?.message).toMatch(/not under this video/);
  });

  it('counts likes and dislikes once per visitor, anonymous by IP address', async () => {
    const video = await insertVideo(t.database.db);
    const comment = await t.services.comments.create(userActor(author.userId), '10.9.0.1', {
      content: 'Vote on me',
      targetId: video.id,
      targetType: 'video',
    });
    const vote = (ip: string, kind: string) =>
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: ip,
        headers: { 'content-type': 'application/json', 'x-api-key': t.secrets.publicApiKey },
        payload: { query: VOTE, variables: { id: comment.id, vote: kind } },
      });
    await Promise.all(Array.from({ length: 20 }, () => vote('10.9.0.2', 'LIKE')));
    const afterParallel = await t.services.comments.get(anonymousReader, comment.id);
    // 20 toggles in a row by one visitor: the vote ends off, never counted twice.
    expect(afterParallel?.likes).toBe(0);
    await vote('10.9.0.2', 'LIKE');
    await vote('10.9.0.3', 'LIKE');
    await vote('10.9.0.4', 'DISLIKE');
    expect(await t.services.comments.get(anonymousReader, comment.id)).toMatchObject({
      likes: 2,
      dislikes: 1,
    });
    // Switching replaces the vote.
    await vote('10.9.0.3', 'DISLIKE');
    expect(await t.services.comments.get(anonymousReader, comment.id)).toMatchObject({
      likes: 1,
      dislikes: 2,
    });
  });

  it('holds the per-IP rate limit for anonymous comments with a clear message', async () => {
    const video = await insertVideo(t.database.db);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: '10.8.0.1',
        headers: { 'content-type': 'application/json', 'x-api-key': t.secrets.publicApiKey },
        payload: {
          query: CREATE_COMMENT,
          variables: { input: { content: 'spam', targetId: video.id, targetType: 'video' } },
        },
      });
    const results = (await Promise.all(Array.from({ length: 15 }, send))).map(
      (response) => response.json() as { errors?: { message: string }[] },
    );
    expect(results.filter((result) => !result.errors)).toHaveLength(10);
    expect(results.find((result) => result.errors)?.errors?.[0]?.message).toBe(
      'You are commenting too fast. Please wait a minute and try again.',
    );
  });

  it('lets only the author and admins delete comments; replies stay under "[deleted]"', async () => {
    const post = await newPost();
    const viewer = userActor(author.userId);
    const top = await t.services.comments.create(viewer, '10.7.0.1', {
      content: 'a',
      targetId: post.id,
      targetType: 'post',
    });
    const reply = await t.services.comments.create(viewer, '10.7.0.1', {
      content: 'b',
      targetId: post.id,
      targetType: 'post',
      parentCommentId: top.id,
    });
    await t.services.comments.create(viewer, '10.7.0.1', {
      content: 'c',
      targetId: post.id,
      targetType: 'post',
      parentCommentId: reply.id,
    });
    const DELETE = 'mutation($id: ID!) { deleteComment(id: $id) { id } }';
    const stranger = await t.signedInUser('stranger@example.com');
    const denied = await t.graphql(DELETE, { id: top.id }, { token: stranger.accessToken });
    expect(denied.body.errors?.[0]?.message).toBe('Not Authorized to access this field.');
    const done = await t.graphql(DELETE, { id: top.id }, { token: admin.accessToken });
    expect(done.body.errors).toBeUndefined();
    expect((await postCounts(post.id, { token: admin.accessToken })).commentCount).toBe(2);
    const listed = await t.graphql(LIST_COMMENTS, { filter: { postId: { eq: post.id } } }, apiKey);
    const items = (listed.body.data?.listComments as { items: { content: string }[] } | undefined)?.items;
    expect(items?.map((c) => c.content)).toEqual(['[deleted]', 'b', 'c']);
    const own = await t.graphql(DELETE, { id: reply.id }, { token: author.accessToken });
    expect(own.body.errors).toBeUndefined();
    expect((await postCounts(post.id, { token: author.accessToken })).commentCount).toBe(1);
  });
});

describe('community board', () => {
  it('ranks posts and videos by engagement score and lists popular video comments', async () => {
    const quiet = await insertVideo(t.database.db, { likes: 0 });
    const loud = await insertVideo(t.database.db, { likes: 50 });
    const hidden = await insertVideo(t.database.db, { likes: 500, isApproved: false });
    for (const video of [quiet, loud, hidden]) {
      await t.services.comments.create(adminActor(admin.userId), '10.6.0.1', {
        content: `on ${video.title}`,
        targetId: video.id,
        targetType: 'video',
      });
    }
    const board = await t.graphql(
      '{ communityBoard { videos { id commentCount } posts { id } popularVideoComments { videoTitle comment { id targetId } } } }',
      {},
      apiKey,
    );
    const data = board.body.data?.communityBoard as {
      videos: { id: string; commentCount: number }[];
      popularVideoComments: { comment: { targetId: string } }[];
    };
    const ids = data.videos.map((video) => video.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids.indexOf(loud.id)).toBeLessThan(ids.indexOf(quiet.id));
    expect(data.popularVideoComments.map((row) => row.comment.targetId)).not.toContain(hidden.id);
  });
});
