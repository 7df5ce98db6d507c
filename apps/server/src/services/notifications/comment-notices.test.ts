import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { waitFor } from '../../../test/processing.ts';
import { insertVideo } from '../../../test/videos.ts';
import type { UserActor } from '../actors.ts';

// Comments are told to the people concerned by a reader that works in batches, off the
// comment's own path (comment-notices.ts). These check what the batching could lose.

let t: Awaited<ReturnType<typeof createTestApp>>;
let creator: UserActor;
let ana: UserActor;

async function person(email: string): Promise<UserActor> {
  const user = await t.signedInUser(email);
  return { kind: 'user', userId: user.userId, sessionId: 's', email, level: 'viewer' };
}

beforeAll(async () => {
  t = await createTestApp();
  creator = await person('cn-creator@example.com');
  ana = await person('cn-ana@example.com');
});
afterAll(() => t.close());

const commentNotices = () => t.services.notifications.commentNotices;
const toldOf = async (recipientId: string, videoId: string) =>
  (
    await t.database.db.$client.query(
      `select count(*)::int as count from notifications where recipient_id = $1 and video_id = $2 and kind = 'comment'`,
      [recipientId, videoId],
    )
  ).rows[0].count as number;

it('tells of a comment within a moment of its writing, with no one asking', async () => {
  const video = await insertVideo(t.database.db, { creatorId: creator.userId });
  await t.services.comments.create(ana, '10.11.0.1', {
    content: 'Hi',
    targetId: video.id,
    targetType: 'video',
  });
  expect(
    await waitFor(async () => ((await toldOf(creator.userId, video.id)) === 1 ? true : undefined), 5_000),
  ).toBe(true);
});

it('tells of a comment whose transaction ended after a read had begun', async () => {
  const video = await insertVideo(t.database.db, { creatorId: creator.userId });
  const slow = await t.database.db.$client.connect();
  try {
    await slow.query('begin');
    await slow.query(
      `insert into comments (content, target_id, target_type, author_id) values ('Late', $1, 'video', $2)`,
      [video.id, ana.userId],
    );
    // Written earlier, committed at once: read while the slow one is still open.
    await t.services.comments.create(ana, '10.11.0.2', {
      content: 'Quick',
      targetId: video.id,
      targetType: 'video',
    });
    await commentNotices().read();
    expect(await toldOf(creator.userId, video.id)).toBe(1);
    await slow.query('commit');
  } finally {
    slow.release();
  }
  await commentNotices().read();
  expect(await toldOf(creator.userId, video.id)).toBe(2);
});

it('tells of each comment once when several readers (nodes) read at the same time', async () => {
  const video = await insertVideo(t.database.db, { creatorId: creator.userId });
  for (let index = 0; index < 5; index += 1) {
    await t.services.comments.create(ana, `10.11.1.${index}`, {
      content: `Comment ${index}`,
      targetId: video.id,
      targetType: 'video',
    });
  }
  await Promise.all([commentNotices().read(), commentNotices().read(), commentNotices().read()]);
  await commentNotices().read();
  expect(await toldOf(creator.userId, video.id)).toBe(5);
});

it('tells nothing of a comment hidden before it was read', async () => {
  const video = await insertVideo(t.database.db, { creatorId: creator.userId });
  await t.database.db.$client.query(
    `insert into comments (content, target_id, target_type, author_id, hidden_at, hidden_by)
     values ('Spam', $1, 'video', $2, now(), 'system')`,
    [video.id, ana.userId],
  );
  await commentNotices().read();
  expect(await toldOf(creator.userId, video.id)).toBe(0);
});
