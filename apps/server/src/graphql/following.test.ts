import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { insertVideo } from '../../test/videos.ts';

// The Following feed and "Not interested" through the GraphQL API, as the web calls them.
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FEED = `query($nextToken: String, $playableInShorts: Boolean) {
  followingFeed(limit: 10, nextToken: $nextToken, playableInShorts: $playableInShorts) { items { id title } nextToken } }`;
const MARK = 'mutation($videoId: ID!) { markNotInterested(videoId: $videoId) }';
const UNDO = 'mutation($videoId: ID!) { undoNotInterested(videoId: $videoId) }';
const FOLLOW = 'mutation($creatorId: ID!) { followCreator(creatorId: $creatorId) { isFollowing } }';

describe('followingFeed and Not interested over GraphQL', () => {
  it('lists a followed creator’s videos to the follower, hides what they are not interested in', async () => {
    const creator = await t.signedInUser('maker@example.com');
    const fan = await t.signedInUser('fan@example.com');
    await t.services.profiles.setLevel(creator.userId, 'creator');
    const first = await insertVideo(t.database.db, { title: 'First cut', creatorId: creator.userId });
    const second = await insertVideo(t.database.db, { title: 'Second cut', creatorId: creator.userId });
    const as = { token: fan.accessToken };

    expect((await t.graphql(FEED, {}, as)).body.data).toEqual({
      followingFeed: { items: [], nextToken: null },
    });
    await t.graphql(FOLLOW, { creatorId: creator.userId }, as);
    const feed = await t.graphql(FEED, {}, as);
    expect(feed.body.data?.followingFeed).toEqual({
      items: [
        { id: second.id, title: 'Second cut' },
        { id: first.id, title: 'First cut' },
      ],
      nextToken: null,
    });

    expect((await t.graphql(MARK, { videoId: second.id }, as)).body.data).toEqual({
      markNotInterested: true,
    });
    const after = await t.graphql(FEED, { playableInShorts: true }, as);
    expect(after.body.data?.followingFeed).toEqual({
      items: [{ id: first.id, title: 'First cut' }],
      nextToken: null,
    });
    expect((await t.graphql(UNDO, { videoId: second.id }, as)).body.data).toEqual({
      undoNotInterested: true,
    });
    expect((await t.graphql(FEED, {}, as)).body.data?.followingFeed).toEqual(feed.body.data?.followingFeed);
  });

  it('asks anonymous readers to sign in', async () => {
    const video = await insertVideo(t.database.db);
    const apiKey = { apiKey: t.secrets.publicApiKey };
    const feed = await t.graphql(FEED, {}, apiKey);
    expect(feed.body.errors?.[0]).toMatchObject({
      message: 'Sign in to see the latest videos of the creators you follow.',
      extensions: { code: 'FORBIDDEN' },
    });
    const mark = await t.graphql(MARK, { videoId: video.id }, apiKey);
    expect(mark.body.errors?.[0]?.message).toBe('Sign in to hide videos from your feeds.');
  });
});
