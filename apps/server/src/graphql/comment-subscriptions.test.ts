import { afterAll, beforeAll, expect, it } from 'vitest';
import { anonymousReader } from '../../test/actors.ts';
import { createTestApp } from '../../test/app.ts';
import { collect, webSocketUrl } from '../../test/subscriptions.ts';
import { insertVideo } from '../../test/videos.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  url = await webSocketUrl(t);
});
afterAll(() => t.close());

const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

const listen = (targetId: string) =>
  collect<{ content: string }>(
    url,
    { 'x-api-key': t.secrets.publicApiKey },
    'subscription($id: ID!) { onCreateComment(targetId: $id, targetType: video) { content author } }',
    { id: targetId },
  );

it('pushes new comments of one video to anonymous listeners of that video only', async () => {
  const [watched, other, hidden] = [
    await insertVideo(t.database.db),
    await insertVideo(t.database.db),
    await insertVideo(t.database.db, { isApproved: false }),
  ];
  const onWatched = listen(watched.id);
  const onHidden = listen(hidden.id);
  await t.services.events.ready();
  await settle();
  await t.services.comments.create(anonymousReader, '10.5.0.1', {
    content: 'first!',
    targetId: watched.id,
    targetType: 'video',
  });
  await t.services.comments.create(anonymousReader, '10.5.0.1', {
    content: 'elsewhere',
    targetId: other.id,
    targetType: 'video',
  });
  await settle();
  expect(onWatched.events.map((event) => event.content)).toEqual(['first!']);
  // A video the listener may not see is refused at subscribe time.
  expect(onHidden.errors).toHaveLength(1);
  onWatched.dispose();
  onHidden.dispose();
});
