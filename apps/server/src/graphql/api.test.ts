import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousReader } from '../../test/actors.ts';
import { createTestApp } from '../../test/app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let alice: Awaited<ReturnType<typeof t.signedInUser>>;
let bob: Awaited<ReturnType<typeof t.signedInUser>>;
let aliceProfileId: string;

const PROFILE_FIELDS = 'id userId username email bio avatarUrl followers following level';
const LIST = `query($userId: ID!) { listUserProfiles(filter: { userId: { eq: $userId } }) { items { ${PROFILE_FIELDS} } nextToken } }`;
const CREATE = `mutation($input: CreateUserProfileInput!) { createUserProfile(input: $input) { ${PROFILE_FIELDS} } }`;
const UPDATE = `mutation($input: UpdateUserProfileInput!) { updateUserProfile(input: $input) { ${PROFILE_FIELDS} } }`;

type Result = Awaited<ReturnType<typeof t.graphql>>;
function field<T>(result: Result, name: string): T {
  const value = result.body.data?.[name];
  if (value === undefined || value === null) throw new Error(`no ${name} in ${JSON.stringify(result.body)}`);
  return value as T;
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signedInUser('alice@example.com');
  bob = await t.signedInUser('bob@example.com');
  const created = await t.graphql(CREATE, { input: { username: 'alice' } }, { token: alice.accessToken });
  aliceProfileId = field<{ id: string }>(created, 'createUserProfile').id;
  await t.graphql(CREATE, { input: { username: 'bob' } }, { token: bob.accessToken });
});
afterAll(() => t.close());

describe('GraphQL authorization', () => {
  it('refuses callers with neither token nor API key', async () => {
    const result = await t.graphql(LIST, { userId: alice.userId });
    expect(result.body.data?.listUserProfiles ?? null).toBeNull();
    expect(result.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lets API-key readers see public fields only, never the e-mail', async () => {
    const result = await t.graphql(LIST, { userId: alice.userId }, { apiKey: t.secrets.publicApiKey });
    const items = field<{ items: Record<string, unknown>[] }>(result, 'listUserProfiles').items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ username: 'alice', email: null, level: 'viewer' });
  });

  it('shows the owner their own e-mail and other users none', async () => {
    const own = await t.graphql(LIST, { userId: alice.userId }, { token: alice.accessToken });
    expect(field<{ items: { email: string }[] }>(own, 'listUserProfiles').items[0]?.email).toBe(
      'alice@example.com',
    );
    const other = await t.graphql(LIST, { userId: alice.userId }, { token: bob.accessToken });
    expect(
      field<{ items: { email: string | null }[] }>(other, 'listUserProfiles').items[0]?.email,
    ).toBeNull();
  });

  it('refuses profile filtering by e-mail to non-admins', async () => {
    const query = `{ listUserProfiles(filter: { email: { eq: "alice@example.com" } }) { items { id } } }`;
    const result = await t.graphql(query, {}, { token: bob.accessToken });
    expect(result.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses mutations with only the API key', async () => {
    const result = await t.graphql(
      UPDATE,
      { input: { id: aliceProfileId, bio: 'x' } },
      { apiKey: t.secrets.publicApiKey },
    );
    expect(result.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("does not let one user update another's profile, and changes nothing", async () => {
    const result = await t.graphql(
      UPDATE,
      { input: { id: aliceProfileId, username: 'pwned' } },
      { token: bob.accessToken },
    );
    expect(result.body.errors?.[0]).toMatchObject({ message: 'You can only update your own profile.' });
    const after = await t.services.profiles.get(anonymousReader, aliceProfileId);
    expect(after?.username).toBe('alice');
  });

  it('does not let anyone raise their own level', async () => {
    const viaInput = await t.graphql(
      UPDATE,
      { input: { id: aliceProfileId, level: 'admin' } },
      { token: alice.accessToken },
    );
    expect(viaInput.body.errors?.[0]?.message).toMatch(/level/);
    const viaAdminMutation = await t.graphql(
      'mutation($u: ID!) { updateUserLevel(userId: $u, level: admin) { level } }',
      { u: alice.userId },
      { token: alice.accessToken },
    );
    expect(viaAdminMutation.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.services.profiles.byUserId(alice.userId))?.level).toBe('viewer');
  });

  it('lets an admin change another user level', async () => {
    await t.services.profiles.setLevel(bob.userId, 'admin');
    const result = await t.graphql(
      'mutation($u: ID!) { updateUserLevel(userId: $u, level: creator) { level } }',
      { u: alice.userId },
      { token: bob.accessToken },
    );
    expect(result.body.data?.updateUserLevel).toEqual({ level: 'creator' });
    await t.services.profiles.setLevel(alice.userId, 'viewer');
    await t.services.profiles.setLevel(bob.userId, 'viewer');
  });

  it('answers a revoked or forged token with UNAUTHENTICATED', async () => {
    const forged = await t.graphql(LIST, { userId: alice.userId }, { token: `${alice.accessToken}x` });
    expect(forged.status).toBe(401);
    expect(forged.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('GraphQL limits and errors', () => {
  it('applies the abuse limits (see limits.test.ts) to the real endpoint', async () => {
    const tooManyAliases = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: listUserProfiles { nextToken }`).join(' ')} }`;
    const result = await t.graphql(tooManyAliases, {}, { apiKey: t.secrets.publicApiKey });
    expect(result.body.errors?.[0]?.message).toMatch(/aliases/i);
  });

  it('does not suggest field names', async () => {
    const result = await t.graphql(
      '{ listUserProfile { nextToken } }',
      {},
      { apiKey: t.secrets.publicApiKey },
    );
    expect(JSON.stringify(result.body.errors)).not.toMatch(/Did you mean/);
  });

  it('refuses bodies over 100 KiB', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-api-key': t.secrets.publicApiKey },
      payload: JSON.stringify({ query: `{ __typename }`, variables: { pad: 'x'.repeat(200 * 1024) } }),
    });
    expect(response.statusCode).toBe(413);
  });

  it('gives bad input a clear message and changes nothing', async () => {
    const result = await t.graphql(
      UPDATE,
      { input: { id: aliceProfileId, username: '' } },
      { token: alice.accessToken },
    );
    expect(result.body.errors?.[0]).toMatchObject({
      message: 'Username is required.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const badToken = await t.graphql(
      '{ listUserProfiles(nextToken: "garbage") { nextToken } }',
      {},
      { apiKey: t.secrets.publicApiKey },
    );
    expect(badToken.body.errors?.[0]?.message).toBe('Invalid nextToken.');
  });

  it('pages through profiles with nextToken', async () => {
    const first = await t.graphql(
      '{ listUserProfiles(limit: 1) { items { username } nextToken } }',
      {},
      {
        apiKey: t.secrets.publicApiKey,
      },
    );
    const page1 = first.body.data?.listUserProfiles as { items: { username: string }[]; nextToken: string };
    expect(page1.items).toHaveLength(1);
    const second = await t.graphql(
      'query($n: String) { listUserProfiles(limit: 1, nextToken: $n) { items { username } nextToken } }',
      { n: page1.nextToken },
      { apiKey: t.secrets.publicApiKey },
    );
    const page2 = second.body.data?.listUserProfiles as { items: { username: string }[] };
    expect(page2.items[0]?.username).not.toBe(page1.items[0]?.username);
  });
});

describe('introspection', () => {
  it('is off in production', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      const result = await production.graphql(
        '{ __schema { types { name } } }',
        {},
        { apiKey: production.secrets.publicApiKey },
      );
      expect(result.body.data ?? null).toBeNull();
      expect(result.body.errors?.length).toBeGreaterThan(0);
    } finally {
      await production.close();
    }
  });
});
