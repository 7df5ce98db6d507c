import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { createEventBus } from './event-bus.ts';
import { createPgListener } from './pg-listener.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('delivers an event published on one node to a subscriber on another', async () => {
  // Two buses on one database stand for two API nodes.
  const publisherListener = createPgListener(database.pool);
  const subscriberListener = createPgListener(database.pool);
  const publisherNode = createEventBus(publisherListener);
  const subscriberNode = createEventBus(subscriberListener);
  const events = subscriberNode.pubSub.subscribe('profile.updated', 'user-1');
  const iterator = events[Symbol.asyncIterator]();
  const next = iterator.next();
  await subscriberNode.ready();

  publisherNode.pubSub.publish('profile.updated', 'user-2', { userId: 'user-2', profileId: 'p2' });
  publisherNode.pubSub.publish('profile.updated', 'user-1', { userId: 'user-1', profileId: 'p1' });

  // Only the event for the subscribed topic arrives.
  expect((await next).value).toEqual({ userId: 'user-1', profileId: 'p1' });
  await iterator.return?.();
  await subscriberListener.close();
  await publisherListener.close();
});

it('listens again after its connection is cut', async () => {
  const listener = createPgListener(database.pool);
  const bus = createEventBus(listener);
  const iterator = bus.pubSub.subscribe('profile.updated', 'user-3')[Symbol.asyncIterator]();
  await bus.ready();
  await database.pool.query(
    `select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen reelboard_events' and datname = current_database()`,
  );
  // The bus reconnects after a second; publish until an event gets through.
  const next = iterator.next();
  let delivered = false;
  void next.then(() => {
    delivered = true;
  });
  for (let attempt = 0; attempt < 50 && !delivered; attempt++) {
    bus.pubSub.publish('profile.updated', 'user-3', { userId: 'user-3', profileId: 'p3' });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect((await next).value).toEqual({ userId: 'user-3', profileId: 'p3' });
  await iterator.return?.();
  await listener.close();
});
