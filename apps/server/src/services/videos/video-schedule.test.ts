import { publishTimeMessages } from '@reelboard/shared/publish-time';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousReader } from '../../../test/actors.ts';
import { createTestApp } from '../../../test/app.ts';
import { insertUser } from '../../../test/users.ts';
import { insertVideo } from '../../../test/videos.ts';
import { notifications } from '../../db/notification-schema.ts';
import { creatorFollows, videos } from '../../db/video-schema.ts';
import type { UserActor } from '../actors.ts';
import { newestFirst, publiclyVisible, selectVideos } from './video-queries.ts';

// Scheduled publishing (ADR 0039) through the whole server on PostgreSQL: who sees a
// scheduled video before its time and after, the publishing job's idempotence, the
// followers told once, and the rules of the publish time.
type Node = Awaited<ReturnType<typeof createTestApp>>;
let t: Node;
// A second node shares the first one's keys (caches across nodes, ADR 0019).
const shared = {
  PUBLIC_API_KEY: 'rb-pub-schedule-test-key',
  AUTH_SECRET: 'a-secret-the-schedule-nodes-share-0123456789',
};
let creator: UserActor;
let admin: UserActor;
let viewer: UserActor;
let fan: UserActor;

const HOUR_MS = 60 * 60 * 1000;
const inAnHour = () => new Date(Date.now() + HOUR_MS);
const stored = async (id: string) => (await t.database.db.select().from(videos).where(eq(videos.id, id)))[0];
const dueNow = (id: string) =>
  t.database.db.execute(sql`update videos set publish_at = now() - interval '1 second' where id = ${id}`);
const approve = (id: string) => t.services.videos.update(admin, { id, isApproved: true });
const told = async (id: string, kind: typeof notifications.$inferSelect.kind) =>
  (
    await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.videoId, id), eq(notifications.kind, kind)))
  ).length;

/** An approved video of the creator, scheduled an hour ahead, with media under the gate. */
async function scheduledVideo(title = 'Scheduled') {
  const video = await insertVideo(t.database.db, { creatorId: creator.userId, title, isApproved: false });
  await t.database.db
    .update(videos)
    .set({ processedUrl: `videos/${creator.userId}/${video.id}/1/master.m3u8`, publishAt: inAnHour() })
    .where(eq(videos.id, video.id));
  await approve(video.id);
  return (await stored(video.id)) as typeof videos.$inferSelect;
}

async function everyShort(actor: UserActor | typeof anonymousReader) {
  const shorts: { id: string }[] = [];
  let nextToken: string | null = null;
  do {
    const page = await t.services.shorts.page(actor, { limit: 20, nextToken });
    shorts.push(...page.items);
    nextToken = page.nextToken;
  } while (nextToken);
  return shorts;
}

/** Where the video shows for the actor: by id, in lists, feeds, the creator's count and the media gate. */
async function seenBy(actor: UserActor | typeof anonymousReader, id: string) {
  const ids = (items: { id: string }[]) => items.map((video) => video.id).includes(id);
  const feed = await t.services.videos.homeFeed(actor);
  const mediaKey = `videos/${creator.userId}/${id}/1/master.m3u8`;
  return {
    byId: (await t.services.videos.get(actor, id)) !== undefined,
    list: ids((await t.services.videos.list(actor, {})).items),
    creatorList: ids(
      (await t.services.videos.list(actor, { filter: { creatorId: { eq: creator.userId } } })).items,
    ),
    home: ids([...feed.featured, ...feed.trending, ...feed.latest]),
    shorts: ids(await everyShort(actor)),
    media: await t.services.videoMedia.mayServe(mediaKey),
  };
}
const nowhere = { byId: false, list: false, creatorList: false, home: false, shorts: false, media: false };
const everywhere = { byId: true, list: true, creatorList: true, home: true, shorts: true, media: true };

beforeAll(async () => {
  t = await createTestApp(shared);
  [creator, admin, viewer, fan] = await Promise.all([
    insertUser(t.database.db, 'creator', 'scheduler'),
    insertUser(t.database.db, 'admin'),
    insertUser(t.database.db, 'viewer'),
    insertUser(t.database.db, 'viewer', 'fan'),
  ]);
  await t.database.db.insert(creatorFollows).values({ followerId: fan.userId, creatorId: creator.userId });
});
afterAll(() => t.close());

describe('a scheduled video', () => {
  it('is seen only by its creator and admins before its time, and by everyone after', async () => {
    const video = await scheduledVideo();
    expect(video.isApproved).toBe(true);
    for (const actor of [anonymousReader, viewer, fan])
      expect(await seenBy(actor, video.id)).toEqual(nowhere);
    expect((await t.services.followingFeed.page(fan, {})).items.map((item) => item.id)).not.toContain(
      video.id,
    );
    for (const actor of [creator, admin]) {
      expect((await t.services.videos.get(actor, video.id))?.publishAt).toEqual(video.publishAt);
      expect((await seenBy(actor, video.id)).creatorList).toBe(true);
    }
    const anonymousRead = await t.graphql(
      'query($id: ID!) { getVideo(id: $id) { id } }',
      { id: video.id },
      { apiKey: t.secrets.publicApiKey },
    );
    expect(anonymousRead.body.data?.getVideo).toBeNull();

    await dueNow(video.id);
    const before = (await stored(video.id)) as typeof videos.$inferSelect;
    expect(await t.services.videos.publishDue()).toContain(video.id);
    for (const actor of [anonymousReader, viewer, fan, creator, admin]) {
      expect(await seenBy(actor, video.id)).toEqual(everywhere);
    }
    expect((await t.services.followingFeed.page(fan, {})).items.map((item) => item.id)).toContain(video.id);
    const after = (await stored(video.id)) as typeof videos.$inferSelect;
    // It shows as new: uploaded at its publication time.
    expect(after).toMatchObject({ publishAt: null, uploadDate: before.publishAt });
  });

  it('goes public once however many nodes and jobs publish it, and its followers are told once', async () => {
    const video = await scheduledVideo('Told once');
    // Approval told nobody: the creator and the followers hear of it when it goes public.
    expect(await told(video.id, 'upload')).toBe(0);
    expect(await t.services.jobs.jobStates('notification-fanout', video.id)).toEqual([]);
    // The delayed job waits for the publish time.
    const key = `${video.id}@${video.publishAt?.toISOString()}`;
    expect(await t.services.jobs.jobStates('video-publish', key)).toEqual(['created']);

    expect(await t.services.videos.publishDue(video.id)).toEqual([]);
    await dueNow(video.id);
    const runs = await Promise.all([
      t.services.videos.publishDue(video.id),
      t.services.videos.publishDue(video.id),
      t.services.videos.publishDue(),
      t.services.videos.publishDue(),
    ]);
    expect(runs.flat().filter((id) => id === video.id)).toHaveLength(1);
    expect(await t.services.videos.publishDue(video.id)).toEqual([]);

    expect(await told(video.id, 'upload')).toBe(1);
    expect(await t.services.jobs.jobStates('notification-fanout', video.id)).toHaveLength(1);
    expect(await t.services.notifications.fanout.fanOut(video.id)).toBe(1);
    expect(await told(video.id, 'new_video')).toBe(1);
  });

  it('goes public at approval when its time has passed, as before', async () => {
    const video = await insertVideo(t.database.db, {
      creatorId: creator.userId,
      isApproved: false,
      publishAt: new Date(Date.now() - 60_000),
    });
    await approve(video.id);
    expect((await stored(video.id))?.publishAt).toBeNull();
    expect(await t.services.videos.get(viewer, video.id)).toBeDefined();
    expect(await told(video.id, 'upload')).toBe(1);
    expect(await t.services.jobs.jobStates('notification-fanout', video.id)).toHaveLength(1);
  });
});

describe('setVideoPublishTime', () => {
  const setTime = (actor: UserActor, id: string, at: Date | null) =>
    t.services.videos.setPublishTime(actor, id, at);

  it('lets the uploader and admins set, change and clear the time; clearing publishes at once', async () => {
    const video = await scheduledVideo('Moved');
    const later = new Date(Date.now() + 2 * HOUR_MS);
    await setTime(creator, video.id, later);
    expect((await stored(video.id))?.publishAt).toEqual(later);
    expect(await t.services.jobs.jobStates('video-publish', `${video.id}@${later.toISOString()}`)).toEqual([
      'created',
    ]);
    await setTime(admin, video.id, null);
    const published = await stored(video.id);
    expect(published?.publishAt).toBeNull();
    expect(published?.uploadDate.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await t.services.videos.get(anonymousReader, video.id)).toBeDefined();
    expect(await told(video.id, 'upload')).toBe(1);
  });

  it('schedules a pending video, which stays out of sight after approval until its time', async () => {
    const video = await insertVideo(t.database.db, { creatorId: creator.userId, isApproved: false });
    const at = inAnHour();
    await setTime(creator, video.id, at);
    await approve(video.id);
    expect(await t.services.videos.get(anonymousReader, video.id)).toBeUndefined();
    expect(await t.services.jobs.jobStates('video-publish', `${video.id}@${at.toISOString()}`)).toEqual([
      'created',
    ]);
  });

  it('refuses a time in the past, beyond a year, a public video, and other people', async () => {
    const video = await scheduledVideo('Rules');
    const before = await stored(video.id);
    await expect(setTime(creator, video.id, new Date(Date.now() - 1000))).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: publishTimeMessages.past,
    });
    await expect(setTime(creator, video.id, new Date(Date.now() + 366 * 24 * HOUR_MS))).rejects.toMatchObject(
      {
        code: 'BAD_USER_INPUT',
        message: publishTimeMessages.tooFar,
      },
    );
    await expect(setTime(creator, video.id, new Date(Number.NaN))).rejects.toMatchObject({
      message: publishTimeMessages.invalid,
    });
    await expect(setTime(viewer, video.id, inAnHour())).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(setTime(viewer, video.id, null)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await stored(video.id)).toEqual(before);

    const publicVideo = await insertVideo(t.database.db, { creatorId: creator.userId });
    await expect(setTime(creator, publicVideo.id, inAnHour())).rejects.toMatchObject({
      message: publishTimeMessages.alreadyPublic,
    });
    await expect(setTime(viewer, publicVideo.id, inAnHour())).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await stored(publicVideo.id))?.publishAt).toBeNull();
  });

  it('is a GraphQL mutation for the signed-in uploader, answering the video with its time', async () => {
    const author = await t.signedInUser('schedule-author@example.com');
    await t.services.profiles.setLevel(author.userId, 'creator');
    const video = await insertVideo(t.database.db, { creatorId: author.userId, isApproved: false });
    const at = inAnHour().toISOString();
    const mutation =
      'mutation($id: ID!, $at: AWSDateTime) { setVideoPublishTime(videoId: $id, publishAt: $at) { id publishAt } }';
    const anonymous = await t.graphql(mutation, { id: video.id, at }, { apiKey: t.secrets.publicApiKey });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await stored(video.id))?.publishAt).toBeNull();
    const set = await t.graphql(mutation, { id: video.id, at }, { token: author.accessToken });
    expect(set.body.data?.setVideoPublishTime).toEqual({ id: video.id, publishAt: at });
    const past = await t.graphql(
      mutation,
      { id: video.id, at: '2020-01-01T00:00:00Z' },
      { token: author.accessToken },
    );
    expect(past.body.errors?.[0]?.message).toBe(publishTimeMessages.past);
  });
});

describe('on two nodes', () => {
  let b: Node;
  beforeAll(async () => {
    b = await createTestApp(shared, { databaseUrl: t.database.url });
    await Promise.all([t.services.listener.ready(), b.services.listener.ready()]);
  });
  afterAll(() => b.close());

  it('is published by one node, and the other node’s kept answers show it at once', async () => {
    const video = await scheduledVideo('Two nodes');
    const read = async (node: Node) =>
      (
        await node.graphql(
          'query($id: ID!) { getVideo(id: $id) { id } }',
          { id: video.id },
          { apiKey: shared.PUBLIC_API_KEY },
        )
      ).body.data?.getVideo;
    // Node b answers a visitor from its public response cache from now on.
    expect(await read(b)).toBeNull();
    await dueNow(video.id);
    const [onA, onB] = await Promise.all([t.services.videos.publishDue(), b.services.videos.publishDue()]);
    expect([...onA, ...onB].filter((id) => id === video.id)).toHaveLength(1);
    await expect.poll(() => read(b), { timeout: 2000, interval: 20 }).toEqual({ id: video.id });
    expect(await read(t)).toEqual({ id: video.id });
  });
});

describe('the public lists’ plans', () => {
  it('still read the partial index of public videos, which leaves scheduled ones out', async () => {
    await t.database.db.execute(sql`
      insert into videos (title, video_url, category, expiry_date, is_approved, processing_status, upload_date, publish_at)
      select 'Plan ' || g, 'public/videos/plan.mp4', 'Business', now() + interval '1 year', g % 10 <> 0, 'ready',
        now() - g * interval '1 minute', case when g % 7 = 0 then now() + interval '1 day' end
      from generate_series(1, 20000) g`);
    await t.database.db.execute(sql`analyze videos`);
    const query = selectVideos(t.database.db)
      .where(publiclyVisible(new Date()))
      .orderBy(...newestFirst)
      .limit(25)
      .toSQL();
    const { rows } = await t.database.pool.query(`explain (format json) ${query.sql}`, query.params);
    const plan = JSON.stringify(rows[0]['QUERY PLAN']);
    expect(plan).toContain('"Index Name":"videos_public_idx"');
    expect(plan).not.toMatch(/"Node Type":"Seq Scan","[^}]*"Relation Name":"videos"/);
  });
});
