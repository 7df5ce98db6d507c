import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { POST_CATEGORIES } from '@reelboard/shared/engagement';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousReader, nobody } from '../../../test/actors.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { insertUser } from '../../../test/users.ts';
import { posts } from '../../db/community-schema.ts';
import { createLocalDiskStorage } from '../../storage/local-disk-storage.ts';
import type { UserActor } from '../actors.ts';
import { createPostService } from './post-service.ts';

// The post service called directly, as each role. Counters under many parallel likes and
// the GraphQL input shapes are in graphql/community.test.ts.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let storageDir: string;
let storage: ReturnType<typeof createLocalDiskStorage>;
let service: ReturnType<typeof createPostService>;
let admin: UserActor;
let creator: UserActor;
let viewer: UserActor;

beforeAll(async () => {
  database = await createTestDatabase();
  storageDir = await mkdtemp(path.join(tmpdir(), 'reelboard-posts-'));
  storage = createLocalDiskStorage({
    rootDir: storageDir,
    publicUrl: 'http://localhost:3000',
    secret: 'test',
  });
  service = createPostService({ db: database.db, storage });
  [admin, creator, viewer] = await Promise.all([
    insertUser(database.db, 'admin'),
    insertUser(database.db, 'creator'),
    insertUser(database.db, 'viewer'),
  ]);
});
afterAll(async () => {
  await database.close();
  await rm(storageDir, { recursive: true, force: true });
});

const NOT_AUTHORIZED = { code: 'FORBIDDEN', message: 'Not Authorized to access this field.' };
const SIGN_IN = { code: 'UNAUTHENTICATED', message: 'Please sign in to create a post.' };
const input = { title: 'Hello', content: 'First post', category: 'Business' };

const postCount = async () => (await database.db.select({ n: count() }).from(posts))[0]?.n;
const stored = async (id: string) => (await database.db.select().from(posts).where(eq(posts.id, id)))[0];
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();

describe('access', () => {
  it('refuses nobody in every public method and anonymous readers in every change', async () => {
    const post = await service.create(viewer, input);
    const before = await postCount();
    for (const actor of [nobody, anonymousReader]) {
      await expect(service.create(actor, input)).rejects.toMatchObject(NOT_AUTHORIZED);
      await expect(service.toggleReaction(actor, post.id, 'LIKE')).rejects.toMatchObject(NOT_AUTHORIZED);
      await expect(service.setReaction(actor, post.id, 'LIKE', true)).rejects.toMatchObject(NOT_AUTHORIZED);
    }
    await expect(service.get(nobody, post.id)).rejects.toMatchObject(NOT_AUTHORIZED);
    await expect(service.list(nobody, {})).rejects.toMatchObject(NOT_AUTHORIZED);
    await expect(service.listReactions(nobody, { postId: post.id })).rejects.toMatchObject(NOT_AUTHORIZED);
    expect(await postCount()).toBe(before);
    expect(await service.get(anonymousReader, post.id)).toMatchObject({ likes: 0, loves: 0, laughs: 0 });
  });

  it('asks nobody and anonymous readers to sign in before reading an image upload', async () => {
    let reads = 0;
    const readUpload = async () => {
      reads += 1;
      return png(8, 8);
    };
    for (const actor of [nobody, anonymousReader]) {
      await expect(service.storeImage(actor, readUpload)).rejects.toMatchObject(SIGN_IN);
    }
    expect(reads).toBe(0);
  });

  it('lets every signed-in level post as itself', async () => {
    for (const author of [viewer, creator, admin]) {
      const post = await service.create(author, input);
      expect(post).toMatchObject({
        authorId: author.userId,
        authorUsername: author.email.split('@')[0],
        likes: 0,
        commentCount: 0,
      });
    }
  });
});

describe('images', () => {
  it("stores a re-encoded WebP of at most 1600 px in the user's public folder, attachable by that user only", async () => {
    const { imageUrl, imageSrc } = await service.storeImage(viewer, () => png(2000, 1000));
    expect(imageUrl).toMatch(new RegExp(`^public/posts/${viewer.userId}/[^/]+\\.webp$`));
    expect(imageSrc).toBe(storage.publicUrl(imageUrl));
    const object = await storage.get(imageUrl);
    const chunks: Buffer[] = [];
    for await (const chunk of object?.body ?? []) chunks.push(chunk as Buffer);
    const metadata = await sharp(Buffer.concat(chunks)).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 1600, 800]);

    await expect(service.create(creator, { ...input, imageUrl })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Upload the image again.',
    });
    const post = await service.create(viewer, { ...input, imageUrl });
    expect((await stored(post.id))?.imageKey).toBe(imageUrl);
  });

  it('refuses bytes that are not an image and stores nothing', async () => {
    const user = await insertUser(database.db);
    await expect(
      service.storeImage(user, async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).',
    });
    const folder = path.join(storageDir, 'public', 'posts', user.userId);
    await expect(readdir(folder)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('create', () => {
  it('explains each invalid field and stores nothing', async () => {
    const before = await postCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '  ' }, 'Title is required.'],
      [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters.'],
      [{ content: ' ' }, 'Content is required.'],
      [{ content: 'x'.repeat(10_001) }, 'Content must be at most 10000 characters.'],
      [{ category: 'Cooking' }, `Category must be one of ${POST_CATEGORIES.join(', ')}.`],
      [{ imageUrl: `public/posts/${viewer.userId}/never-uploaded.webp` }, 'Upload the image again.'],
      [{ imageUrl: `public/posts/${viewer.userId}/../${creator.userId}/a.webp` }, 'Upload the image again.'],
    ];
    for (const [change, message] of cases) {
      await expect(service.create(viewer, { ...input, ...change })).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        message,
      });
    }
    expect(await postCount()).toBe(before);
  });
});

describe('list pages', () => {
  it('pages newest first, posts of the same moment by id, without repeats or gaps', async () => {
    const author = await insertUser(database.db);
    const sameMoment = new Date('2030-01-01T00:00:00Z');
    await database.db.insert(posts).values(
      Array.from({ length: 5 }, (_, i) => ({
        ...input,
        title: `Post ${i}`,
        authorId: author.userId,
        createdAt: i === 0 ? new Date('2030-01-02T00:00:00Z') : sameMoment,
      })),
    );
    // The five newest posts of the whole table are these.
    const newest = (await service.list(anonymousReader, { limit: 5 })).items.map((post) => post.id);
    const paged: string[] = [];
    let nextToken: string | null = null;
    for (let page = 0; page < 3; page += 1) {
      const result = await service.list(anonymousReader, { limit: 2, nextToken });
      paged.push(...result.items.map((post) => post.id));
      nextToken = result.nextToken;
    }
    expect(paged.slice(0, 5)).toEqual(newest);
    expect(new Set(paged).size).toBe(paged.length);
    expect((await service.get(anonymousReader, newest[0] as string))?.title).toBe('Post 0');
    expect(newest.slice(1)).toEqual([...newest.slice(1)].sort().reverse());
  });

  it('refuses a bad nextToken or limit with a clear message', async () => {
    const forged = Buffer.from(JSON.stringify(['2030-01-01T00:00:00.000Z', 'not-an-id'])).toString(
      'base64url',
    );
    for (const nextToken of ['garbage', forged]) {
      await expect(service.list(anonymousReader, { nextToken })).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'Invalid nextToken.',
      });
    }
    await expect(service.list(anonymousReader, { limit: 0 })).rejects.toMatchObject({
      message: 'limit must be between 1 and 1000.',
    });
  });
});

describe('reactions', () => {
  it('refuses reactions a post does not offer and posts that do not exist', async () => {
    const post = await service.create(viewer, input);
    for (const type of ['DISLIKE', 'like', '']) {
      await expect(service.toggleReaction(viewer, post.id, type)).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'Reactions are LIKE, LOVE or LAUGH.',
      });
    }
    for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000']) {
      await expect(service.setReaction(viewer, id, 'LIKE', true)).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Post not found',
      });
    }
    expect(await stored(post.id)).toMatchObject({ likes: 0, loves: 0, laughs: 0 });
  });

  it('moves only the counter of the reaction given, for each level', async () => {
    const post = await service.create(creator, input);
    await service.setReaction(viewer, post.id, 'LOVE', true);
    await service.setReaction(creator, post.id, 'LAUGH', true);
    const { post: afterAdmin, reacted } = await service.toggleReaction(admin, post.id, 'LOVE');
    expect(reacted).toBe(true);
    expect(afterAdmin).toMatchObject({ likes: 0, loves: 2, laughs: 1 });
  });

  it('takes a reaction back once when the same user turns it off 20 times in parallel', async () => {
    const post = await service.create(creator, input);
    await service.setReaction(viewer, post.id, 'LIKE', true);
    await service.setReaction(admin, post.id, 'LIKE', true);
    await Promise.all(Array.from({ length: 20 }, () => service.setReaction(viewer, post.id, 'LIKE', false)));
    expect((await stored(post.id))?.likes).toBe(1);
    const left = await service.listReactions(anonymousReader, { postId: post.id });
    expect(left.map((reaction) => [reaction.userId, reaction.type])).toEqual([[admin.userId, 'LIKE']]);
  });

  it("lists a post's reactions, by user when asked; malformed ids list nothing", async () => {
    const post = await service.create(creator, input);
    await service.setReaction(viewer, post.id, 'LIKE', true);
    await service.setReaction(viewer, post.id, 'LAUGH', true);
    await service.setReaction(admin, post.id, 'LIKE', true);
    expect(await service.listReactions(anonymousReader, { postId: post.id })).toHaveLength(3);
    const mine = await service.listReactions(viewer, { postId: post.id, userId: viewer.userId });
    expect(mine.map((reaction) => reaction.type).sort()).toEqual(['LAUGH', 'LIKE']);
    expect(await service.listReactions(anonymousReader, { postId: 'not-an-id' })).toEqual([]);
    expect(await service.listReactions(anonymousReader, { postId: post.id, userId: 'x' })).toEqual([]);
  });
});
