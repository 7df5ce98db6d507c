import pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/app.ts';

// Two API nodes on one database, each keeping who its access tokens belong to (ADR 0020):
// a sign-out answers "signed out" at once on the node that made it and within the time a
// notification takes on the other; a level change or a suspension made by another
// process (as `reelboard user level` is) applies as soon as the nodes hear of it.
type Node = Awaited<ReturnType<typeof createTestApp>>;
const shared = {
  PUBLIC_API_KEY: 'rb-pub-actor-cache-test-key',
  AUTH_SECRET: 'a-secret-both-nodes-share-for-actor-cache-0123',
};
/** How long a change may take to reach a node here; measured in milliseconds (ADR 0019). */
const HEARD_WITHIN_MS = 1000;
let a: Node;
let b: Node;
let otherProcess: pg.Pool;

beforeAll(async () => {
  a = await createTestApp(shared);
  b = await createTestApp(shared, { databaseUrl: a.database.url });
  await Promise.all([a.services.listener.ready(), b.services.listener.ready()]);
  otherProcess = new pg.Pool({ connectionString: a.database.url, max: 1 });
});
afterAll(async () => {
  await otherProcess?.end();
  await b?.close();
  await a?.close();
});

const ME = '{ listProducts { items { _id } } }';
const ADMIN_ONLY = '{ moderationQueue(limit: 1) { items { targetId } } }';
const codeOf = (result: Awaited<ReturnType<Node['graphql']>>) => result.body.errors?.[0]?.extensions?.code;

async function within(ms: number, check: () => Promise<boolean>) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return true;
}

it('answers a known token without reading the database again', async () => {
  const user = await a.signedInUser('kept@example.com');
  await a.services.identity.authenticate(user.accessToken);
  const query = vi.spyOn(a.database.db.$client, 'query');
  try {
    expect(await a.services.identity.authenticate(user.accessToken)).toMatchObject({ userId: user.userId });
    expect(query).not.toHaveBeenCalled();
  } finally {
    query.mockRestore();
  }
});

it('refuses a signed-out token at once on its node, and on the other as soon as it hears', async () => {
  const user = await a.signedInUser('leaver@example.com');
  // Both nodes have answered this token, so both keep it.
  expect(codeOf(await a.graphql(ME, {}, { token: user.accessToken }))).toBeUndefined();
  expect(codeOf(await b.graphql(ME, {}, { token: user.accessToken }))).toBeUndefined();
  const signOut = await a.app.inject({
    method: 'POST',
    url: '/auth/sign-out',
    headers: { authorization: `Bearer ${user.accessToken}` },
  });
  expect(signOut.statusCode).toBe(200);
  expect(codeOf(await a.graphql(ME, {}, { token: user.accessToken }))).toBe('UNAUTHENTICATED');
  expect(
    await within(
      HEARD_WITHIN_MS,
      async () => codeOf(await b.graphql(ME, {}, { token: user.accessToken })) === 'UNAUTHENTICATED',
    ),
  ).toBe(true);
});

it('applies a level change made by another process on every node', async () => {
  const user = await a.signedInUser('promoted@example.com');
  await a.services.profiles.ensureOwn(user.userId);
  for (const node of [a, b]) {
    expect(codeOf(await node.graphql(ADMIN_ONLY, {}, { token: user.accessToken }))).toBe('FORBIDDEN');
  }
  await otherProcess.query(`update user_profiles set level = 'admin' where user_id = $1`, [user.userId]);
  for (const node of [a, b]) {
    expect(
      await within(
        HEARD_WITHIN_MS,
        async () => codeOf(await node.graphql(ADMIN_ONLY, {}, { token: user.accessToken })) === undefined,
      ),
    ).toBe(true);
  }
  await otherProcess.query(`update user_profiles set level = 'viewer' where user_id = $1`, [user.userId]);
  for (const node of [a, b]) {
    expect(
      await within(
        HEARD_WITHIN_MS,
        async () => codeOf(await node.graphql(ADMIN_ONLY, {}, { token: user.accessToken })) === 'FORBIDDEN',
      ),
    ).toBe(true);
  }
});

it('refuses a suspended user on every node as soon as they hear of it', async () => {
  const user = await a.signedInUser('suspended@example.com');
  for (const node of [a, b])
    expect(codeOf(await node.graphql(ME, {}, { token: user.accessToken }))).toBeUndefined();
  await otherProcess.query('update users set suspended_at = now() where id = $1', [user.userId]);
  for (const node of [a, b]) {
    expect(
      await within(
        HEARD_WITHIN_MS,
        async () => codeOf(await node.graphql(ME, {}, { token: user.accessToken })) === 'UNAUTHENTICATED',
      ),
    ).toBe(true);
  }
});
