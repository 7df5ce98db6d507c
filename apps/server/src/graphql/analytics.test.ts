import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { insertVideo } from '../../test/videos.ts';

// Who may read the studio and its figures through GraphQL (issue 26, ADR 0037).

let t: Awaited<ReturnType<typeof createTestApp>>;
let creator: Awaited<ReturnType<typeof t.signedInUser>>;
let other: Awaited<ReturnType<typeof t.signedInUser>>;
let admin: Awaited<ReturnType<typeof t.signedInUser>>;
let viewer: Awaited<ReturnType<typeof t.signedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  creator = await t.signedInUser('studio-creator@example.com');
  other = await t.signedInUser('studio-other@example.com');
  admin = await t.signedInUser('studio-admin@example.com');
  viewer = await t.signedInUser('studio-viewer@example.com');
  await t.services.profiles.setLevel(creator.userId, 'creator');
  await t.services.profiles.setLevel(other.userId, 'creator');
  await t.services.profiles.setLevel(admin.userId, 'admin');
});
afterAll(() => t.close());

const VIDEO = `query($id: ID!) { videoAnalytics(videoId: $id) { from to views retention days { day views } trafficSources { source views } likes revenueCents } }`;
const CHANNEL = `query($c: ID) { channelAnalytics(creatorId: $c) { views uniqueViewers } }`;
const SITE = '{ siteAnalytics(from: "2026-01-01", to: "2026-01-31") { views days { day } } }';
const STUDIO = `query($c: ID) { studioVideos(creatorId: $c, limit: 2) { nextToken items { video { id } status views publishAt } } }`;

const code = (result: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  result.body.errors?.[0]?.extensions?.code;

it("answers a video's figures to its uploader and admins only", async () => {
  const video = await insertVideo(t.database.db, { creatorId: creator.userId });
  const own = await t.graphql(VIDEO, { id: video.id }, { token: creator.accessToken });
  expect(own.body.errors).toBeUndefined();
  expect(own.body.data?.videoAnalytics).toMatchObject({ views: 0, retention: [], likes: 0 });
  expect((own.body.data as { videoAnalytics: { days: unknown[] } }).videoAnalytics.days).toHaveLength(28);
  expect(code(await t.graphql(VIDEO, { id: video.id }, { token: admin.accessToken }))).toBeUndefined();
  expect(code(await t.graphql(VIDEO, { id: video.id }, { token: other.accessToken }))).toBe('FORBIDDEN');
  expect(code(await t.graphql(VIDEO, { id: video.id }, { apiKey: t.secrets.publicApiKey }))).toBe(
    'FORBIDDEN',
  );
  expect(code(await t.graphql(VIDEO, { id: randomUUID() }, { token: admin.accessToken }))).toBe('NOT_FOUND');
});

it('answers a channel to its creator and admins, the site to admins', async () => {
  expect(code(await t.graphql(CHANNEL, {}, { token: creator.accessToken }))).toBeUndefined();
  expect(code(await t.graphql(CHANNEL, { c: creator.userId }, { token: admin.accessToken }))).toBeUndefined();
  expect(code(await t.graphql(CHANNEL, { c: creator.userId }, { token: other.accessToken }))).toBe(
    'FORBIDDEN',
  );
  expect(code(await t.graphql(CHANNEL, {}, { token: viewer.accessToken }))).toBe('FORBIDDEN');
  expect(code(await t.graphql(CHANNEL, {}, { apiKey: t.secrets.publicApiKey }))).toBe('FORBIDDEN');
  const site = await t.graphql(SITE, {}, { token: admin.accessToken });
  expect(site.body.data?.siteAnalytics).toMatchObject({ days: expect.any(Array) });
  expect((site.body.data as { siteAnalytics: { days: unknown[] } }).siteAnalytics.days).toHaveLength(31);
  expect(code(await t.graphql(SITE, {}, { token: creator.accessToken }))).toBe('FORBIDDEN');
  const tooLong = '{ siteAnalytics(from: "2024-01-01", to: "2026-01-31") { views } }';
  expect(code(await t.graphql(tooLong, {}, { token: admin.accessToken }))).toBe('BAD_USER_INPUT');
});

it('lists a creator their own videos with status, newest first, a page at a time', async () => {
  const db = t.database.db;
  const mine = await insertVideo(db, { creatorId: other.userId, uploadDate: new Date('2026-01-01') });
  const pending = await insertVideo(db, {
    creatorId: other.userId,
    isApproved: false,
    uploadDate: new Date('2026-01-02'),
  });
  const failed = await insertVideo(db, {
    creatorId: other.userId,
    processingStatus: 'failed',
    uploadDate: new Date('2026-01-03'),
  });
  const first = await t.graphql(STUDIO, {}, { token: other.accessToken });
  expect(first.body.errors).toBeUndefined();
  const page = first.body.data?.studioVideos as {
    nextToken: string;
    items: { video: { id: string }; status: string }[];
  };
  expect(page.items.map((item) => [item.video.id, item.status])).toEqual([
    [failed.id, 'FAILED'],
    [pending.id, 'PENDING_REVIEW'],
  ]);
  const next = await t.graphql(
    `query($a: String) { studioVideos(after: $a, limit: 2) { items { video { id } status } } }`,
    { a: page.nextToken },
    { token: other.accessToken },
  );
  expect(next.body.data?.studioVideos).toEqual({ items: [{ video: { id: mine.id }, status: 'PUBLIC' }] });
  expect(code(await t.graphql(STUDIO, { c: other.userId }, { token: creator.accessToken }))).toBe(
    'FORBIDDEN',
  );
  expect(code(await t.graphql(STUDIO, { c: other.userId }, { token: admin.accessToken }))).toBeUndefined();
  expect(code(await t.graphql(STUDIO, {}, { token: viewer.accessToken }))).toBe('FORBIDDEN');
});
