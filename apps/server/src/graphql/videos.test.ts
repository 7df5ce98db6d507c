import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { insertVideo } from '../../test/videos.ts';
import { videos } from '../db/video-schema.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
type User = Awaited<ReturnType<typeof t.signedInUser>>;
let admin: User;
let creator: User;
let other: User;
let apiKey: { apiKey: string };
const as = (user: User) => ({ token: user.accessToken });

const FIELDS = 'id title isApproved isFeatured isTrending adminNotes views duration category tags creator';
const LIST = `query($filter: ModelVideoFilterInput, $limit: Int, $nextToken: String) {
  listVideos(filter: $filter, limit: $limit, nextToken: $nextToken) { items { ${FIELDS} } nextToken } }`;
const GET = `query($id: ID!) { getVideo(id: $id) { ${FIELDS} } }`;
const UPDATE = `mutation($input: UpdateVideoInput!) { updateVideo(input: $input) { ${FIELDS} } }`;

type VideoResult = {
  id: string;
  title: string;
  adminNotes: string | null;
  isApproved: boolean;
  tags: string[];
};
type Result = Awaited<ReturnType<typeof t.graphql>>;
const listed = (result: Result) => {
  if (result.body.errors) throw new Error(JSON.stringify(result.body.errors));
  return result.body.data?.listVideos as { items: VideoResult[]; nextToken: string | null };
};
const titles = (result: Result) => listed(result).items.map((video) => video.title);

let ids: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  apiKey = { apiKey: t.secrets.publicApiKey };
  [admin, creator, other] = await Promise.all([
    t.signedInUser('admin@example.com'),
    t.signedInUser('creator@example.com'),
    t.signedInUser('other@example.com'),
  ]);
  await t.services.profiles.setLevel(admin.userId, 'admin');
  await t.services.profiles.setLevel(creator.userId, 'creator');
  const db = t.database.db;
  const past = new Date(Date.now() - 1000);
  const rows = {
    public: await insertVideo(db, {
      title: 'Public Pitch Deck Tips',
      creatorId: creator.userId,
      adminNotes: 'fine',
    }),
    pending: await insertVideo(db, { title: 'Pending Pitch', creatorId: creator.userId, isApproved: false }),
    inactive: await insertVideo(db, { title: 'Inactive Pitch', creatorId: creator.userId, isActive: false }),
    expired: await insertVideo(db, { title: 'Expired Pitch', creatorId: creator.userId, expiryDate: past }),
    sample: await insertVideo(db, {
      title: 'Sample Morning Routine',
      origin: 'sample',
      sourceId: 'lifestyle-1',
      category: 'Lifestyle',
      tags: ['morning routine', 'habits'],
      expiryDate: new Date('2025-12-31T00:00:00Z'),
    }),
    percent: await insertVideo(db, { title: '100% Growth in 30 Days', category: 'Innovation' }),
  };
  ids = Object.fromEntries(Object.entries(rows).map(([name, row]) => [name, row.id]));
});
afterAll(() => t.close());

describe('video visibility', () => {
  it('shows anonymous readers approved, active, unexpired videos and the samples, newest first', async () => {
    expect(titles(await t.graphql(LIST, {}, apiKey))).toEqual([
      '100% Growth in 30 Days',
      'Sample Morning Routine',
      'Public Pitch Deck Tips',
    ]);
  });

  it('never shows pending, inactive or expired user videos to anonymous readers or other users', async () => {
    for (const auth of [apiKey, as(other)]) {
      for (const name of ['pending', 'inactive', 'expired']) {
        const result = await t.graphql(GET, { id: ids[name] }, auth);
        expect(result.body.data?.getVideo).toBeNull();
      }
      const filtered = await t.graphql(LIST, { filter: { creatorId: { eq: creator.userId } } }, auth);
      expect(titles(filtered)).toEqual(['Public Pitch Deck Tips']);
    }
  });

  it('shows a creator their own pending videos with their review status', async () => {
    const own = await t.graphql(LIST, { filter: { creatorId: { eq: creator.userId } } }, as(creator));
    expect(listed(own).items.map((video) => [video.title, video.isApproved])).toEqual([
      ['Expired Pitch', true],
      ['Inactive Pitch', true],
      ['Pending Pitch', false],
      ['Public Pitch Deck Tips', true],
    ]);
    const pending = await t.graphql(GET, { id: ids.pending }, as(creator));
    expect(pending.body.data?.getVideo).toMatchObject({ title: 'Pending Pitch', isApproved: false });
    // Without the creatorId filter, the public list stays public.
    expect(titles(await t.graphql(LIST, {}, as(creator)))).not.toContain('Pending Pitch');
  });

  it('shows admins everything', async () => {
    expect(titles(await t.graphql(LIST, {}, as(admin)))).toHaveLength(6);
    const pending = await t.graphql(LIST, { filter: { isApproved: { eq: false } } }, as(admin));
    expect(titles(pending)).toEqual(['Pending Pitch']);
  });

  it('answers admin notes to admins only', async () => {
    for (const auth of [apiKey, as(other), as(creator)]) {
      const result = await t.graphql(GET, { id: ids.public }, auth);
      expect(result.body.data?.getVideo).toMatchObject({ adminNotes: null });
    }
    const result = await t.graphql(GET, { id: ids.public }, as(admin));
    expect(result.body.data?.getVideo).toMatchObject({ adminNotes: 'fine' });
  });

  it('refuses callers without the API key or a token', async () => {
    const result = await t.graphql(LIST, {});
    expect(result.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('answers the creator as JSON text and the duration as m:ss', async () => {
    const result = await t.graphql(GET, { id: ids.public }, apiKey);
    const video = result.body.data?.getVideo as { creator: string; duration: string };
    expect(video.duration).toBe('0:12');
    expect(JSON.parse(video.creator)).toEqual({
      id: creator.userId,
      name: 'creator',
      username: 'creator',
      avatarUrl: null,
    });
  });

  it("adds the uploader's email for admins only", async () => {
    const creatorOf = async (auth: { token?: string; apiKey?: string }) => {
      const video = (await t.graphql(GET, { id: ids.public }, auth)).body.data?.getVideo as {
        creator: string;
      } | null;
      if (!video) throw new Error('video not visible');
      return JSON.parse(video.creator);
    };
    expect(await creatorOf(as(admin))).toMatchObject({ email: 'creator@example.com' });
    for (const auth of [apiKey, as(other), as(creator)])
      expect(await creatorOf(auth)).not.toHaveProperty('email');

    const EMAIL = 'query($id: ID!) { getVideo(id: $id) { creatorEmail } }';
    const emailAs = async (auth: { token?: string; apiKey?: string }) =>
      (await t.graphql(EMAIL, { id: ids.public }, auth)).body.data?.getVideo;
    expect(await emailAs(as(admin))).toEqual({ creatorEmail: 'creator@example.com' });
    for (const auth of [apiKey, as(other), as(creator)])
      expect(await emailAs(auth)).toEqual({ creatorEmail: null });
  });
});

describe('search and filters', () => {
  it('finds titles by case-insensitive substring', async () => {
    expect(titles(await t.graphql(LIST, { filter: { title: { contains: 'PITCH deck' } } }, apiKey))).toEqual([
      'Public Pitch Deck Tips',
    ]);
    expect(titles(await t.graphql(LIST, { filter: { title: { contains: 'morning' } } }, apiKey))).toEqual([
      'Sample Morning Routine',
    ]);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect(titles(await t.graphql(LIST, { filter: { title: { contains: '0%' } } }, apiKey))).toEqual([
      '100% Growth in 30 Days',
    ]);
    expect(titles(await t.graphql(LIST, { filter: { title: { contains: '_' } } }, apiKey))).toEqual([]);
  });

  it('filters by tag and by category in any case; an unknown category lists nothing', async () => {
    expect(titles(await t.graphql(LIST, { filter: { tags: { contains: 'Habits' } } }, apiKey))).toEqual([
      'Sample Morning Routine',
    ]);
    expect(titles(await t.graphql(LIST, { filter: { category: { eq: 'lifestyle' } } }, apiKey))).toEqual([
      'Sample Morning Routine',
    ]);
    expect(titles(await t.graphql(LIST, { filter: { category: { eq: 'cooking' } } }, apiKey))).toEqual([]);
  });

  it('pages with nextToken without repeating or skipping', async () => {
    const seen: string[] = [];
    let nextToken: string | null = null;
    do {
      const page = listed(await t.graphql(LIST, { limit: 2, nextToken }, as(admin)));
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((video) => video.title));
      nextToken = page.nextToken;
    } while (nextToken);
    expect(seen).toEqual(titles(await t.graphql(LIST, {}, as(admin))));
    expect(new Set(seen).size).toBe(6);
  });
});

describe('updateVideo', () => {
  const stored = async (id: string) => {
    const [row] = await t.database.db.select().from(videos).where(eq(videos.id, id));
    return row;
  };

  it('lets admins approve, feature, mark trending and write notes', async () => {
    const result = await t.graphql(
      UPDATE,
      { input: { id: ids.pending, isApproved: true, isFeatured: true, isTrending: true, adminNotes: 'ok' } },
      as(admin),
    );
    expect(result.body.data?.updateVideo).toMatchObject({
      isApproved: true,
      isFeatured: true,
      isTrending: true,
      adminNotes: 'ok',
    });
    await t.graphql(UPDATE, { input: { id: ids.pending, isApproved: false, isFeatured: false } }, as(admin));
  });

  it('refuses moderation fields to the uploader and changes nothing, not even the title', async () => {
    const before = await stored(ids.pending as string);
    for (const moderation of [
      { isApproved: true },
      { isFeatured: true },
      { isTrending: true },
      { adminNotes: 'x' },
    ]) {
      const result = await t.graphql(
        UPDATE,
        { input: { id: ids.pending, title: 'Sneaky', ...moderation } },
        as(creator),
      );
      expect(result.body.errors?.[0]).toMatchObject({
        message: 'Only admins can approve, feature or mark videos as trending, or write admin notes.',
        extensions: { code: 'FORBIDDEN' },
      });
    }
    expect(await stored(ids.pending as string)).toEqual(before);
  });

  it("lets the uploader edit their own video's title, description, category and tags", async () => {
    const result = await t.graphql(
      UPDATE,
      {
        input: {
          id: ids.pending,
          title: '  Better Pitch ',
          description: 'Now with a demo',
          category: 'innovation',
          tags: ['Demo', 'demo', 'pitch'],
        },
      },
      as(creator),
    );
    expect(result.body.data?.updateVideo).toMatchObject({
      title: 'Better Pitch',
      category: 'Innovation',
      tags: ['demo', 'pitch'],
      isApproved: false,
    });
  });

  it('sends an approved video back to review when its uploader changes what the public reads', async () => {
    const live = await insertVideo(t.database.db, { creatorId: creator.userId, title: 'Reviewed title' });
    const anonymous = { apiKey: t.secrets.publicApiKey };
    const GET = 'query($id: ID!) { getVideo(id: $id) { title isApproved } }';
    expect((await t.graphql(GET, { id: live.id }, anonymous)).body.data?.getVideo).toEqual({
      title: 'Reviewed title',
      isApproved: true,
    });

    // The same values again change nothing and keep it live.
    const same = await t.graphql(UPDATE, { input: { id: live.id, title: 'Reviewed title' } }, as(creator));
    expect(same.body.data?.updateVideo).toMatchObject({ isApproved: true });

    const edited = await t.graphql(
      UPDATE,
      { input: { id: live.id, title: 'Unreviewed claim' } },
      as(creator),
    );
    expect(edited.body.data?.updateVideo).toMatchObject({ title: 'Unreviewed claim', isApproved: false });
    // The public never sees the unreviewed text: the video is out of public lists until approved.
    expect((await t.graphql(GET, { id: live.id }, anonymous)).body.data?.getVideo).toBeNull();

    // An admin's own edit of an approved video needs no second review.
    await t.graphql(UPDATE, { input: { id: live.id, isApproved: true } }, as(admin));
    const byAdmin = await t.graphql(UPDATE, { input: { id: live.id, description: 'Fixed typo' } }, as(admin));
    expect(byAdmin.body.data?.updateVideo).toMatchObject({ isApproved: true });
  });

  it("refuses another user's video, unknown videos, anonymous callers and bad input", async () => {
    const before = await stored(ids.public as string);
    const foreign = await t.graphql(UPDATE, { input: { id: ids.public, title: 'Mine now' } }, as(other));
    expect(foreign.body.errors?.[0]).toMatchObject({
      message: 'You can only update your own videos.',
      extensions: { code: 'FORBIDDEN' },
    });
    const hidden = await t.graphql(UPDATE, { input: { id: ids.pending, title: 'Mine now' } }, as(other));
    expect(hidden.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const anonymous = await t.graphql(UPDATE, { input: { id: ids.public, title: 'x' } }, apiKey);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const bad = await t.graphql(UPDATE, { input: { id: ids.public, category: 'Cooking' } }, as(creator));
    expect(bad.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    const empty = await t.graphql(UPDATE, { input: { id: ids.public, title: '   ' } }, as(creator));
    expect(empty.body.errors?.[0]?.message).toBe('Title is required.');
    expect(await stored(ids.public as string)).toEqual(before);
  });
});

describe('home feed', () => {
  it('composes 4-item lists with featured user videos first', async () => {
    const db = t.database.db;
    for (let i = 0; i < 6; i += 1) {
      await insertVideo(db, {
        title: `Sample ${i}`,
        origin: 'sample',
        sourceId: `s-${i}`,
        isTrending: i < 2,
      });
    }
    const mine = await insertVideo(db, {
      title: 'Featured Upload',
      creatorId: creator.userId,
      isFeatured: true,
    });
    // Inserted behind the services' back: the test declares the change they would have.
    await t.services.caches.changed(['catalogue']);
    const result = await t.graphql(
      '{ homeFeed { featured { id title } trending { id title } latest { id title } } }',
      {},
      apiKey,
    );
    const feed = result.body.data?.homeFeed as Record<string, { id: string; title: string }[]>;
    expect(feed.featured).toHaveLength(4);
    expect(feed.featured?.[0]?.id).toBe(mine.id);
    expect(feed.trending?.slice(0, 2).map((video) => video.title)).toEqual(['Sample 1', 'Sample 0']);
    expect(feed.latest?.[0]?.id).toBe(mine.id);
    expect(feed.latest).toHaveLength(4);
    const all = [...(feed.featured ?? []), ...(feed.trending ?? []), ...(feed.latest ?? [])].map(
      (v) => v.title,
    );
    expect(all).not.toContain('Pending Pitch');
    expect(all).not.toContain('Expired Pitch');
  });
});

describe('anonymous answers kept by the public response cache', () => {
  it('are kept until a mutation changes the catalogue', async () => {
    const video = await insertVideo(t.database.db, { title: 'Before the edit' });
    const read = async () =>
      ((await t.graphql(GET, { id: video.id }, apiKey)).body.data?.getVideo as { title: string } | null)
        ?.title;
    expect(await read()).toBe('Before the edit');
    // A change behind GraphQL's back is not seen while the answer is kept...
    await t.database.db.update(videos).set({ title: 'Changed directly' }).where(eq(videos.id, video.id));
    expect(await read()).toBe('Before the edit');
    // ...while any mutation through the API empties the cache at once.
    await t.graphql(UPDATE, { input: { id: video.id, title: 'Edited through the API' } }, as(admin));
    expect(await read()).toBe('Edited through the API');
  });
});
