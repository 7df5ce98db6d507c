import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { insertVideo } from '../../../test/videos.ts';
import type { UserActor } from '../actors.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
type Person = Awaited<ReturnType<typeof t.signedInUser>> & { actor: UserActor };
let creator: Person;
let ana: Person;
let ben: Person;
let cleo: Person;
let admin: Person;

async function person(email: string, level: UserActor['level'] = 'viewer'): Promise<Person> {
  const user = await t.signedInUser(email);
  if (level !== 'viewer') await t.services.profiles.setLevel(user.userId, level);
  return { ...user, actor: { kind: 'user', userId: user.userId, sessionId: 's', email, level } };
}

beforeAll(async () => {
  t = await createTestApp();
  creator = await person('n-creator@example.com', 'creator');
  ana = await person('n-ana@example.com');
  ben = await person('n-ben@example.com');
  cleo = await person('n-cleo@example.com');
  admin = await person('n-admin@example.com', 'admin');
});
afterAll(() => t.close());

const service = () => t.services.notifications.service;
// Comments are told in batches a moment after they are written: read what is unread now.
const commentsTold = () => t.services.notifications.commentNotices.read();
const texts = async (who: Person) => {
  await commentsTold();
  return (await service().list(who.actor, {})).items.map((item) => item.text);
};
const unread = async (who: Person) => {
  await commentsTold();
  return service().unreadCount(who.actor);
};
const comment = (who: Person, videoId: string, content: string, parentCommentId?: string) =>
  t.services.comments.create(who.actor, '10.7.0.1', {
    content,
    targetId: videoId,
    targetType: 'video',
    parentCommentId,
  });

describe('notifications', () => {
  it('tell the author of a reply and the owner of the video, once each, never the one who wrote it', async () => {
    const video = await insertVideo(t.database.db, { creatorId: creator.userId, title: 'Knots' });
    const first = await comment(ana, video.id, 'Great knots');
    await comment(ben, video.id, 'Thanks!', first.id);
    // A reply to oneself, and the creator replying on their own video: told to the others only.
    await comment(ana, video.id, 'Also this', first.id);
    const byCreator = await comment(creator, video.id, 'Glad you like it');
    await comment(ana, video.id, 'You are welcome', byCreator.id);

    expect(await texts(ana)).toEqual(['n-ben replied to your comment on "Knots".']);
    const forCreator = await texts(creator);
    // ana's reply to the creator is told as a reply, not a second time as a comment.
    expect(forCreator.filter((text) => text === 'n-ana replied to your comment on "Knots".')).toHaveLength(1);
    expect(forCreator.filter((text) => text.includes('commented on your video "Knots"'))).toHaveLength(3);
    expect(forCreator.some((text) => text.startsWith('n-creator'))).toBe(false);
    expect(await unread(ana)).toBe(1);
  });

  it('group likes into one entry per comment, counting each person once', async () => {
    const video = await insertVideo(t.database.db, { creatorId: creator.userId });
    const liked = await comment(cleo, video.id, 'Like me');
    for (const who of [ana, ben, ana, creator]) {
      await t.services.comments.vote(who.actor, '10.7.0.2', liked.id, 'LIKE');
    }
    // ana took hers back and gave it again: still one person.
    const entries = (await texts(cleo)).filter((text) => text.includes('liked your comment'));
    expect(entries).toEqual(['n-creator and 2 others liked your comment.']);
  });

  it('tell a creator of a follower once, however often they follow again', async () => {
    await t.services.creators.follow(ben.actor, creator.userId);
    await t.services.creators.unfollow(ben.actor, creator.userId);
    await t.services.creators.follow(ben.actor, creator.userId);
    expect((await texts(creator)).filter((text) => text === 'n-ben started following you.')).toHaveLength(1);
  });

  it('say nothing of content the person may not see, and drop entries whose content went away', async () => {
    const hidden = await insertVideo(t.database.db, { creatorId: creator.userId, title: 'Soon hidden' });
    const mine = await comment(ana, hidden.id, 'First!');
    await comment(ben, hidden.id, 'Second', mine.id);
    expect(await texts(ana)).toContain('n-ben replied to your comment on "Soon hidden".');
    await t.services.moderation.moderate(admin.actor, {
      targetType: 'video',
      targetId: hidden.id,
      action: 'HIDE',
    });
    expect(await texts(ana)).not.toContain('n-ben replied to your comment on "Soon hidden".');
    // The creator still sees their own hidden video's entries, and hears of the decision.
    expect(await texts(creator)).toContain('Your video "Soon hidden" was hidden by a moderator.');
    // A reply under a hidden video tells nobody who cannot see it.
    const before = await unread(ana);
    await comment(cleo, hidden.id, 'Psst', mine.id).catch(() => undefined);
    expect(await unread(ana)).toBe(before);

    const deleted = await insertVideo(t.database.db, { creatorId: creator.userId, title: 'Soon gone' });
    await comment(ben, deleted.id, 'Bye');
    expect(await texts(creator)).toContain('n-ben commented on your video "Soon gone".');
    await t.services.moderation.moderate(admin.actor, {
      targetType: 'video',
      targetId: deleted.id,
      action: 'DELETE',
    });
    expect((await texts(creator)).some((text) => text.includes('Soon gone'))).toBe(false);
  });

  it('count unread up to ten, and mark one or all read', async () => {
    const video = await insertVideo(t.database.db, { creatorId: ben.userId });
    // Four people, three comments each: within the per-person limit.
    for (let index = 0; index < 12; index += 1) {
      const who = [ana, cleo, creator, admin][index % 4] as Person;
      await t.services.comments.create(who.actor, `10.8.0.${index}`, {
        content: `Comment ${index}`,
        targetId: video.id,
        targetType: 'video',
      });
    }
    expect(await unread(ben)).toBe(10);
    const [newest] = (await service().list(ben.actor, { limit: 1 })).items;
    await service().markRead(ben.actor, newest?.id);
    const page = await service().list(ben.actor, { limit: 2 });
    expect(page.items.map((item) => item.read)).toEqual([true, false]);
    expect(page.nextToken).not.toBeNull();
    expect(await service().markRead(ben.actor)).toBe(0);
    // Someone else's notification is not theirs to mark.
    await service().markRead(cleo.actor, page.items[1]?.id);
  });

  it('follow each person’s choices: nothing in the app when they turned a kind off', async () => {
    await service().setPreference(cleo.actor, { kind: 'follower', inApp: false, email: 'off' });
    const cleoCreator = { ...cleo.actor, level: 'creator' as const };
    await t.services.profiles.setLevel(cleo.userId, 'creator');
    await t.services.creators.follow(ana.actor, cleoCreator.userId);
    expect((await texts(cleo)).some((text) => text.includes('started following'))).toBe(false);
    await expect(
      service().setPreference(cleo.actor, { kind: 'follower', inApp: 'yes', email: 'off' }),
    ).rejects.toThrow();
  });

  it('tell every follower of a newly approved video, through the fan-out, once', async () => {
    const video = await insertVideo(t.database.db, {
      creatorId: creator.userId,
      title: 'Fresh',
      isApproved: false,
    });
    const followers = await t.database.db.$client.query(
      `insert into users (email, name, email_verified, password_hash)
       select 'fan' || n || '@example.com', 'Fan ' || n, true, 'x' from generate_series(1, 2500) n returning id`,
    );
    await t.database.db.$client.query(
      `insert into creator_follows (follower_id, creator_id) select unnest($1::uuid[]), $2`,
      [followers.rows.map((row: { id: string }) => row.id), creator.userId],
    );
    await t.graphql(
      'mutation($id: ID!) { updateVideo(input: { id: $id, isApproved: true }) { id } }',
      { id: video.id },
      { token: admin.accessToken },
    );
    expect(await texts(creator)).toContain('Your video "Fresh" was approved and is now public.');
    expect(await t.services.notifications.fanout.fanOut(video.id)).toBe(2501);
    expect(await t.services.notifications.fanout.fanOut(video.id)).toBe(0);
    expect(await texts(ben)).toContain('n-creator published a new video "Fresh".');
  });
});
