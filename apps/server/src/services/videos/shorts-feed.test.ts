import { compareShorts } from '@reelboard/shared/shorts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousReader, nobody } from '../../../test/actors.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { insertUser } from '../../../test/users.ts';
import { insertVideo } from '../../../test/videos.ts';
import type { UserActor } from '../actors.ts';
import { createShortsFeed } from './shorts-feed.ts';

// The feed ranks in SQL; packages/shared/src/shorts.ts states the order in TypeScript.
// These tests page through real rows and expect exactly that order, each video once.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: UserActor;
const asOf = new Date('2026-11-25T12:00:00Z');
const hoursAgo = (hours: number) => new Date(asOf.getTime() - hours * 3_600_000);
let clock = asOf;

beforeAll(async () => {
  database = await createTestDatabase();
  owner = await insertUser(database.db, 'creator', 'owner');
});
afterAll(() => database.close());

const feed = () => createShortsFeed({ db: database.db, now: () => clock });

// Counters from a fixed sequence, so that a failure can be reproduced.
let seed = 20_261_125;
const counter = (max: number) => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed % (max + 1);
};

async function pageThrough(limit: number) {
  const seen: string[] = [];
  let nextToken: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const page = await feed().page(anonymousReader, { limit, nextToken });
    seen.push(...page.items.map((video) => video.id));
    nextToken = page.nextToken;
    if (!nextToken) return seen;
    // Time passes between swipes; the ranks stay those of the first page.
    clock = new Date(clock.getTime() + 60_000);
  }
  throw new Error('the feed did not end');
}

describe('the Shorts feed', () => {
  it('pages through public, processed videos in the shared order, each once, and ends', async () => {
    const candidates = [];
    for (let i = 0; i < 17; i++) {
      candidates.push(
        await insertVideo(database.db, {
          creatorId: owner.userId,
          processedUrl: `public/videos/s/${i}/master.m3u8`,
          likes: counter(30),
          dislikes: counter(10),
          commentCount: counter(5),
          uploadDate: hoursAgo(counter(200)),
          isFeatured: i === 3,
          isTrending: i === 11,
        }),
      );
    }
    // Never in the feed: still processing, a YouTube embed, not approved, hidden.
    const left = await Promise.all([
      insertVideo(database.db, { likes: 999, processingStatus: 'processing' }),
      insertVideo(database.db, { likes: 999, source: 'youtube', sourceId: 'abc' }),
      insertVideo(database.db, { likes: 999, isApproved: false }),
      insertVideo(database.db, { likes: 999, hiddenAt: new Date() }),
    ]);

    clock = asOf;
    const seen = await pageThrough(4);
    expect(seen).toEqual([...candidates].sort(compareShorts(asOf)).map((video) => video.id));
    expect(new Set(seen).size).toBe(seen.length);
    for (const video of left) expect(seen).not.toContain(video.id);
    expect(seen.slice(0, 2).sort()).toEqual([candidates[3]?.id, candidates[11]?.id].sort());
  });

  it('refuses callers without a key, bad limits and made-up tokens', async () => {
    await expect(feed().page(nobody, {})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    for (const limit of [0, 21, 1.5]) {
      await expect(feed().page(anonymousReader, { limit })).rejects.toThrow(
        'limit must be between 1 and 20.',
      );
    }
    const forged = Buffer.from(JSON.stringify(['2026-11-25T12:00:00Z', 2, 'high', 'x'])).toString(
      'base64url',
    );
    for (const nextToken of ['nonsense', forged]) {
      await expect(feed().page(anonymousReader, { nextToken })).rejects.toThrow('Invalid nextToken.');
    }
  });
});
