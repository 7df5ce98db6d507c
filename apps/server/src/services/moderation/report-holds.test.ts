import { SEEN_RECENTLY_MS } from '@reelboard/shared/moderation-people';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousReader, userActor } from '../../../test/actors.ts';
import { createTestApp } from '../../../test/app.ts';
import { insertUser } from '../../../test/users.ts';
import { accountAddresses, users } from '../../db/schema.ts';
import type { UserActor } from '../actors.ts';
import type { QueueItem } from './moderation-queue.ts';

// The automatic hold counts distinct people (ADR 0017), against the services as the app
// wires them (threshold 3): one person's accounts and addresses count once, fresh accounts
// and signed-out visitors weigh less, and they never hold anything alone.
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: UserActor;
let creator: UserActor;

beforeAll(async () => {
  t = await createTestApp();
  admin = await insertUser(t.database.db, 'admin');
  creator = await insertUser(t.database.db, 'creator');
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;

/** Confirmed accounts two days old: each one, on an address of its own, is a person weighing 1. */
async function established(count: number): Promise<UserActor[]> {
  const actors = await Promise.all(Array.from({ length: count }, () => insertUser(t.database.db)));
  await t.database.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - 2 * DAY_MS) })
    .where(
      inArray(
        users.id,
        actors.map((actor) => actor.userId),
      ),
    );
  return actors;
}

/** Accounts made a minute ago. */
const fresh = (count: number) => Promise.all(Array.from({ length: count }, () => insertUser(t.database.db)));

const newPost = () =>
  t.services.posts.create(creator, { title: 'Post', content: 'Text', category: 'Business' });
const reportPost = (actor: UserActor | typeof anonymousReader, ip: string, postId: string) =>
  t.services.reports.report(actor, ip, { targetType: 'post', targetId: postId, reason: 'SPAM' });
const shown = async (postId: string) => (await t.services.posts.get(anonymousReader, postId)) !== undefined;

async function queueItem(targetId: string): Promise<QueueItem | undefined> {
  const queue = await t.services.moderationQueue.list(admin, { limit: 1000 });
  return queue.items.find((item) => item.targetId === targetId);
}

describe('automatic hold', () => {
  it('counts one person on one address once: two fresh accounts and a signed-out report hold nothing', async () => {
    const post = await newPost();
    const [first, second] = await fresh(2);
    await reportPost(first as UserActor, '10.7.1.1', post.id);
    await reportPost(second as UserActor, '10.7.1.1', post.id);
    await reportPost(anonymousReader, '10.7.1.1', post.id);
    expect(await shown(post.id)).toBe(true);
    expect(await queueItem(post.id)).toMatchObject({ reportCount: 3, weight: 0.5, state: 'PUBLISHED' });
  });

  it('never holds for signed-out visitors alone: three addresses wait in the queue, published', async () => {
    const post = await newPost();
    for (const ip of ['10.7.2.1', '10.7.2.2', '10.7.2.3']) await reportPost(anonymousReader, ip, post.id);
    expect(await shown(post.id)).toBe(true);
    expect(await queueItem(post.id)).toMatchObject({ reportCount: 3, weight: 0.75, state: 'PUBLISHED' });
  });

  it('still holds for three established accounts on three addresses', async () => {
    const post = await newPost();
    const reporters = await established(3);
    for (const [i, reporter] of reporters.entries()) await reportPost(reporter, `10.7.3.${i}`, post.id);
    expect(await shown(post.id)).toBe(false);
    expect(await queueItem(post.id)).toMatchObject({ reportCount: 3, weight: 3, state: 'HIDDEN' });
    const log = await t.services.auditLog.list(admin, { limit: 1 });
    expect(log.items[0]).toMatchObject({
      adminId: null,
      action: 'HOLD',
      targetId: post.id,
      reason: 'Reported by 3 people, weighing 3.',
    });
  });

  it('weighs young or unconfirmed accounts half, and holds with them once the weights reach 3', async () => {
    const post = await newPost();
    const [unconfirmed, young] = [(await established(1))[0] as UserActor, (await fresh(1))[0] as UserActor];
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, unconfirmed.userId));
    const [first, second] = await established(2);
    await reportPost(first as UserActor, '10.7.4.1', post.id);
    await reportPost(second as UserActor, '10.7.4.2', post.id);
    await reportPost(young, '10.7.4.3', post.id);
    expect(await shown(post.id)).toBe(true);
    expect((await queueItem(post.id))?.weight).toBe(2.5);
    await reportPost(unconfirmed, '10.7.4.4', post.id);
    expect(await shown(post.id)).toBe(false);

    const other = await newPost();
    for (const [i, reporter] of (await fresh(4)).entries())
      await reportPost(reporter, `10.7.5.${i}`, other.id);
    expect(await shown(other.id)).toBe(true);
  });

  it('counts a signed-out report as the person of an account seen on its address in the last 30 days', async () => {
    const { email, userId } = await t.signedInUser('roaming@example.com');
    await t.database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 2 * DAY_MS) })
      .where(eq(users.id, userId));
    const addresses = Array.from({ length: 8 }, (_, i) => `10.7.6.${i}`);
    for (const ip of addresses) await t.services.identity.signIn(email, 'correct horse battery', ip);
    const post = await newPost();
    await reportPost(userActor(userId), '10.7.6.99', post.id);
    // Apart, 1 + 8 x 0.25 = 3 would hold; they are one person, who weighs 1.
    for (const ip of addresses) await reportPost(anonymousReader, ip, post.id);
    expect(await shown(post.id)).toBe(true);
    expect((await queueItem(post.id))?.weight).toBe(1);

    // Sightings older than 30 days no longer join anyone.
    await t.database.db
      .update(accountAddresses)
      .set({ lastSeenAt: new Date(Date.now() - SEEN_RECENTLY_MS - 60_000) })
      .where(eq(accountAddresses.userId, userId));
    await reportPost(anonymousReader, '10.7.6.100', post.id);
    expect(await shown(post.id)).toBe(false);
  });
});

describe('moderation queue', () => {
  it('ranks the most weighty first, then the oldest, page after page', async () => {
    const [anonymous, young, trusted] = [await newPost(), await newPost(), await newPost()];
    await reportPost(anonymousReader, '10.7.7.1', anonymous.id);
    await reportPost((await fresh(1))[0] as UserActor, '10.7.7.2', young.id);
    const [first, second] = await established(2);
    await reportPost(first as UserActor, '10.7.7.3', trusted.id);
    await reportPost(second as UserActor, '10.7.7.4', trusted.id);
    const mine = [anonymous.id, young.id, trusted.id];
    const listed: string[] = [];
    let nextToken: string | null = null;
    do {
      const page: { items: QueueItem[]; nextToken: string | null } = await t.services.moderationQueue.list(
        admin,
        { limit: 2, nextToken },
      );
      listed.push(...page.items.map((item) => item.targetId));
      nextToken = page.nextToken;
    } while (nextToken);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.filter((id) => mine.includes(id))).toEqual([trusted.id, young.id, anonymous.id]);
  });
});
