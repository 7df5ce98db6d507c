import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { CACHE_SCOPES, createCacheChanges } from './cache-changes.ts';
import { createPgListener } from './pg-listener.ts';

// Two cache-change listeners on one database stand for two API nodes.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function node() {
  const listener = createPgListener(database.pool);
  const caches = createCacheChanges({ listener });
  return { caches, listener };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
}

it('keeps nothing until it listens, then moves on every change made on another node', async () => {
  const a = node();
  const b = node();
  expect(b.caches.version(CACHE_SCOPES)).toBeUndefined(); // starts listening
  await b.listener.ready();
  const before = b.caches.version(CACHE_SCOPES) as number;
  expect(before).toBeTypeOf('number');

  expect(await a.caches.changed()).toBe(true);
  await until(() => b.caches.version(CACHE_SCOPES) !== before);
  await a.listener.close();
  await b.listener.close();
});

it('moves only the scopes a change names, on the node that made it at once and on the others', async () => {
  const a = node();
  const b = node();
  await Promise.all([a.listener.ready(), b.listener.ready()]);
  const catalogueOn = (n: typeof a) => n.caches.version(['catalogue']);
  const commentsOn = (n: typeof a) => n.caches.version(['comments']);
  const before = { catalogueA: catalogueOn(a), catalogueB: catalogueOn(b), commentsB: commentsOn(b) };
  const commentsA = commentsOn(a);
  const communityB = b.caches.version(['community']);

  await a.caches.changed(['comments']);
  expect(commentsOn(a)).not.toBe(commentsA); // before its answer leaves
  await until(() => commentsOn(b) !== before.commentsB);
  expect(catalogueOn(a)).toBe(before.catalogueA);
  expect(catalogueOn(b)).toBe(before.catalogueB);

  // A counter-only change announces nothing: B hears the marker after it, and nothing else.
  const heard = commentsOn(b);
  await a.caches.changed([]);
  await a.caches.changed(['comments']);
  await until(() => commentsOn(b) !== heard);
  expect(catalogueOn(b)).toBe(before.catalogueB);
  expect(b.caches.version(['community'])).toBe(communityB);
  await a.listener.close();
  await b.listener.close();
});

it('does not forget again when its own notification comes back', async () => {
  const a = node();
  const b = node();
  await Promise.all([a.listener.ready(), b.listener.ready()]);
  await a.caches.changed(['comments']);
  const afterOwnChange = a.caches.version(['comments']);
  // B's change is sent after A's: once A hears it, A has heard its own as well.
  const communityA = a.caches.version(['community']);
  await b.caches.changed(['community']);
  await until(() => a.caches.version(['community']) !== communityA);
  expect(a.caches.version(['comments'])).toBe(afterOwnChange);
  await a.listener.close();
  await b.listener.close();
});

it('forgets everything on a notification it cannot read (a newer node)', async () => {
  const b = node();
  await b.listener.ready();
  const before = b.caches.version(['community']);
  await database.pool.query(`select pg_notify('reelboard_cache', 'scope-of-the-future')`);
  await until(() => b.caches.version(['community']) !== before);
  await b.listener.close();
});

it('keeps nothing while its connection is lost, and starts afresh when it is back', async () => {
  const b = node();
  await b.listener.ready();
  const before = b.caches.version(CACHE_SCOPES);
  let sawNothingKept = false;
  await database.pool.query(
    `select pg_terminate_backend(pid) from pg_stat_activity
     where query ilike 'listen reelboard_cache' and datname = current_database()`,
  );
  await until(() => {
    const now = b.caches.version(CACHE_SCOPES);
    if (now === undefined) sawNothingKept = true;
    return sawNothingKept && now !== undefined;
  });
  expect(b.caches.version(CACHE_SCOPES)).not.toBe(before);
  await b.listener.close();
});
