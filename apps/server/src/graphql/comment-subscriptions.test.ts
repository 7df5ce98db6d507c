import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp } from '../../test/app.ts';
import { insertVideo } from '../../test/videos.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `${address.replace('http', 'ws')}/graphql`;
});
afterAll(() => t.close());

const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

function listen(targetId: string) {
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: { 'x-api-key': t.secrets.publicApiKey },
    retryAttempts: 0,
    lazy: true,
  });
  const events: string[] = [];
  const errors: unknown[] = [];
  client.subscribe(
    {
      query: `subscription($id: ID!) { onCreateComment(targetId: $id, targetType: video) { content author } }`,
      variables: { id: targetId },
    },
    {
      next: (value) =>
        events.push((value.data as { onCreateComment: { content: string } }).onCreateComment.content),
      error: (error) => errors.push(error),
      complete: () => {},
    },
  );
  return { events, errors, dispose: () => client.dispose() };
}

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
  const anonymous = { userId: null, isAdmin: false };
  await t.services.comments.create(anonymous, '10.5.0.1', {
    content: 'first!',
    targetId: watched.id,
    targetType: 'video',
  });
  await t.services.comments.create(anonymous, '10.5.0.1', {
    content: 'elsewhere',
    targetId: other.id,
    targetType: 'video',
  });
  await settle();
  expect(onWatched.events).toEqual(['first!']);
  // A video the listener may not see is refused at subscribe time.
  expect(onHidden.errors).toHaveLength(1);
  onWatched.dispose();
  onHidden.dispose();
});
