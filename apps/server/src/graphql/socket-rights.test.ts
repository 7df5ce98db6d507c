import type { Client } from 'graphql-ws';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { collect, subscriptionClient, webSocketUrl } from '../../test/subscriptions.ts';
import { insertVideo } from '../../test/videos.ts';

// Sockets on node B opened before a change made through node A (or by another process):
// every operation is decided with the actor as it is now, and subscriptions whose rights
// are gone end, within the time node B takes to hear the change (ADR 0020).
type Node = Awaited<ReturnType<typeof createTestApp>>;
const shared = {
  PUBLIC_API_KEY: 'rb-pub-socket-rights-test-key',
  AUTH_SECRET: 'a-secret-both-nodes-share-for-socket-rights-0123',
};
let a: Node;
let b: Node;
let urlB: string;
let otherProcess: pg.Pool;
const clients: Client[] = [];

beforeAll(async () => {
  a = await createTestApp(shared);
  b = await createTestApp(shared, { databaseUrl: a.database.url });
  await Promise.all([a.services.listener.ready(), b.services.listener.ready()]);
  urlB = await webSocketUrl(b);
  otherProcess = new pg.Pool({ connectionString: a.database.url, max: 1 });
});
afterAll(async () => {
  for (const client of clients) await client.dispose();
  await otherProcess?.end();
  await b?.close();
  await a?.close();
});

const CREATE_COMMENT = 'mutation($input: CreateCommentInput!) { createComment(input: $input) { id } }';
const CREATE_POST = 'mutation($input: CreatePostInput!) { createPost(input: $input) { id } }';
const QUEUE = 'query { moderationQueue(limit: 5) { items { targetId } } }';
const QUEUE_CHANGES = 'subscription { onModerationQueueChanged { targetId action } }';
const MODERATE = `mutation($input: ModerateContentInput!) { moderateContent(input: $input) { action } }`;
const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

type Result = { data?: Record<string, unknown> | null; errors?: readonly { message: string }[] };

/** One query or mutation over the client's socket (opened by the first one). */
function over(client: Client, query: string, variables: Record<string, unknown> = {}): Promise<Result> {
  return new Promise((resolve, reject) => {
    let result: Result = {};
    client.subscribe(
      { query, variables },
      { next: (value) => (result = value as Result), error: reject, complete: () => resolve(result) },
    );
  });
}

/**
 * A socket to node B, held open by a subscription anyone may hold (a lazy client closes
 * its socket when nothing runs on it); `closedWith` is the code it was closed with.
 */
async function socketOn(token: string) {
  const client = subscriptionClient(urlB, { Authorization: `Bearer ${token}` });
  clients.push(client);
  const socket = { client, closedWith: undefined as number | undefined };
  client.on('closed', (event) => {
    socket.closedWith ??= (event as { code?: number }).code;
  });
  const video = await insertVideo(a.database.db);
  client.subscribe(
    {
      query: 'subscription($id: ID!) { onCreateComment(targetId: $id, targetType: video) { id } }',
      variables: { id: video.id },
    },
    { next: () => {}, error: () => {}, complete: () => {} },
  );
  await settle();
  return socket;
}

async function within(ms: number, check: () => boolean | Promise<boolean>) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return true;
}

it('refuses the comments and posts of a user suspended after the socket opened', async () => {
  const user = await a.signedInUser('socket-suspended@example.com');
  const video = await insertVideo(a.database.db);
  const { client } = await socketOn(user.accessToken);
  const comment = { input: { content: 'Before', targetId: video.id, targetType: 'video' } };
  expect((await over(client, CREATE_COMMENT, comment)).errors).toBeUndefined();

  // As `reelboard` or a moderation decision on another node would: the row changes.
  await otherProcess.query('update users set suspended_at = now() where id = $1', [user.userId]);
  await settle();
  const refused = await over(client, CREATE_COMMENT, {
    input: { content: 'After', targetId: video.id, targetType: 'video' },
  }).catch((error: unknown) => ({ errors: [{ message: String(error) }] }));
  expect(refused.errors).toBeDefined();
  const post = { input: { title: 'After', content: 'Suspended', category: 'Beauty & Arts' } };
  const refusedPost = await over(client, CREATE_POST, post).catch((error: unknown) => ({
    errors: [{ message: String(error) }],
  }));
  expect(refusedPost.errors).toBeDefined();
  const stored = await a.database.db.$client.query(
    "select (select count(*) from comments where content = 'After')::int as comments, (select count(*) from posts where title = 'After')::int as posts",
  );
  expect(stored.rows[0]).toEqual({ comments: 0, posts: 0 });
});

it("ends a demoted admin's queue subscription, and refuses the queue and decisions after", async () => {
  const admin = await a.signedInUser('socket-admin@example.com');
  await a.services.profiles.setLevel(admin.userId, 'admin');
  const watching = collect<{ targetId: string }>(
    urlB,
    { Authorization: `Bearer ${admin.accessToken}` },
    QUEUE_CHANGES,
  );
  await b.services.events.ready();
  await settle();
  const { client } = await socketOn(admin.accessToken);
  expect((await over(client, QUEUE)).errors).toBeUndefined();

  await a.services.profiles.setLevel(admin.userId, 'viewer');
  expect(await within(1000, () => watching.errors.length > 0)).toBe(true);
  const video = await insertVideo(a.database.db);
  await a.graphql(
    'mutation($input: ReportContentInput!) { reportContent(input: $input) { id } }',
    { input: { targetType: 'VIDEO', targetId: video.id, reason: 'SPAM' } },
    { apiKey: shared.PUBLIC_API_KEY },
  );
  await settle();
  expect(watching.events).toEqual([]);
  watching.dispose();

  // The same token on a new socket: decided as the viewer it now is.
  const again = collect(urlB, { Authorization: `Bearer ${admin.accessToken}` }, QUEUE_CHANGES);
  expect(await within(1000, () => again.errors.length > 0)).toBe(true);
  again.dispose();
  expect((await over(client, QUEUE)).errors?.[0]?.message).toBe('Not Authorized to access this field.');
  const hide = { input: { targetType: 'VIDEO', targetId: video.id, action: 'HIDE', reason: 'x' } };
  expect((await over(client, MODERATE, hide)).errors).toBeDefined();
  const shown = await a.database.db.$client.query('select hidden_at from videos where id = $1', [video.id]);
  expect(shown.rows[0]?.hidden_at).toBeNull();
});

it('closes the socket of a session signed out on another node', async () => {
  const user = await a.signedInUser('socket-leaver@example.com');
  const socket = await socketOn(user.accessToken);
  const session = await a.services.identity.authenticate(user.accessToken);
  await a.services.identity.signOut({ sessionId: session?.sessionId });
  expect(await within(1000, () => socket.closedWith !== undefined)).toBe(true);
  expect(socket.closedWith).toBe(4403);
});
