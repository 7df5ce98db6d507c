import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { userActor } from '../../../test/actors.ts';
import { createTestApp } from '../../../test/app.ts';
import { insertVideo } from '../../../test/videos.ts';
import { createVideoService } from './video-service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RECORD = 'mutation($id: ID!) { recordVideoView(videoId: $id) { id views } }';

async function viewsOf(id: string) {
  return (await t.services.videos.byId(id))?.views;
}

it('counts 50 parallel views by one signed-in viewer once', async () => {
  const video = await insertVideo(t.database.db);
  const viewer = await t.signedInUser('watcher@example.com');
  const results = await Promise.all(
    Array.from({ length: 50 }, () => t.graphql(RECORD, { id: video.id }, { token: viewer.accessToken })),
  );
  expect(results.every((result) => result.body.errors === undefined)).toBe(true);
  expect(await viewsOf(video.id)).toBe(1);
  expect(results.at(-1)?.body.data?.recordVideoView).toMatchObject({ id: video.id });
});

// Sign-up is rate-limited per address, so each of these users signs up from their own.
async function userFrom(ip: string, email: string) {
  const post = (url: string, payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, remoteAddress: ip, payload });
  const password = 'correct horse battery';
  await post('/auth/sign-up', { email, password, name: email.split('@')[0] as string });
  await post('/auth/confirm-sign-up', { email, code: await t.latestCodeFor(email) });
  const signIn = await post('/auth/sign-in', { username: email, password });
  return (signIn.json() as { accessToken: string }).accessToken;
}

it('counts 20 different signed-in viewers 20 times', async () => {
  const video = await insertVideo(t.database.db);
  const tokens = await Promise.all(
    Array.from({ length: 20 }, (_, i) => userFrom(`10.1.0.${i + 1}`, `viewer${i}@example.com`)),
  );
  await Promise.all(tokens.map((token) => t.graphql(RECORD, { id: video.id }, { token })));
  expect(await viewsOf(video.id)).toBe(20);
});

it('counts anonymous viewers (API key) by IP address', async () => {
  const video = await insertVideo(t.database.db);
  const view = (ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', 'x-api-key': t.secrets.publicApiKey },
      payload: { query: RECORD, variables: { id: video.id } },
    });
  await Promise.all([view('10.0.0.1'), view('10.0.0.1'), view('10.0.0.2')]);
  expect(await viewsOf(video.id)).toBe(2);
  const refused = await t.graphql(RECORD, { id: video.id });
  expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});

it('believes X-Forwarded-For only from a proxy it trusts (TRUST_PROXY, loopback by default)', async () => {
  const video = await insertVideo(t.database.db);
  const view = (peer: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: peer,
      headers: {
        'content-type': 'application/json',
        'x-api-key': t.secrets.publicApiKey,
        'x-forwarded-for': forwardedFor,
      },
      payload: { query: RECORD, variables: { id: video.id } },
    });
  // A visitor who makes up addresses is still one visitor.
  await Promise.all(['1.1.1.1', '2.2.2.2', '3.3.3.3'].map((made) => view('198.51.100.7', made)));
  expect(await viewsOf(video.id)).toBe(1);
  // A proxy on this machine tells the real addresses of the visitors behind it.
  await Promise.all(['1.1.1.1', '2.2.2.2'].map((visitor) => view('127.0.0.1', visitor)));
  expect(await viewsOf(video.id)).toBe(3);
});

it('counts the same viewer again in the next hour, and prunes old view records', async () => {
  let clock = new Date('2026-05-01T10:15:00Z');
  const service = createVideoService({
    db: t.database.db,
    viewerSecret: 'secret',
    now: () => clock,
  });
  const video = await insertVideo(t.database.db);
  const viewer = userActor(randomUUID());
  await service.recordView(viewer, video.id, '');
  clock = new Date('2026-05-01T10:59:59Z');
  await service.recordView(viewer, video.id, '');
  expect(await viewsOf(video.id)).toBe(1);
  clock = new Date('2026-05-01T11:00:00Z');
  expect((await service.recordView(viewer, video.id, ''))?.views).toBe(2);
  clock = new Date('2026-05-01T13:30:00Z');
  expect(await service.pruneViewRecords()).toBeGreaterThanOrEqual(2);
  expect((await service.recordView(viewer, video.id, ''))?.views).toBe(3);
});

it('does not count views of videos the viewer may not see', async () => {
  const pending = await insertVideo(t.database.db, { isApproved: false });
  const result = await t.graphql(RECORD, { id: pending.id }, { apiKey: t.secrets.publicApiKey });
  expect(result.body.data?.recordVideoView).toBeNull();
  expect(await viewsOf(pending.id)).toBe(0);
});
