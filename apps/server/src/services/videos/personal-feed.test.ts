import { isNearlyFinished } from '@reelboard/shared/library';
import { compareShorts } from '@reelboard/shared/shorts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousReader } from '../../../test/actors.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { insertUser } from '../../../test/users.ts';
import { insertVideo } from '../../../test/videos.ts';
import { watchHistory } from '../../db/library-schema.ts';
import { creatorFollows } from '../../db/video-schema.ts';
import type { Actor, UserActor } from '../actors.ts';
import { createFollowingFeed } from './following-feed.ts';
import { createNotInterested } from './not-interested.ts';
import { createShortsFeed } from './shorts-feed.ts';
import { createVideoService } from './video-service.ts';

// What a signed-in person's own marks change in their feeds (ADR 0028): "Not interested"
// hides the video and puts its creator's other videos last in their For you; what they
// watched to the end leaves their For you. Nobody else's feed changes.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const asOf = new Date('2026-11-25T12:00:00Z');
const hoursAgo = (hours: number) => new Date(asOf.getTime() - hours * 3_600_000);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const shorts = () => createShortsFeed({ db: database.db, now: () => asOf });
const following = () => createFollowingFeed({ db: database.db });
const marks = () =>
  createNotInterested({
    db: database.db,
    getVideo: createVideoService({ db: database.db, viewerSecret: 'test' }).get,
  });

async function forYou(actor: Actor, limit = 3): Promise<string[]> {
  const seen: string[] = [];
  let nextToken: string | null = null;
  do {
    const page = await shorts().page(actor, { limit, nextToken });
    seen.push(...page.items.map((video) => video.id));
    nextToken = page.nextToken;
  } while (nextToken);
  return seen;
}

describe('Not interested', () => {
  it('hides the video and ranks its creator lower for that person only, until undone', async () => {
    const [xena, yuri, person, other] = [
      await insertUser(database.db, 'creator', 'xena'),
      await insertUser(database.db, 'creator', 'yuri'),
      await insertUser(database.db, 'viewer', 'person'),
      await insertUser(database.db, 'viewer', 'other'),
    ];
    const video = (creator: UserActor | null, likes: number, hours: number, featured = false) =>
      insertVideo(database.db, {
        creatorId: creator?.userId ?? null,
        likes,
        uploadDate: hoursAgo(hours),
        isFeatured: featured,
        ...(creator === null && { origin: 'sample', sourceId: `sample-${likes}` }),
      });
    const x1 = await video(xena, 50, 2, true);
    const x2 = await video(xena, 40, 3);
    const x3 = await video(xena, 30, 4);
    const y1 = await video(yuri, 1, 30);
    const y2 = await video(yuri, 0, 60);
    const sample = await video(null, 2, 10);
    const all = [x1, x2, x3, y1, y2, sample];
    const inOrder = (videos: typeof all, lower: string[] = []) =>
      videos
        .map((v) => ({ ...v, rankedLower: lower.includes(String(v.creatorId)) }))
        .sort(compareShorts(asOf))
        .map((v) => v.id);
    await database.db.insert(creatorFollows).values({ followerId: person.userId, creatorId: xena.userId });

    expect(await forYou(person)).toEqual(inOrder(all));
    expect(await marks().mark(person, x1.id)).toBe(true);
    expect(await marks().mark(person, x1.id)).toBe(true); // again: nothing changes
    const withoutX1 = all.filter((v) => v !== x1);
    expect(await forYou(person)).toEqual(inOrder(withoutX1, [xena.userId]));
    expect((await forYou(person)).slice(-2)).toEqual([x2.id, x3.id]);
    // The Following feed leaves the video out too, and stays newest first.
    const followed = await following().page(person, {});
    expect(followed.items.map((v) => v.id)).toEqual([x2.id, x3.id]);
    // A sample has no creator account: only the video goes.
    await marks().mark(person, sample.id);
    expect(await forYou(person)).toEqual(
      inOrder(
        withoutX1.filter((v) => v !== sample),
        [xena.userId],
      ),
    );
    // Nobody else's feed changes.
    expect(await forYou(other)).toEqual(inOrder(all));
    expect(await forYou(anonymousReader)).toEqual(inOrder(all));

    expect(await marks().undo(person, x1.id)).toBe(true);
    expect(await marks().undo(person, x1.id)).toBe(false);
    expect(await forYou(person)).toEqual(inOrder(all.filter((v) => v !== sample)));
  });

  it('is for signed-in people and videos they may see', async () => {
    const viewer = await insertUser(database.db, 'viewer');
    const hidden = await insertVideo(database.db, { hiddenAt: new Date() });
    const message = 'Sign in to hide videos from your feeds.';
    const shown = await insertVideo(database.db);
    await expect(marks().mark(anonymousReader, shown.id)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message,
    });
    await expect(marks().undo(anonymousReader, shown.id)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message,
    });
    for (const id of [hidden.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      await expect(marks().mark(viewer, id)).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Video not found.',
      });
    }
  });
});

describe('watched to the end', () => {
  it('leaves For you by the shared rule, for that person only', async () => {
    const watcher = await insertUser(database.db, 'viewer', 'watcher');
    const neighbour = await insertUser(database.db, 'viewer', 'neighbour');
    // Positions on both sides of "nearly finished" for a 20-second short and a 10-minute video.
    const cases = [
      { duration: 20, position: 19 },
      { duration: 20, position: 18.9 },
      { duration: 600, position: 590 },
      { duration: 600, position: 589.9 },
      { duration: 600, position: 600 },
      { duration: 40, position: 38 },
      { duration: 40, position: 37.9 },
    ];
    const videos = [];
    for (const { duration, position } of cases) {
      const video = await insertVideo(database.db, { durationSeconds: duration, uploadDate: hoursAgo(1) });
      await database.db
        .insert(watchHistory)
        .values({ userId: watcher.userId, videoId: video.id, positionSeconds: position });
      videos.push({ video, finished: isNearlyFinished(position, duration) });
    }
    expect(videos.map((v) => v.finished)).toEqual([true, false, true, false, true, true, false]);

    const seen = await forYou(watcher, 20);
    for (const { video, finished } of videos) {
      expect(seen.includes(video.id)).toBe(!finished);
    }
    const neighbours = await forYou(neighbour, 20);
    for (const { video } of videos) expect(neighbours).toContain(video.id);
  });
});
