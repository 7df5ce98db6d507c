import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { insertVideo } from '../../test/videos.ts';

// Two API nodes on one database, as behind a load balancer (ADR 0009, ADR 0019): a change
// made through one node must show in the other's cached answers. A writer's very next
// read sees it whichever node answers; any other reader as soon as the node has heard of it.
type Node = Awaited<ReturnType<typeof createTestApp>>;
const shared = {
  PUBLIC_API_KEY: 'rb-pub-two-nodes-test-key',
  AUTH_SECRET: 'a-secret-both-nodes-share-0123456789abcdef',
};
let a: Node;
let b: Node;

beforeAll(async () => {
  a = await createTestApp(shared);
  b = await createTestApp(shared, { databaseUrl: a.database.url });
  // Both listen for changes, as running nodes do after their first request.
  await Promise.all([a.services.listener.ready(), b.services.listener.ready()]);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

type Cookies = Record<string, string>;
// What a browser keeps between requests: the cookies answers set.
const cookiesOf = (response: LightMyRequestResponse): Cookies =>
  Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));

async function post(
  node: Node,
  query: string,
  variables: Record<string, unknown>,
  options: { cookies?: Cookies; token?: string } = {},
) {
  const response = await node.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      ...(options.token
        ? { authorization: `Bearer ${options.token}` }
        : { 'x-api-key': shared.PUBLIC_API_KEY }),
    },
    cookies: options.cookies,
    payload: { query, variables },
  });
  const body = response.json() as { data?: Record<string, unknown>; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return { body, cookies: cookiesOf(response) };
}

const LIST_COMMENTS = `query($filter: ModelCommentFilterInput!) {
  listComments(filter: $filter) { items { id content } }
}`;
const CREATE_COMMENT = `mutation($input: CreateCommentInput!) { createComment(input: $input) { id } }`;
const HOME_FEED = '{ homeFeed { featured { id } trending { id } latest { id } } }';
const APPROVE = 'mutation($id: ID!) { updateVideo(input: { id: $id, isApproved: true }) { id isApproved } }';

const contents = (answer: { body: { data?: Record<string, unknown> } }) =>
  (answer.body.data?.listComments as { items: { content: string }[] } | undefined)?.items.map(
    (item) => item.content,
  );

describe('caches across two nodes', () => {
  it("shows an anonymous visitor's comment made through node A at once on node B", async () => {
    const video = await insertVideo(a.database.db, { title: 'Talked about' });
    const filter = { targetId: { eq: video.id }, targetType: { eq: 'video' } };
    // Both nodes have the empty list in their caches.
    expect(contents(await post(a, LIST_COMMENTS, { filter }))).toEqual([]);
    expect(contents(await post(b, LIST_COMMENTS, { filter }))).toEqual([]);

    const written = await post(a, CREATE_COMMENT, {
      input: { content: 'Seen everywhere', targetId: video.id, targetType: 'video' },
    });
    expect(written.cookies.rb_wrote).toBe('1');
    // The visitor reloads; the load balancer sends the read to node B.
    const reload = await post(b, LIST_COMMENTS, { filter }, { cookies: written.cookies });
    expect(contents(reload)).toEqual(['Seen everywhere']);
    expect(contents(await post(a, LIST_COMMENTS, { filter }, { cookies: written.cookies }))).toEqual([
      'Seen everywhere',
    ]);
  });

  it('shows it to other visitors on node B long before the cached answer would expire', async () => {
    const video = await insertVideo(a.database.db, { title: 'Talked about too' });
    const filter = { targetId: { eq: video.id }, targetType: { eq: 'video' } };
    expect(contents(await post(b, LIST_COMMENTS, { filter }))).toEqual([]);
    const cachedAt = Date.now();
    await post(a, CREATE_COMMENT, {
      input: { content: 'Heard through NOTIFY', targetId: video.id, targetType: 'video' },
    });
    // listComments is kept for 2 seconds; the notification empties node B's cache well before.
    for (;;) {
      const seen = contents(await post(b, LIST_COMMENTS, { filter })) ?? [];
      if (seen.length > 0) {
        expect(seen).toEqual(['Heard through NOTIFY']);
        break;
      }
      expect(Date.now() - cachedAt).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });

  it("lets a counter lag in others' kept answers, never in the voter's own", async () => {
    const video = await insertVideo(a.database.db, { title: 'Liked' });
    const GET_LIKES = 'query($id: ID!) { getVideo(id: $id) { likes } }';
    const LIKE = 'mutation($id: ID!) { voteVideo(videoId: $id, vote: LIKE) { vote } }';
    const likesOn = async (node: Node, cookies?: Cookies) => {
      const answer = await post(node, GET_LIKES, { id: video.id }, { cookies });
      return (answer.body.data?.getVideo as { likes: number } | undefined)?.likes;
    };
    expect(await likesOn(b)).toBe(0); // kept by node B

    const voted = await post(a, LIKE, { id: video.id });
    expect(voted.cookies.rb_wrote).toBe('1');
    // The voter reloads through node B and sees their like...
    expect(await likesOn(b, voted.cookies)).toBe(1);
    // ...while B goes on serving the kept answer to others: a vote empties no cache.
    expect(await likesOn(b)).toBe(0);
  });

  it("shows an admin's approval made through node A in node B's home feed at once", async () => {
    const admin = await a.signedInUser('two-nodes.admin@example.com');
    await a.services.profiles.setLevel(admin.userId, 'admin');
    const video = await insertVideo(a.database.db, { title: 'Waiting', isApproved: false, isFeatured: true });
    const feedIds = (answer: { body: { data?: Record<string, unknown> } }) =>
      Object.values((answer.body.data?.homeFeed ?? {}) as Record<string, { id: string }[]>).flatMap((list) =>
        list.map((item) => item.id),
      );
    expect(feedIds(await post(b, HOME_FEED, {}, { token: admin.accessToken }))).not.toContain(video.id);

    const approved = await post(a, APPROVE, { id: video.id }, { token: admin.accessToken });
    const reload = await post(b, HOME_FEED, {}, { token: admin.accessToken, cookies: approved.cookies });
    expect(feedIds(reload)).toContain(video.id);
  });

  it("shows a creator's new picture uploaded through node A on node B at once", async () => {
    const creator = await a.signedInUser('two-nodes.creator@example.com');
    await a.services.profiles.setLevel(creator.userId, 'creator');
    await insertVideo(a.database.db, { title: 'By the creator', creatorId: creator.userId });
    const GET_CREATOR = 'query($id: ID!) { getCreator(id: $id) { avatarUrl } }';
    const avatarOn = async (node: Node, cookies?: Cookies) => {
      const answer = await post(node, GET_CREATOR, { id: creator.userId }, { cookies });
      return (answer.body.data?.getCreator as { avatarUrl: string | null } | undefined)?.avatarUrl;
    };
    expect(await avatarOn(b)).toBeNull();

    const boundary = '----two-nodes-boundary';
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c83' } })
      .png()
      .toBuffer();
    const uploaded = await a.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: {
        authorization: `Bearer ${creator.accessToken}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        picture,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(uploaded.statusCode).toBe(200);
    expect(await avatarOn(b, cookiesOf(uploaded))).toMatch(/profile-pics/);
  });
});
