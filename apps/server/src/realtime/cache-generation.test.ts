import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { createCacheGeneration } from './cache-generation.ts';
import { createPgListener } from './pg-listener.ts';

// Two cache generations on one database stand for two API nodes.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function node() {
  const listener = createPgListener(database.pool);
  const caches = createCacheGeneration({ listener, pool: database.pool });
  // The version seen by each forgetting: undefined while changes cannot be heard.
  const versions: (number | undefined)[] = [];
  caches.onChange(() => versions.push(caches.version()));
  return { caches, listener, forgotten: () => versions.length, versions };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(check()).toBe(true);
}

it('keeps nothing until it listens, then moves on every change made on another node', async () => {
  const a = node();
  const b = node();
  expect(b.caches.version()).toBeUndefined(); // starts listening
  await b.listener.ready();
  const before = b.caches.version() as number;
  expect(before).toBeTypeOf('number');

  const generation = await a.caches.changed();
  expect(generation).toBeGreaterThan(0);
  await until(() => b.caches.version() !== before);
  expect(b.forgotten()).toBeGreaterThan(0);
  await a.listener.close();
  await b.listener.close();
});

it("catches up on a writer's generation whose notification has not arrived", async () => {
  const b = node();
  await b.listener.ready();
  const before = b.caches.version();
  // The state between a writer's commit and the delivery of its notification.
  const { rows } = await database.pool.query<{ n: string }>(`select nextval('cache_generation') as n`);
  const generation = Number(rows[0]?.n);
  expect(b.caches.version()).toBe(before);
  await b.caches.catchUp(generation);
  expect(b.caches.version()).not.toBe(before);

  // A generation nobody made (a made-up cookie) empties nothing.
  const after = b.caches.version();
  const forgotten = b.forgotten();
  await b.caches.catchUp(generation + 1000);
  expect(b.caches.version()).toBe(after);
  expect(b.forgotten()).toBe(forgotten);
  await b.listener.close();
});

it('keeps nothing while its connection is lost, and starts afresh when it is back', async () => {
  const b = node();
  await b.listener.ready();
  const before = b.caches.version();
  await database.pool.query(
    `select pg_terminate_backend(pid) from pg_stat_activity
     where query ilike 'listen reelboard_cache' and datname = current_database()`,
  );
  await until(() => b.versions.includes(undefined));
  await until(() => b.caches.version() !== undefined);
  expect(b.caches.version()).not.toBe(before);
  await b.listener.close();
});
