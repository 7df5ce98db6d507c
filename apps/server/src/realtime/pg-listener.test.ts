import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { createPgListener } from './pg-listener.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function listening(channel: string) {
  const heard: string[] = [];
  const listener = createPgListener(database.pool);
  listener.on(channel, { onMessage: (payload) => heard.push(payload) });
  await listener.ready();
  return { heard, close: () => listener.close() };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
}

it('sends notifications asked for while one is on its way together, in the order asked', async () => {
  const subscriber = await listening('batch_order');
  const sender = createPgListener(database.pool);
  const statements = vi.spyOn(database.pool, 'query');
  const first = sender.notify('batch_order', 'n0');
  await new Promise(setImmediate); // the first is on its way
  const rest = Array.from({ length: 20 }, (_, n) => sender.notify('batch_order', `n${n + 1}`));
  await Promise.all([first, ...rest]);
  const expected = Array.from({ length: 21 }, (_, n) => `n${n}`);
  await until(() => subscriber.heard.length === expected.length);
  const statementCount = statements.mock.calls.length;
  statements.mockRestore();
  await subscriber.close();
  await sender.close();

  // One statement for the first, one for the twenty that waited behind it.
  expect(statementCount).toBe(2);
  expect(subscriber.heard).toEqual(expected);
});

it('refuses a payload PostgreSQL would refuse without failing the others sent with it', async () => {
  const subscriber = await listening('batch_failure');
  const sender = createPgListener(database.pool);
  const refused = sender.notify('batch_failure', 'x'.repeat(9000)).catch((error: Error) => error.message);
  await sender.notify('batch_failure', 'after');
  await until(() => subscriber.heard.length > 0);
  await subscriber.close();
  await sender.close();

  expect(await refused).toBe('notification payload too long for batch_failure');
  expect(subscriber.heard).toEqual(['after']);
});
