import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { insertVideo } from '../../../test/videos.ts';
import { readingFresh } from '../../realtime/fresh-reads.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
type User = Awaited<ReturnType<typeof t.signedInUser>>;
let creator: User;
let fan: User;
let viewer: User;

const CREATOR_FIELDS = 'id name followers videoCount verified isFollowing';
const FOLLOW = `mutation($id: ID!) { followCreator(creatorId: $id) { ${CREATOR_FIELDS} } }`;
const UNFOLLOW = `mutation($id: ID!) { unfollowCreator(creatorId: $id) { ${CREATOR_FIELDS} } }`;
const GET = `query($id: ID!) { getCreator(id: $id) { ${CREATOR_FIELDS} } }`;

beforeAll(async () => {
  t = await createTestApp();
  [creator, fan, viewer] = await Promise.all([
    t.signedInUser('maker@example.com'),
    t.signedInUser('fan@example.com'),
    t.signedInUser('plain@example.com'),
  ]);
  await t.services.profiles.setLevel(creator.userId, 'creator');
  await insertVideo(t.database.db, { creatorId: creator.userId });
  await insertVideo(t.database.db, { creatorId: creator.userId });
  await insertVideo(t.database.db, { creatorId: creator.userId, isApproved: false });
});
afterAll(() => t.close());

const profileOf = (userId: string) => t.services.profiles.byUserId(userId);

it('shows a creator with real counts to anonymous readers', async () => {
  const result = await t.graphql(GET, { id: creator.userId }, { apiKey: t.secrets.publicApiKey });
  expect(result.body.data?.getCreator).toEqual({
    id: creator.userId,
    name: 'maker',
    followers: 0,
    videoCount: 2,
    verified: true,
    isFollowing: false,
  });
  const nobody = await t.graphql(GET, { id: viewer.userId }, { apiKey: t.secrets.publicApiKey });
  expect(nobody.body.data?.getCreator).toBeNull();
});

it('counts 20 parallel follows by one user once, on both profiles', async () => {
  const results = await Promise.all(
    Array.from({ length: 20 }, () => t.graphql(FOLLOW, { id: creator.userId }, { token: fan.accessToken })),
  );
  expect(results.every((result) => result.body.errors === undefined)).toBe(true);
  expect((await profileOf(creator.userId))?.followers).toBe(1);
  expect((await profileOf(fan.userId))?.following).toBe(1);
  const seen = await t.graphql(GET, { id: creator.userId }, { token: fan.accessToken });
  expect(seen.body.data?.getCreator).toMatchObject({ followers: 1, isFollowing: true });
  const other = await t.graphql(GET, { id: creator.userId }, { token: viewer.accessToken });
  expect(other.body.data?.getCreator).toMatchObject({ followers: 1, isFollowing: false });
});

it('unfollows once, however often asked', async () => {
  const results = await Promise.all(
    Array.from({ length: 5 }, () => t.graphql(UNFOLLOW, { id: creator.userId }, { token: fan.accessToken })),
  );
  expect(results.map((result) => result.body.data?.unfollowCreator)).toContainEqual(
    expect.objectContaining({ followers: 0, isFollowing: false }),
  );
  expect((await profileOf(creator.userId))?.followers).toBe(0);
  expect((await profileOf(fan.userId))?.following).toBe(0);
});

it('refuses following yourself, users who are not creators, and anonymous callers', async () => {
  const self = await t.graphql(FOLLOW, { id: creator.userId }, { token: creator.accessToken });
  expect(self.body.errors?.[0]).toMatchObject({
    message: 'You cannot follow yourself.',
    extensions: { code: 'BAD_USER_INPUT' },
  });
  const notCreator = await t.graphql(FOLLOW, { id: viewer.userId }, { token: fan.accessToken });
  expect(notCreator.body.errors?.[0]?.message).toBe('Creator not found.');
  const anonymous = await t.graphql(FOLLOW, { id: creator.userId }, { apiKey: t.secrets.publicApiKey });
  expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect((await profileOf(creator.userId))?.followers).toBe(0);
});

it('lists creators with public videos, with a typed creatorProfile on their videos', async () => {
  const list = await t.graphql(
    '{ listCreators { items { id videoCount } nextToken } }',
    {},
    {
      apiKey: t.secrets.publicApiKey,
    },
  );
  expect(list.body.data?.listCreators).toEqual({
    items: [{ id: creator.userId, videoCount: 2 }],
    nextToken: null,
  });
  const videos = await t.graphql(
    'query($id: ID!) { listVideos(filter: { creatorId: { eq: $id } }) { items { creatorProfile { id name } } } }',
    { id: creator.userId },
    { apiKey: t.secrets.publicApiKey },
  );
  expect(videos.body.data?.listVideos).toEqual({
    items: [
      { creatorProfile: { id: creator.userId, name: 'maker' } },
      { creatorProfile: { id: creator.userId, name: 'maker' } },
    ],
  });
});

it('tells in one list which of several creators the reader follows, each video with its own creator', async () => {
  const other = await t.signedInUser('second.maker@example.com');
  await t.services.profiles.setLevel(other.userId, 'creator');
  await insertVideo(t.database.db, { creatorId: other.userId });
  await t.graphql(FOLLOW, { id: other.userId }, { token: viewer.accessToken });
  const list = await t.graphql(
    '{ listVideos(limit: 20) { items { creatorProfile { id isFollowing } } } }',
    {},
    { token: viewer.accessToken },
  );
  type Items = { items: { creatorProfile: { id: string; isFollowing: boolean } }[] };
  const { items } = (list.body.data as { listVideos: Items }).listVideos;
  const seen = new Map(items.map((item) => [item.creatorProfile.id, item.creatorProfile.isFollowing]));
  expect(Object.fromEntries(seen)).toEqual({ [creator.userId]: false, [other.userId]: true });
  const many = await t.services.creators.getMany({ kind: 'apiKey' }, [
    other.userId,
    'not-an-id',
    viewer.userId,
  ]);
  expect(many.map((item) => item?.id)).toEqual([other.userId, undefined, undefined]);
});

it("answers a list's creators from what it keeps, with the reader's follow, until a follow changes it", async () => {
  const maker = await t.signedInUser('kept.maker@example.com');
  await t.services.profiles.setLevel(maker.userId, 'creator');
  await insertVideo(t.database.db, { creatorId: maker.userId });
  const reader = {
    kind: 'user',
    userId: fan.userId,
    sessionId: 'test',
    email: 'fan@example.com',
    level: 'viewer',
  } as const;
  const read = await t.services.creators.getMany(reader, [maker.userId]);
  expect(read[0]).toMatchObject({ id: maker.userId, followers: 0, isFollowing: false });
  expect(t.services.creators.keptNow(reader)(maker.userId)).toEqual(read[0]);
  // A reader who just wrote reads from the database (ADR 0019).
  expect(readingFresh(() => t.services.creators.keptNow(reader)(maker.userId))).toBeUndefined();
  expect(t.services.creators.keptNow({ kind: 'apiKey' })(maker.userId)).toMatchObject({ isFollowing: false });
  expect(() => t.services.creators.keptNow({ kind: 'none' })).toThrow();

  // A change to the catalogue anywhere in the cluster: nothing kept before it is answered.
  await t.services.caches.changed(['catalogue']);
  expect(t.services.creators.keptNow(reader)(maker.userId)).toBeUndefined();

  await t.graphql(FOLLOW, { id: maker.userId }, { token: fan.accessToken });
  const list = await t.graphql(
    'query($id: ID!) { listVideos(filter: { creatorId: { eq: $id } }) { items { creatorProfile { followers isFollowing } } } }',
    { id: maker.userId },
    { token: fan.accessToken },
  );
  expect(list.body.data?.listVideos).toEqual({
    items: [{ creatorProfile: { followers: 1, isFollowing: true } }],
  });
  expect(t.services.creators.keptNow(reader)(maker.userId)).toMatchObject({
    followers: 1,
    isFollowing: true,
  });
});
