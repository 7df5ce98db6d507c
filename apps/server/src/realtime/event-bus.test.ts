import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { createEventBus } from './event-bus.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('delivers an event published on one node to a subscriber on another', async () => {
  // Two buses on one database stand for two API nodes.
  const publisherNode = createEventBus(database.pool);
  const subscriberNode = createEventBus(database.pool);
  const events = subscriberNode.pubSub.subscribe('profile.updated', 'user-1');
  const iterator = events[Symbol.asyncIterator]();
  const next = iterator.next();
  await subscriberNode.ready();

  publisherNode.pubSub.publish('profile.updated', 'user-2', { userId: 'user-2', profileId: 'p2' });
  publisherNode.pubSub.publish('profile.updated', 'user-1', { userId: 'user-1', profileId: 'p1' });

  // Only the event for the subscribed topic arrives.
  expect((await next).value).toEqual({ userId: 'user-1', profileId: 'p1' });
  await iterator.return?.();
  await subscriberNode.close();
  await publisherNode.close();
});
