import { eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousReader, nobody } from '../../../test/actors.ts';
import { createTestApp } from '../../../test/app.ts';
import { insertUser } from '../../../test/users.ts';
import { insertVideo } from '../../../test/videos.ts';
import { comments, posts } from '../../db/community-schema.ts';
import { userProfiles, users } from '../../db/schema.ts';
import { orders } from '../../db/shop-schema.ts';
import { videoMediaRemovals } from '../../db/upload-schema.ts';
import { videos } from '../../db/video-schema.ts';
import type { UserActor } from '../actors.ts';
import { LAST_ADMIN } from './last-admin.ts';

// The admins' user list, page and actions as each role, against PostgreSQL (issue 25).
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: UserActor;
let creator: UserActor;
let viewer: UserActor;

beforeAll(async () => {
  t = await createTestApp();
  admin = await insertUser(t.database.db, 'admin');
  creator = await insertUser(t.database.db, 'creator');
  viewer = await insertUser(t.database.db, 'viewer');
});
afterAll(() => t.close());

const FORBIDDEN = { code: 'FORBIDDEN' };
const one = async (table: Parameters<ReturnType<typeof t.database.db.select>['from']>[0], where: SQL) =>
  // biome-ignore lint/suspicious/noExplicitAny: rows of any of the tables read here
  (await t.database.db.select().from(table).where(where))[0] as any;
const levelOf = async (userId: string) =>
  (await t.database.db.query.userProfiles.findFirst({ where: eq(userProfiles.userId, userId) }))?.level;

describe('access', () => {
  it('refuses every query and action to everyone but admins', async () => {
    const { userDirectory, userActions, accountDeletion } = t.services;
    for (const actor of [nobody, anonymousReader, viewer, creator]) {
      await expect(userDirectory.search(actor, {})).rejects.toMatchObject(FORBIDDEN);
      await expect(userDirectory.get(actor, viewer.userId)).rejects.toMatchObject(FORBIDDEN);
      await expect(userActions.changeLevel(actor, viewer.userId, 'admin', 'x')).rejects.toMatchObject(
        FORBIDDEN,
      );
      await expect(userActions.suspend(actor, viewer.userId, true, 'x')).rejects.toMatchObject(FORBIDDEN);
      await expect(userActions.signOutEverywhere(actor, viewer.userId, 'x')).rejects.toMatchObject(FORBIDDEN);
      await expect(userActions.resendConfirmation(actor, viewer.userId, 'x')).rejects.toMatchObject(
        FORBIDDEN,
      );
      await expect(
        accountDeletion.deleteAccount(actor, viewer.userId, { content: 'remove', reason: 'x' }),
      ).rejects.toMatchObject(FORBIDDEN);
    }
    expect(await levelOf(viewer.userId)).toBe('viewer');
  });

  it('answers the same through GraphQL: a viewer gets no users', async () => {
    const person = await t.signedInUser('gql-viewer@example.com');
    const answer = await t.graphql('{ adminUsers { items { id } } }', {}, { token: person.accessToken });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the list', () => {
  it('finds users by a part of their e-mail, name or username, and filters by level and status', async () => {
    const found = await insertUser(t.database.db, 'creator', 'zebrafinch');
    await t.database.db.update(users).set({ name: 'Quentin Quokka' }).where(eq(users.id, found.userId));
    const byEmail = await t.services.userDirectory.search(admin, { query: 'RAFIN' });
    expect(byEmail.items.map((u) => u.id)).toEqual([found.userId]);
    const byName = await t.services.userDirectory.search(admin, { query: 'quokka' });
    expect(byName.items.map((u) => u.id)).toEqual([found.userId]);
    expect((await t.services.userDirectory.search(admin, { query: 'zebra', level: 'viewer' })).items).toEqual(
      [],
    );
    const creators = await t.services.userDirectory.search(admin, { query: 'zebra', level: 'creator' });
    expect(creators.items[0]).toMatchObject({
      username: 'zebrafinch',
      level: 'creator',
      emailVerified: true,
    });
    // A literal % is not a wildcard.
    expect((await t.services.userDirectory.search(admin, { query: '%' })).items).toEqual([]);
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, found.userId));
    const unconfirmed = await t.services.userDirectory.search(admin, { status: 'unconfirmed' });
    expect(unconfirmed.items.map((u) => u.id)).toContain(found.userId);
    const active = await t.services.userDirectory.search(admin, { status: 'active' });
    expect(active.items.map((u) => u.id)).not.toContain(found.userId);
  });

  it('pages through a word many share, newest first, without repeating anyone', async () => {
    const first = await t.services.userDirectory.search(admin, { query: 'example.com', limit: 2 });
    expect(first.items).toHaveLength(2);
    const second = await t.services.userDirectory.search(admin, {
      query: 'example.com',
      limit: 2,
      nextToken: first.nextToken,
    });
    const all = await t.services.userDirectory.search(admin, { query: 'example.com', limit: 4 });
    expect([...first.items, ...second.items].map((u) => u.id)).toEqual(all.items.map((u) => u.id));
  });

  it('pages with a cursor, newest first', async () => {
    const first = await t.services.userDirectory.search(admin, { limit: 2 });
    expect(first.items).toHaveLength(2);
    const second = await t.services.userDirectory.search(admin, { limit: 2, nextToken: first.nextToken });
    expect(second.items.map((u) => u.id)).not.toContain(first.items[0]?.id);
    await expect(t.services.userDirectory.search(admin, { nextToken: 'junk' })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
  });
});

describe('actions', () => {
  it('changes a level with a reason, logged; refuses no reason', async () => {
    const person = await insertUser(t.database.db, 'viewer');
    await expect(
      t.services.userActions.changeLevel(admin, person.userId, 'creator', ' '),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Please give a reason.',
    });
    await t.services.userActions.changeLevel(admin, person.userId, 'creator', 'asked to upload');
    expect(await levelOf(person.userId)).toBe('creator');
    const page = await t.services.userDirectory.get(admin, person.userId);
    expect(page.moderationLog[0]).toMatchObject({ action: 'SET_LEVEL', reason: 'creator: asked to upload' });
  });

  it('keeps one admin when two admins demote each other at the same moment', async () => {
    // Only these two are admins here.
    await t.database.db.update(userProfiles).set({ level: 'viewer' }).where(eq(userProfiles.level, 'admin'));
    const first = await insertUser(t.database.db, 'admin');
    const second = await insertUser(t.database.db, 'admin');
    const results = await Promise.allSettled([
      t.services.userActions.changeLevel(first, second.userId, 'viewer', 'race'),
      t.services.userActions.changeLevel(second, first.userId, 'viewer', 'race'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({
      code: 'CONFLICT',
      message: LAST_ADMIN,
    });
    const admins = await t.database.db.select().from(userProfiles).where(eq(userProfiles.level, 'admin'));
    expect(admins).toHaveLength(1);
    const last = admins[0]?.userId === first.userId ? first : second;
    const other = last === first ? second : first;
    await t.services.userActions.changeLevel(last, other.userId, 'admin', 'back');
    await t.database.db
      .update(userProfiles)
      .set({ level: 'admin' })
      .where(eq(userProfiles.userId, admin.userId));
    // The last admin cannot be deleted either.
    await t.database.db
      .update(userProfiles)
      .set({ level: 'viewer' })
      .where(eq(userProfiles.userId, other.userId));
    await expect(
      t.services.accountDeletion.deleteAccount(admin, last.userId, { content: 'remove', reason: 'x' }),
    ).resolves.toBeUndefined();
  });

  it('suspends and lifts through the moderation rule, both in the audit log', async () => {
    const person = await t.signedInUser('suspend-me@example.com');
    await t.services.userActions.suspend(admin, person.userId, true, 'spam');
    expect(await t.services.identity.authenticate(person.accessToken)).toBeUndefined();
    await t.services.userActions.suspend(admin, person.userId, false, 'appeal accepted');
    const log = await t.services.auditLog.list(admin, { limit: 5 });
    const about = log.items.filter((entry) => entry.targetId === person.userId).map((e) => e.action);
    expect(about).toEqual(['LIFT_SUSPENSION', 'SUSPEND_AUTHOR']);
  });

  it('signs a user out everywhere', async () => {
    const person = await t.signedInUser('sign-out-everywhere@example.com');
    expect(await t.services.identity.authenticate(person.accessToken)).toBeDefined();
    await t.services.userActions.signOutEverywhere(admin, person.userId, 'lost phone');
    expect(await t.services.identity.authenticate(person.accessToken)).toBeUndefined();
  });

  it('resends the confirmation code only to an unconfirmed account', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/auth/sign-up',
      payload: { email: 'unconfirmed@example.com', password: 'correct horse battery', name: 'Una' },
    });
    const [row] = await t.services.userDirectory
      .search(admin, { query: 'unconfirmed@example' })
      .then((p) => p.items);
    await t.services.userActions.resendConfirmation(admin, row?.id as string, 'asked by mail');
    await expect(t.services.userActions.resendConfirmation(admin, viewer.userId, 'x')).rejects.toMatchObject({
      message: 'This account is confirmed already.',
    });
  });
});

describe('deletion', () => {
  async function personWithContent(email: string) {
    const person = await t.signedInUser(email);
    const actor = (await t.services.resolveActor({
      authorization: `Bearer ${person.accessToken}`,
    })) as UserActor;
    const video = await insertVideo(t.database.db);
    const own = await insertVideo(t.database.db, { creatorId: person.userId });
    const comment = await t.services.comments.create(actor, '127.0.0.1', {
      content: 'my words',
      targetId: video.id,
      targetType: 'video',
    });
    const post = await t.services.posts.create(actor, {
      title: 'My post',
      content: 'hello',
      category: 'Business',
    });
    const [order] = await t.database.db
      .insert(orders)
      .values({
        userId: person.userId,
        provider: 'test',
        subtotalCents: 2999,
        deliveryFeeCents: 500,
        totalCents: 3499,
        shipping: {
          name: 'Pat Person',
          email,
          address: '1 Road',
          city: 'Town',
          state: 'CA',
          postalCode: '90000',
          country: 'US',
          phone: '555',
        },
      })
      .returning();
    return { person, video, own, comment, post, order };
  }

  it('stops sign-in, erases the account, keeps "[deleted]" placeholders and a redacted order', async () => {
    const { person, own, comment, post, order } = await personWithContent('delete-me@example.com');
    await t.services.accountDeletion.deleteAccount(admin, person.userId, {
      content: 'placeholder',
      reason: 'asked',
    });
    expect(await t.services.identity.authenticate(person.accessToken)).toBeUndefined();
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      payload: { username: 'delete-me@example.com', password: 'correct horse battery' },
    });
    expect(signIn.json()).toMatchObject({ name: 'NotAuthorizedException' });
    expect(await one(users, eq(users.id, person.userId))).toBeUndefined();
    const kept = await one(comments, eq(comments.id, comment.id));
    expect(kept).toMatchObject({ content: '[deleted]', authorId: null });
    expect(kept?.deletedAt).not.toBeNull();
    const keptPost = await one(posts, eq(posts.id, post.id));
    expect(keptPost).toMatchObject({ title: '[deleted]', content: '[deleted]' });
    expect(await one(videos, eq(videos.id, own.id))).toBeUndefined();
    const removal = await one(videoMediaRemovals, eq(videoMediaRemovals.videoId, own.id));
    expect(removal?.keys).toContain(own.videoUrl);
    const redacted = await one(orders, eq(orders.id, order?.id as string));
    expect(redacted).toMatchObject({ userId: null, totalCents: 3499 });
    expect(redacted?.shipping).toMatchObject({ name: '[redacted]', email: '[redacted]', country: 'US' });
    expect((await t.services.userDirectory.search(admin, { query: 'delete-me' })).items).toEqual([]);
    const log = await t.services.auditLog.list(admin, { limit: 1 });
    expect(log.items[0]).toMatchObject({ action: 'DELETE_ACCOUNT', targetId: person.userId });
  });

  it('removes comments and posts when the admin chooses so', async () => {
    const { person, comment, post } = await personWithContent('remove-me@example.com');
    await t.services.accountDeletion.deleteAccount(admin, person.userId, {
      content: 'remove',
      reason: 'spam',
    });
    expect(await one(comments, eq(comments.id, comment.id))).toBeUndefined();
    expect(await one(posts, eq(posts.id, post.id))).toBeUndefined();
  });

  it('refuses to delete oneself', async () => {
    await expect(
      t.services.accountDeletion.deleteAccount(admin, admin.userId, { content: 'remove', reason: 'x' }),
    ).rejects.toMatchObject(FORBIDDEN);
  });
});
