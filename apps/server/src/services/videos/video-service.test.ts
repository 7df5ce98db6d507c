import { VIDEO_CATEGORIES } from '@reelboard/shared/categories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousReader, nobody } from '../../../test/actors.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { insertUser } from '../../../test/users.ts';
import { insertVideo } from '../../../test/videos.ts';
import { videos } from '../../db/video-schema.ts';
import { createCacheChanges } from '../../realtime/cache-changes.ts';
import { createChanges } from '../../realtime/changes.ts';
import { createPgListener } from '../../realtime/pg-listener.ts';
import type { Actor, UserActor } from '../actors.ts';
import type { VideoFilter } from './video-queries.ts';
import { createVideoService, type Video } from './video-service.ts';

// The video service called directly, as each role. What GraphQL adds (field shapes, the
// public response cache) is tested in graphql/videos.test.ts; view counting in
// video-views.test.ts.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let service: ReturnType<typeof createVideoService>;
let listener: ReturnType<typeof createPgListener>;
let caches: ReturnType<typeof createCacheChanges>;
let admin: UserActor;
let owner: UserActor;
let viewer: UserActor;

beforeAll(async () => {
  database = await createTestDatabase();
  // The home feed is kept only while this node hears of changes (ADR 0019).
  listener = createPgListener(database.pool);
  caches = createCacheChanges({ listener });
  service = createVideoService({
    db: database.db,
    caches,
    changes: createChanges({ caches }),
    viewerSecret: 'test-secret',
  });
  await listener.ready();
  [admin, owner, viewer] = await Promise.all([
    insertUser(database.db, 'admin'),
    insertUser(database.db, 'creator', 'owner'),
    insertUser(database.db, 'viewer'),
  ]);
});
afterAll(async () => {
  await listener.close();
  await database.close();
});

const NOT_AUTHORIZED = { code: 'FORBIDDEN', message: 'Not Authorized to access this field.' };
const stored = async (id: string) => (await database.db.select().from(videos).where(eq(videos.id, id)))[0];
const past = () => new Date(Date.now() - 60_000);

// What asSeenBy decides, and whether the e-mail is there at all.
const hidden = (video: Video | undefined) =>
  video && {
    adminNotes: video.adminNotes,
    processingError: video.processingError,
    ...('creatorEmail' in video && { creatorEmail: video.creatorEmail }),
  };

describe('access', () => {
  it('refuses nobody in every public method and counts no view', async () => {
    const video = await insertVideo(database.db, { creatorId: owner.userId });
    await expect(service.get(nobody, video.id)).rejects.toMatchObject(NOT_AUTHORIZED);
    await expect(service.list(nobody, {})).rejects.toMatchObject(NOT_AUTHORIZED);
    await expect(service.homeFeed(nobody)).rejects.toMatchObject(NOT_AUTHORIZED);
    await expect(service.recordView(nobody, video.id, '10.0.0.1')).rejects.toMatchObject(NOT_AUTHORIZED);
    expect((await stored(video.id))?.views).toBe(0);
  });

  it('refuses updates by nobody and anonymous readers and changes nothing', async () => {
    const video = await insertVideo(database.db, { creatorId: owner.userId });
    const before = await stored(video.id);
    for (const actor of [nobody, anonymousReader]) {
      await expect(service.update(actor, { id: video.id, title: 'Taken over' })).rejects.toMatchObject(
        NOT_AUTHORIZED,
      );
    }
    expect(await stored(video.id)).toEqual(before);
  });
});

describe('what each role sees', () => {
  it("shows admin notes to admins, the processing error to the uploader and admins, the uploader's e-mail to admins", async () => {
    const video = await insertVideo(database.db, {
      creatorId: owner.userId,
      adminNotes: 'Check the audio.',
      processingError: 'ffmpeg exited with code 1',
    });
    const seenBy = async (actor: Actor) => hidden(await service.get(actor, video.id));
    const nothing = { adminNotes: null, processingError: null };
    expect(await seenBy(anonymousReader)).toEqual(nothing);
    expect(await seenBy(viewer)).toEqual(nothing);
    expect(await seenBy(owner)).toEqual({ adminNotes: null, processingError: 'ffmpeg exited with code 1' });
    expect(await seenBy(admin)).toEqual({
      adminNotes: 'Check the audio.',
      processingError: 'ffmpeg exited with code 1',
      creatorEmail: 'owner@example.com',
    });
    // Lists go through the same rule.
    const listed = async (actor: Actor) =>
      (await service.list(actor, { filter: { creatorId: { eq: owner.userId } } })).items
        .filter((item) => item.id === video.id)
        .map(hidden);
    expect(await listed(anonymousReader)).toEqual([nothing]);
    expect(await listed(owner)).toEqual([{ adminNotes: null, processingError: 'ffmpeg exited with code 1' }]);
    expect(await listed(admin)).toEqual([await seenBy(admin)]);
  });

  it('shows pending, inactive and expired videos to their uploader and admins only', async () => {
    const unlisted = await Promise.all([
      insertVideo(database.db, { creatorId: owner.userId, isApproved: false }),
      insertVideo(database.db, { creatorId: owner.userId, isActive: false }),
      insertVideo(database.db, { creatorId: owner.userId, expiryDate: past() }),
    ]);
    const otherCreator = await insertUser(database.db, 'creator');
    for (const video of unlisted) {
      const found = async (actor: Actor) => (await service.get(actor, video.id))?.id;
      expect(await found(anonymousReader)).toBeUndefined();
      expect(await found(viewer)).toBeUndefined();
      expect(await found(otherCreator)).toBeUndefined();
      expect(await found(owner)).toBe(video.id);
      expect(await found(admin)).toBe(video.id);
    }
  });

  it('answers canSee by the same rule from a kept row, and forgets it when the catalogue changes anywhere', async () => {
    const video = await insertVideo(database.db, { creatorId: owner.userId });
    const pending = await insertVideo(database.db, { creatorId: owner.userId, isApproved: false });
    expect(await service.canSee(viewer, video.id)).toBe(true);
    expect(await service.canSee(viewer, pending.id)).toBe(false);
    expect(await service.canSee(owner, pending.id)).toBe(true);
    expect(await service.canSee(admin, pending.id)).toBe(true);
    expect(await service.canSee(viewer, 'not-an-id')).toBe(false);
    await expect(service.canSee(nobody, video.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });

    // Hidden by another node: kept until that node's announcement is heard, then refused.
    await database.db.update(videos).set({ hiddenAt: new Date() }).where(eq(videos.id, video.id));
    expect(await service.canSee(viewer, video.id)).toBe(true);
    const otherListener = createPgListener(database.pool);
    await createCacheChanges({ listener: otherListener }).changed(['catalogue']);
    await otherListener.close();
    const deadline = Date.now() + 1000;
    while ((await service.canSee(viewer, video.id)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await service.canSee(viewer, video.id)).toBe(false);
    expect(await service.canSee(owner, video.id)).toBe(true);
  });

  it("lists a creator's pending videos to that creator and admins, never in the public list", async () => {
    const creator = await insertUser(database.db, 'creator');
    const shown = await insertVideo(database.db, { creatorId: creator.userId });
    const pending = await insertVideo(database.db, { creatorId: creator.userId, isApproved: false });
    const ids = async (actor: Actor, filter: VideoFilter = { creatorId: { eq: creator.userId } }) =>
      (await service.list(actor, { filter })).items.map((video) => video.id);
    expect(await ids(anonymousReader)).toEqual([shown.id]);
    expect(await ids(viewer)).toEqual([shown.id]);
    expect(await ids(creator)).toEqual([pending.id, shown.id]);
    expect(await ids(admin)).toEqual([pending.id, shown.id]);
    expect(await ids(creator, {})).not.toContain(pending.id);
  });
});

describe('list pages', () => {
  it('pages through videos uploaded at the same moment by id, without repeats or gaps', async () => {
    const creator = await insertUser(database.db, 'creator');
    const sameMoment = new Date('2025-03-01T12:00:00Z');
    for (let i = 0; i < 5; i += 1) {
      await insertVideo(database.db, { creatorId: creator.userId, uploadDate: sameMoment });
    }
    await insertVideo(database.db, {
      creatorId: creator.userId,
      uploadDate: new Date('2025-03-02T00:00:00Z'),
    });
    const filter = { creatorId: { eq: creator.userId } };
    const all = (await service.list(anonymousReader, { filter })).items.map((video) => video.id);
    const paged: string[] = [];
    const tokens: (string | null)[] = [];
    let nextToken: string | null = null;
    do {
      const page = await service.list(anonymousReader, { filter, limit: 2, nextToken });
      paged.push(...page.items.map((video) => video.id));
      tokens.push(page.nextToken);
      nextToken = page.nextToken;
    } while (nextToken);
    expect(all).toHaveLength(6);
    expect(paged).toEqual(all);
    expect(tokens.map((token) => token !== null)).toEqual([true, true, false]);
    // Equal dates are ordered by id, descending.
    expect(all.slice(1)).toEqual([...all.slice(1)].sort().reverse());
  });

  it('refuses a bad nextToken or limit with a clear message', async () => {
    const forged = Buffer.from(JSON.stringify(['2025-03-01T12:00:00.000Z', 'not-an-id'])).toString(
      'base64url',
    );
    for (const nextToken of ['garbage', forged]) {
      await expect(service.list(anonymousReader, { nextToken })).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'Invalid nextToken.',
      });
    }
    for (const limit of [0, 1001, 2.5]) {
      await expect(service.list(anonymousReader, { limit })).rejects.toMatchObject({
        message: 'limit must be between 1 and 1000.',
      });
    }
  });
});

describe('update', () => {
  it('refuses strangers: another user gets "not yours", a hidden video reads as missing', async () => {
    const shown = await insertVideo(database.db, { creatorId: owner.userId });
    const pending = await insertVideo(database.db, { creatorId: owner.userId, isApproved: false });
    await expect(service.update(viewer, { id: shown.id, title: 'Mine now' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You can only update your own videos.',
    });
    for (const id of [pending.id, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      await expect(service.update(viewer, { id, title: 'Mine now' })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Video not found.',
      });
    }
    expect((await stored(shown.id))?.title).toBe(shown.title);
    expect((await stored(pending.id))?.title).toBe(pending.title);
  });

  it('explains each invalid field and changes nothing', async () => {
    const video = await insertVideo(database.db, { creatorId: owner.userId, tags: ['pitch'] });
    const before = await stored(video.id);
    const cases: [UserActor, Record<string, unknown>, string][] = [
      [owner, { title: '   ' }, 'Title is required.'],
      [owner, { title: 'x'.repeat(101) }, 'Title must be at most 100 characters.'],
      [owner, { description: 'x'.repeat(5001) }, 'Description must be at most 5000 characters.'],
      [owner, { category: 'Cooking' }, `Category must be one of ${VIDEO_CATEGORIES.join(', ')}.`],
      [owner, { tags: ['  '] }, 'Tags cannot be empty.'],
      [owner, { tags: ['x'.repeat(31)] }, 'Tags must be at most 30 characters.'],
      [owner, { tags: ['<b>'] }, 'Tags may contain letters, digits, spaces, - and _ only.'],
      [owner, { tags: Array.from({ length: 21 }, (_, i) => `tag${i}`) }, 'At most 20 tags.'],
      [admin, { adminNotes: 'x'.repeat(2001) }, 'Admin notes must be at most 2000 characters.'],
    ];
    for (const [actor, input, message] of cases) {
      await expect(service.update(actor, { id: video.id, title: 'Valid', ...input })).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        message,
      });
    }
    expect(await stored(video.id)).toEqual(before);
  });

  it('answers each editor with the video as they may see it', async () => {
    const video = await insertVideo(database.db, {
      creatorId: owner.userId,
      adminNotes: 'Needs a better thumbnail.',
      processingError: 'thumbnail failed',
    });
    const edited = await service.update(owner, { id: video.id, title: 'Edited by the owner' });
    expect({ title: edited.title, ...hidden(edited) }).toEqual({
      title: 'Edited by the owner',
      adminNotes: null,
      processingError: 'thumbnail failed',
    });
    const moderated = await service.update(admin, { id: video.id, isFeatured: true });
    expect(hidden(moderated)).toEqual({
      adminNotes: 'Needs a better thumbnail.',
      processingError: 'thumbnail failed',
      creatorEmail: 'owner@example.com',
    });
    // An empty note clears it.
    expect((await service.update(admin, { id: video.id, adminNotes: '' })).adminNotes).toBeNull();
    expect(await stored(video.id)).toMatchObject({
      title: 'Edited by the owner',
      isFeatured: true,
      adminNotes: null,
    });
  });
});

describe('home feed', () => {
  it('never lists hidden videos, not even to their uploader or admins, and blanks per reader', async () => {
    const featured = await insertVideo(database.db, {
      creatorId: owner.userId,
      isFeatured: true,
      adminNotes: 'Featured on request.',
    });
    const pending = await insertVideo(database.db, {
      creatorId: owner.userId,
      isFeatured: true,
      isApproved: false,
    });
    // Inserted behind the service's back: the test declares the change it would have.
    await caches.changed(['catalogue']);
    for (const actor of [anonymousReader, viewer, owner, admin]) {
      const feed = await service.homeFeed(actor);
      const all = [...feed.featured, ...feed.trending, ...feed.latest].map((video) => video.id);
      expect(all).not.toContain(pending.id);
      expect(feed.featured[0]?.id).toBe(featured.id);
      expect(feed.featured[0]?.adminNotes).toBe(actor === admin ? 'Featured on request.' : null);
    }
  });

  it('is composed once per moment, and an update through the service shows at once', async () => {
    const video = await insertVideo(database.db, {
      creatorId: owner.userId,
      isFeatured: true,
      title: 'First',
    });
    // Inserted behind the service's back: the test declares the change it would have.
    await caches.changed(['catalogue']);
    const featuredTitle = async () => (await service.homeFeed(anonymousReader)).featured[0]?.title;
    expect(await featuredTitle()).toBe('First');
    // A change behind the service's back waits for the next composition...
    await database.db.update(videos).set({ title: 'Changed directly' }).where(eq(videos.id, video.id));
    expect(await featuredTitle()).toBe('First');
    // ...while an update through the service is shown by the very next read (an admin's:
    // the uploader's own edit would send the video back to review).
    await service.update(admin, { id: video.id, title: 'Edited' });
    expect(await featuredTitle()).toBe('Edited');
    // A change announced by another node shows as soon as this one hears of it.
    const otherNode = createCacheChanges({ listener: createPgListener(database.pool) });
    await database.db.update(videos).set({ title: 'Changed on another node' }).where(eq(videos.id, video.id));
    await otherNode.changed();
    const deadline = Date.now() + 1000;
    while ((await featuredTitle()) !== 'Changed on another node' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await featuredTitle()).toBe('Changed on another node');
  });
});

describe('recordView', () => {
  it("counts the uploader's and an admin's views of a pending video, nobody else's", async () => {
    const pending = await insertVideo(database.db, { creatorId: owner.userId, isApproved: false });
    expect(await service.recordView(anonymousReader, pending.id, '10.0.0.1')).toBeUndefined();
    expect(await service.recordView(viewer, pending.id, '10.0.0.2')).toBeUndefined();
    expect((await service.recordView(owner, pending.id, '10.0.0.3'))?.views).toBe(1);
    expect((await service.recordView(admin, pending.id, '10.0.0.3'))?.views).toBe(2);
    expect((await stored(pending.id))?.views).toBe(2);
  });
});
