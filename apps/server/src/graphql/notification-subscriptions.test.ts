import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { collect, webSocketUrl } from '../../test/subscriptions.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  url = await webSocketUrl(t);
});
afterAll(() => t.close());

const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

it('answers the unread count at once, then on each change', async () => {
  const creator = await t.signedInUser('ns-creator@example.com');
  const fan = await t.signedInUser('ns-fan@example.com');
  await t.services.profiles.setLevel(creator.userId, 'creator');
  const fanActor = { kind: 'user', userId: fan.userId, sessionId: 's', email: 'ns-fan@example.com' } as const;
  // Told before the bell listens: a page that read its count earlier still hears of it.
  await t.services.creators.follow({ ...fanActor, level: 'viewer' }, creator.userId);
  const counts = collect<number>(
    url,
    { Authorization: `Bearer ${creator.accessToken}` },
    'subscription { onNotificationsChanged }',
    {},
  );
  await t.services.events.ready();
  await settle();
  expect(counts.events).toEqual([1]);
  await t.services.notifications.service.markRead({ ...fanActor, userId: creator.userId, level: 'creator' });
  await settle();
  expect(counts.events).toEqual([1, 0]);
  counts.dispose();
});
