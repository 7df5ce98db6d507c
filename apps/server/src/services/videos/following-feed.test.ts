import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousReader, nobody } from '../../../test/actors.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { insertUser } from '../../../test/users.ts';
import { insertVideo } from '../../../test/videos.ts';
import type { Database } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import { users } from '../../db/schema.ts';
import { creatorFollows } from '../../db/video-schema.ts';
import type { UserActor } from '../actors.ts';
import { createFollowingFeed } from './following-feed.ts';

// The Following feed against real rows: who is in it, in which order, page after page, and
// that a page at scale is read from the index of each creator's public videos.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let reader: UserActor;

beforeAll(async () => {
  database = await createTestDatabase();
  reader = await insertUser(database.db, 'viewer', 'reader');
});
afterAll(() => database.close());

const feed = (db: Database = database.db) => createFollowingFeed({ db });
const follow = (follower: UserActor, creator: UserActor) =>
  database.db.insert(creatorFollows).values({ followerId: follower.userId, creatorId: creator.userId });
const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 12, minute));

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

async function pageThrough(actor: UserActor, args: { limit: number; playableInShorts?: boolean }) {
  const seen: string[] = [];
  let nextToken: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const page = await feed().page(actor, { ...args, nextToken });
    expect(page.items.length).toBeLessThanOrEqual(args.limit);
    seen.push(...page.items.map((video) => video.id));
    nextToken = page.nextToken;
    if (!nextToken) return seen;
  }
  throw new Error('the feed did not end');
}

describe('the Following feed', () => {
  it("lists only followed creators' public videos, newest first, each once across pages", async () => {
    const [ana, ben, cleo, dora] = await Promise.all(
      ['ana', 'ben', 'cleo', 'dora'].map((name) => insertUser(database.db, 'creator', name)),
    );
    if (!ana || !ben || !cleo || !dora) throw new Error('creators missing');
    await Promise.all([follow(reader, ana), follow(reader, ben), follow(reader, dora)]);
    const shown = [];
    // Interleaved dates, and three videos at one minute: the id decides among them.
    for (let i = 0; i < 7; i++) {
      shown.push(await insertVideo(database.db, { creatorId: ana.userId, uploadDate: at(i * 2) }));
      shown.push(await insertVideo(database.db, { creatorId: ben.userId, uploadDate: at(i * 3) }));
    }
    shown.push(await insertVideo(database.db, { creatorId: ana.userId, uploadDate: at(6) }));
    // Never shown: not followed, not approved, inactive, expired, hidden, a suspended creator.
    const left = await Promise.all([
      insertVideo(database.db, { creatorId: cleo.userId, uploadDate: at(50) }),
      insertVideo(database.db, { creatorId: ana.userId, isApproved: false, uploadDate: at(51) }),
      insertVideo(database.db, { creatorId: ana.userId, isActive: false, uploadDate: at(52) }),
      insertVideo(database.db, { creatorId: ben.userId, expiryDate: new Date(Date.now() - 1000) }),
      insertVideo(database.db, { creatorId: ben.userId, hiddenAt: new Date(), uploadDate: at(53) }),
      insertVideo(database.db, { creatorId: dora.userId, uploadDate: at(54) }),
    ]);
    await database.db.update(users).set({ suspendedAt: new Date() }).where(sql`${users.id} = ${dora.userId}`);

    const newestFirst = [...shown]
      .sort((a, b) => b.uploadDate.getTime() - a.uploadDate.getTime() || (a.id < b.id ? 1 : -1))
      .map((video) => video.id);
    for (const limit of [1, 4, 15, 50]) {
      const seen = await pageThrough(reader, { limit });
      expect(seen).toEqual(newestFirst);
    }
    const all = await feed().page(reader, {});
    for (const video of left) expect(all.items.map((item) => item.id)).not.toContain(video.id);
    // Someone else follows nobody: their feed is empty.
    const loner = await insertUser(database.db, 'viewer');
    expect(await feed().page(loner, {})).toEqual({ items: [], nextToken: null });
  });

  it('keeps what the Shorts player plays for the Shorts tab', async () => {
    const eve = await insertUser(database.db, 'creator', 'eve');
    const shorts = await insertUser(database.db, 'viewer');
    await follow(shorts, eve);
    const playable = await insertVideo(database.db, { creatorId: eve.userId });
    const processing = await insertVideo(database.db, {
      creatorId: eve.userId,
      processingStatus: 'processing',
    });
    expect((await feed().page(shorts, {})).items.map((video) => video.id)).toEqual([
      processing.id,
      playable.id,
    ]);
    const tab = await feed().page(shorts, { playableInShorts: true });
    expect(tab.items.map((video) => video.id)).toEqual([playable.id]);
  });

  it('is for signed-in people, with a page of 1 to 50 and a token it made', async () => {
    for (const actor of [anonymousReader, nobody]) {
      await expect(feed().page(actor, {})).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: 'Sign in to see the latest videos of the creators you follow.',
      });
    }
    for (const limit of [0, 51, 2.5]) {
      await expect(feed().page(reader, { limit })).rejects.toThrow('limit must be between 1 and 50.');
    }
    await expect(feed().page(reader, { nextToken: 'nonsense' })).rejects.toThrow('Invalid nextToken.');
  });

  it('reads a page at scale from the index of each creator’s public videos', async () => {
    // 2,000 creators with 10 public videos each; the reader follows 1,000 of them.
    const fan = await insertUser(database.db, 'viewer', 'fan');
    await database.db.execute(sql`
      with made as (
        insert into users (email, name, password_hash)
        select 'scale' || g || '@example.com', 'scale' || g, 'x' from generate_series(1, 2000) g
        returning id, name
      ), followed as (
        insert into creator_follows (follower_id, creator_id)
        select ${fan.userId}::uuid, id from made where substring(name from 6)::int <= 1000
      )
      insert into videos (title, video_url, category, expiry_date, is_approved, processing_status, creator_id, upload_date)
      select 'Scale ' || v, 'public/videos/scale.mp4', 'Business', now() + interval '1 year', true, 'ready', made.id,
        now() - (random() * interval '300 days')
      from made cross join generate_series(1, 10) v`);
    await database.db.execute(sql`analyze`);

    const statements: { query: string; params: unknown[] }[] = [];
    const logged = drizzle(database.pool, {
      schema,
      logger: { logQuery: (query, params) => statements.push({ query, params }) },
    }) as unknown as Database;
    const first = await feed(logged).page(fan, { limit: 24 });
    const second = await feed(logged).page(fan, { limit: 24, nextToken: first.nextToken });
    expect(first.items).toHaveLength(24);
    expect(new Set([...first.items, ...second.items].map((video) => video.id)).size).toBe(48);

    const last = statements.at(-1);
    if (!last) throw new Error('no statement logged');
    const { rows } = await database.pool.query(`explain (format json) ${last.query}`, last.params);
    const [explained] = rows[0]['QUERY PLAN'] as { Plan: PlanNode }[];
    if (!explained) throw new Error('no plan');
    const nodes = nodesOf(explained.Plan);
    expect(nodes.map((node) => node['Index Name'])).toContain('videos_creator_public_idx');
    const videoScans = nodes.filter((node) => node['Relation Name'] === 'videos');
    expect(videoScans.map((node) => node['Node Type'])).not.toContain('Seq Scan');
  });
});
