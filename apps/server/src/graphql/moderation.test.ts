import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { insertVideo } from '../../test/videos.ts';

// The moderation operations over GraphQL, as each role (ADR 0017).
type User = Awaited<ReturnType<Awaited<ReturnType<typeof createTestApp>>['signedInUser']>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: User;
let creator: User;
let viewer: User;
let apiKey: { apiKey: string };

beforeAll(async () => {
  t = await createTestApp();
  apiKey = { apiKey: t.secrets.publicApiKey };
  [admin, creator, viewer] = await Promise.all([
    t.signedInUser('mod-admin@example.com'),
    t.signedInUser('mod-creator@example.com'),
    t.signedInUser('mod-viewer@example.com'),
  ]);
  await t.services.profiles.setLevel(admin.userId, 'admin');
  await t.services.profiles.setLevel(creator.userId, 'creator');
});
afterAll(() => t.close());

const REPORT = `mutation($input: ReportContentInput!) {
  reportContent(input: $input) { id targetType targetId reason details }
}`;
const QUEUE = `query { moderationQueue(limit: 50) {
  items { targetType targetId reportCount state title text authorId authorName reasons { reason count } details { details } }
  nextToken } }`;
const MODERATE = `mutation($input: ModerateContentInput!) { moderateContent(input: $input) { targetType targetId action } }`;
const AUDIT = 'query { moderationAuditLog(limit: 5) { items { actor action targetType targetId reason } } }';
const COMMENTS = `query($filter: ModelCommentFilterInput!) {
  listComments(filter: $filter) { items { id content status editedAt author authorName } } }`;

describe('reportContent', () => {
  it('takes a report from an anonymous visitor once, and from a signed-in viewer', async () => {
    const video = await insertVideo(t.database.db);
    const input = { targetType: 'VIDEO', targetId: video.id, reason: 'HARASSMENT', details: 'Look at 0:05' };
    const first = await t.graphql(REPORT, { input }, apiKey);
    expect(first.body.data?.reportContent).toMatchObject({ targetType: 'VIDEO', reason: 'HARASSMENT' });
    const again = await t.graphql(REPORT, { input }, apiKey);
    expect(again.body.errors?.[0]).toMatchObject({
      message: 'You have already reported this.',
      extensions: { code: 'CONFLICT' },
    });
    const signedIn = await t.graphql(REPORT, { input }, { token: viewer.accessToken });
    expect(signedIn.body.errors).toBeUndefined();
    const nobody = await t.graphql(REPORT, { input });
    expect(nobody.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('queue, decisions and audit log', () => {
  it('are for admins only; an admin hides a reported comment and reads the action in the log', async () => {
    const video = await insertVideo(t.database.db);
    const comment = await t.services.comments.create(
      { kind: 'user', userId: creator.userId, sessionId: 'x', email: creator.email, level: 'creator' },
      '10.4.0.1',
      { content: 'a rude comment', targetId: video.id, targetType: 'video' },
    );
    await t.graphql(
      REPORT,
      { input: { targetType: 'COMMENT', targetId: comment.id, reason: 'SPAM' } },
      apiKey,
    );
    for (const auth of [apiKey, { token: viewer.accessToken }, { token: creator.accessToken }]) {
      const denied = await t.graphql(QUEUE, {}, auth);
      expect(denied.body.errors?.[0]?.message).toBe('Not Authorized to access this field.');
      const audit = await t.graphql(AUDIT, {}, auth);
      expect(audit.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const queue = await t.graphql(QUEUE, {}, { token: admin.accessToken });
    const items = (queue.body.data as { moderationQueue: { items: { targetId: string }[] } }).moderationQueue
      .items;
    expect(items.find((item) => item.targetId === comment.id)).toMatchObject({
      targetType: 'COMMENT',
      reportCount: 1,
      state: 'PUBLISHED',
      text: 'a rude comment',
      authorId: creator.userId,
      reasons: [{ reason: 'SPAM', count: 1 }],
    });
    const input = { targetType: 'COMMENT', targetId: comment.id, action: 'HIDE', reason: 'Rude' };
    const refused = await t.graphql(MODERATE, { input }, { token: viewer.accessToken });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const done = await t.graphql(MODERATE, { input }, { token: admin.accessToken });
    expect(done.body.data?.moderateContent).toEqual({
      targetType: 'COMMENT',
      targetId: comment.id,
      action: 'HIDE',
    });
    const filter = { targetId: { eq: video.id }, targetType: { eq: 'video' } };
    const seen = await t.graphql(COMMENTS, { filter }, apiKey);
    expect((seen.body.data as { listComments: { items: unknown[] } }).listComments.items).toEqual([]);
    const own = await t.graphql(COMMENTS, { filter }, { token: creator.accessToken });
    expect(
      (own.body.data as { listComments: { items: { status: string }[] } }).listComments.items[0]?.status,
    ).toBe('HIDDEN');
    const audit = await t.graphql(AUDIT, {}, { token: admin.accessToken });
    expect(
      (audit.body.data as { moderationAuditLog: { items: unknown[] } }).moderationAuditLog.items[0],
    ).toEqual({
      actor: admin.userId,
      action: 'HIDE',
      targetType: 'comment',
      targetId: comment.id,
      reason: 'Rude',
    });
  });
});

describe('authors edit and delete', () => {
  it('updateComment for the author only, with editedAt', async () => {
    const video = await insertVideo(t.database.db);
    const created = await t.graphql(
      'mutation($input: CreateCommentInput!) { createComment(input: $input) { id } }',
      { input: { content: 'first', targetId: video.id, targetType: 'video' } },
      { token: viewer.accessToken },
    );
    const id = (created.body.data as { createComment: { id: string } }).createComment.id;
    const UPDATE = `mutation($input: UpdateCommentInput!) { updateComment(input: $input) { id content editedAt status } }`;
    const input = { id, content: 'second', targetId: video.id, targetType: 'video' };
    const other = await t.graphql(UPDATE, { input }, { token: creator.accessToken });
    expect(other.body.errors?.[0]?.message).toBe('You can only edit your own comments.');
    const anonymous = await t.graphql(UPDATE, { input }, apiKey);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const edited = await t.graphql(UPDATE, { input }, { token: viewer.accessToken });
    expect(edited.body.data?.updateComment).toMatchObject({ id, content: 'second', status: 'PUBLISHED' });
    expect(
      (edited.body.data as { updateComment: { editedAt: string | null } }).updateComment.editedAt,
    ).toBeTruthy();
  });

  it('updatePost and deletePost for the author; admins delete any post', async () => {
    const create = async () =>
      (
        (
          await t.graphql(
            'mutation($input: CreatePostInput!) { createPost(input: $input) { id } }',
            { input: { title: 'Mine', content: 'Text', category: 'Business' } },
            { token: creator.accessToken },
          )
        ).body.data as { createPost: { id: string } }
      ).createPost.id;
    const id = await create();
    const UPDATE =
      'mutation($input: UpdatePostInput!) { updatePost(input: $input) { title content editedAt } }';
    const DELETE = 'mutation($id: ID!) { deletePost(id: $id) { id } }';
    const denied = await t.graphql(UPDATE, { input: { id, title: 'Theirs' } }, { token: viewer.accessToken });
    expect(denied.body.errors?.[0]?.message).toBe('You can only edit your own posts.');
    const edited = await t.graphql(
      UPDATE,
      { input: { id, title: 'Renamed' } },
      { token: creator.accessToken },
    );
    expect(edited.body.data?.updatePost).toMatchObject({ title: 'Renamed', content: 'Text' });
    const tooLong = await t.graphql(
      UPDATE,
      { input: { id, title: 'x'.repeat(201) } },
      { token: creator.accessToken },
    );
    expect(tooLong.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await t.graphql(DELETE, { id }, { token: viewer.accessToken })).body.errors?.[0]?.message).toBe(
      'You can only delete your own posts.',
    );
    expect((await t.graphql(DELETE, { id }, { token: creator.accessToken })).body.errors).toBeUndefined();
    const second = await create();
    expect(
      (await t.graphql(DELETE, { id: second }, { token: admin.accessToken })).body.errors,
    ).toBeUndefined();
    const gone = await t.graphql('query($id: ID!) { getPost(id: $id) { id } }', { id: second }, apiKey);
    expect(gone.body.data?.getPost).toBeNull();
  });
});
