import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { insertVideo } from '../../test/videos.ts';

// The library through the GraphQL API: the rules are the services' (services/library/);
// here the fields and arguments, and who gets what with which credential.

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SAVE =
  'mutation ($v: ID!, $s: Boolean!) { setVideoSaved(videoId: $v, saved: $s) { saved positionSeconds } }';
const STATE = 'query ($v: ID!) { myVideoLibraryState(videoId: $v) { saved positionSeconds } }';
const REPORT = 'mutation ($e: [WatchProgressInput!]!) { recordWatchProgress(entries: $e) }';
const HISTORY =
  '{ myWatchHistory { items { positionSeconds video { id title } } nextToken } myHistoryPaused }';
const CREATE =
  'mutation ($t: String!, $vis: PlaylistVisibility) { createPlaylist(input: { title: $t, visibility: $vis }) { id visibility isOwner } }';
const ADD = 'mutation ($p: ID!, $v: ID!) { addToPlaylist(playlistId: $p, videoId: $v) { videoCount } }';
const GET = 'query ($id: ID!) { getPlaylist(id: $id) { title ownerName isOwner videos { title } } }';

describe('the library through GraphQL', () => {
  it('saves, reports positions and lists the history for a signed-in person', async () => {
    const user = await t.signedInUser('library.gql@example.com');
    const video = await insertVideo(t.database.db, { title: 'Through GraphQL', durationSeconds: 90 });
    const auth = { token: user.accessToken };
    expect((await t.graphql(SAVE, { v: video.id, s: true }, auth)).body.data?.setVideoSaved).toEqual({
      saved: true,
      positionSeconds: null,
    });
    const report = await t.graphql(REPORT, { e: [{ videoId: video.id, positionSeconds: 33.5 }] }, auth);
    expect(report.body.data?.recordWatchProgress).toBe(1);
    expect((await t.graphql(STATE, { v: video.id }, auth)).body.data?.myVideoLibraryState).toEqual({
      saved: true,
      positionSeconds: 33.5,
    });
    expect((await t.graphql(HISTORY, {}, auth)).body.data).toEqual({
      myWatchHistory: {
        items: [{ positionSeconds: 33.5, video: { id: video.id, title: 'Through GraphQL' } }],
        nextToken: null,
      },
      myHistoryPaused: false,
    });
  });

  it("gives anonymous readers nothing of anyone's library, and refuses their writes", async () => {
    const video = await insertVideo(t.database.db);
    const anonymous = { apiKey: t.secrets.publicApiKey };
    expect((await t.graphql(STATE, { v: video.id }, anonymous)).body.data?.myVideoLibraryState).toEqual({
      saved: false,
      positionSeconds: null,
    });
    for (const [query, variables] of [
      [SAVE, { v: video.id, s: true }],
      [REPORT, { e: [{ videoId: video.id, positionSeconds: 1 }] }],
      [HISTORY, {}],
      [CREATE, { t: 'Nope' }],
    ] as const) {
      const refused = await t.graphql(query, variables, anonymous);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('opens a public playlist to an anonymous reader and a private one to nobody but its owner', async () => {
    const owner = await t.signedInUser('playlist.owner@example.com');
    const stranger = await t.signedInUser('playlist.stranger@example.com');
    const video = await insertVideo(t.database.db, { title: 'In a playlist' });
    const auth = { token: owner.accessToken };
    const open = (await t.graphql(CREATE, { t: 'Open', vis: 'PUBLIC' }, auth)).body.data?.createPlaylist as {
      id: string;
      visibility: string;
    };
    expect(open.visibility).toBe('PUBLIC');
    const closed = (await t.graphql(CREATE, { t: 'Closed' }, auth)).body.data?.createPlaylist as {
      id: string;
    };
    for (const id of [open.id, closed.id]) {
      expect((await t.graphql(ADD, { p: id, v: video.id }, auth)).body.data?.addToPlaylist).toEqual({
        videoCount: 1,
      });
    }
    expect(
      (await t.graphql(GET, { id: open.id }, { apiKey: t.secrets.publicApiKey })).body.data?.getPlaylist,
    ).toEqual({
      title: 'Open',
      ownerName: 'playlist.owner',
      isOwner: false,
      videos: [{ title: 'In a playlist' }],
    });
    for (const reader of [{ apiKey: t.secrets.publicApiKey }, { token: stranger.accessToken }]) {
      const answer = await t.graphql(GET, { id: closed.id }, reader);
      expect(answer.body).toEqual({ data: { getPlaylist: null } });
    }
    expect((await t.graphql(GET, { id: closed.id }, auth)).body.data?.getPlaylist).toMatchObject({
      isOwner: true,
    });
    const taken = await t.graphql(ADD, { p: closed.id, v: video.id }, { token: stranger.accessToken });
    expect(taken.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
