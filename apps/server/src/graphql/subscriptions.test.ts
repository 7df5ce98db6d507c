import { afterAll, beforeAll, expect, it } from 'vitest';
import { userActor } from '../../test/actors.ts';
import { createTestApp } from '../../test/app.ts';
import { subscriptionClient, webSocketUrl } from '../../test/subscriptions.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  url = await webSocketUrl(t);
});
afterAll(() => t.close());

const SUBSCRIPTION = 'subscription($u: ID!) { onUpdateUserProfile(userId: $u) { username bio } }';

// Collects the first event or error of one subscription.
function firstResult(connectionParams: Record<string, string>, userId: string) {
  const ws = subscriptionClient(url, connectionParams);
  const result = new Promise<{ data?: unknown; errors?: unknown }>((resolve) => {
    ws.subscribe(
      { query: SUBSCRIPTION, variables: { u: userId } },
      {
        next: (value) => resolve(value as { data?: unknown }),
        error: (errors) => resolve({ errors }),
        complete: () => resolve({}),
      },
    );
  });
  return { result, dispose: () => ws.dispose() };
}

it('pushes profile changes to the owner over graphql-ws', async () => {
  const alice = await t.signedInUser('alice@example.com');
  const profile = await t.services.profiles.ensureOwn(alice.userId);
  const listening = firstResult({ Authorization: `Bearer ${alice.accessToken}` }, alice.userId);
  await t.services.events.ready();
  await new Promise((resolve) => setTimeout(resolve, 200)); // the subscription reaches the server
  await t.services.profiles.updateOwn(userActor(alice.userId), { id: profile.id, bio: 'live' });
  expect(await listening.result).toEqual({
    data: { onUpdateUserProfile: { username: profile.username, bio: 'live' } },
  });
  await listening.dispose();
});

it("refuses to let one user follow another user's profile", async () => {
  const bob = await t.signedInUser('bob@example.com');
  const alice = await t.services.profiles.list({ kind: 'apiKey' }, {});
  const target = alice.items[0]?.userId as string;
  const listening = firstResult({ Authorization: `Bearer ${bob.accessToken}` }, target);
  const result = await listening.result;
  expect(JSON.stringify(result.errors)).toMatch(/only follow changes to your own profile/);
  await listening.dispose();
});

it('refuses subscriptions with only the public API key', async () => {
  const listening = firstResult(
    { 'x-api-key': t.secrets.publicApiKey },
    '00000000-0000-0000-0000-000000000000',
  );
  const result = await listening.result;
  expect(result.errors).toBeDefined();
  await listening.dispose();
});
