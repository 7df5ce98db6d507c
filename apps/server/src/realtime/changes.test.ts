import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { createCacheChanges } from './cache-changes.ts';
import { createChanges, recordingWrites } from './changes.ts';
import { createEventBus } from './event-bus.ts';
import { createPgListener } from './pg-listener.ts';

// One declaration, and what follows from it, on two "nodes" (listeners) of one database.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function node() {
  const listener = createPgListener(database.pool);
  const caches = createCacheChanges({ listener });
  const events = createEventBus(listener);
  return { listener, caches, events, changes: createChanges({ caches, events }) };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
}

it('forgets the declared scopes here at once and on every other node, and delivers its events there', async () => {
  const writer = node();
  const reader = node();
  await Promise.all([writer.listener.ready(), reader.listener.ready()]);
  const heard: unknown[] = [];
  const subscription = reader.events.pubSub.subscribe('video.updated');
  void (async () => {
    for await (const event of subscription) heard.push(event);
  })();
  await new Promise((resolve) => setTimeout(resolve, 50)); // the subscription is set up
  const before = { comments: reader.caches.version(['comments']), own: writer.caches.version(['catalogue']) };
  const readerCatalogue = reader.caches.version(['catalogue']);

  await writer.changes.made({ scopes: ['catalogue'], events: [['video.updated', { videoId: 'v1' }]] });
  expect(writer.caches.version(['catalogue'])).not.toBe(before.own);
  await until(() => reader.caches.version(['catalogue']) !== readerCatalogue);
  await until(() => heard.length === 1);
  expect(heard).toEqual([{ videoId: 'v1' }]);
  expect(reader.caches.version(['comments'])).toBe(before.comments);
  await subscription.return?.();
  await Promise.all([writer.listener.close(), reader.listener.close()]);
});

it("marks the request that wrote for its writer's fresh reads, unless the change says the writer need not see it", async () => {
  const { changes, listener } = node();
  expect((await recordingWrites(async () => 1)).wrote).toBe(false);
  expect((await recordingWrites(() => changes.made({ scopes: [] }))).wrote).toBe(true);
  expect((await recordingWrites(() => changes.made({ scopes: [], writerReadsFresh: false }))).wrote).toBe(
    false,
  );
  // Outside a request (a job, a seeder) a declaration marks nothing and fails nothing.
  await changes.made({ scopes: [] });
  await listener.close();
});
