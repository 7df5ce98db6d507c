import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { expect, it } from 'vitest';
import { createEmptyDatabase } from '../../test/database.ts';
import { connect, runMigrations } from '../db/client.ts';
import { createRateLimiter, perMinute } from './rate-limiter.ts';

const MIGRATIONS = new URL('../db/migrations', import.meta.url).pathname;
const FIRST_OF_THE_LIMITER = 16;

// Migration 0016 moves the counters of auth_throttles, comment_throttles and
// rate_limit_windows into rate_limit_counters: a database that had them keeps its limits.
it('carries the counters still in force over from the three old tables, and drops them', async () => {
  const empty = await createEmptyDatabase();
  const { db, pool } = connect(empty.url);
  const before = await mkdtemp(path.join(tmpdir(), 'reelboard-migrations-'));
  try {
    // The database as the release before the limiter left it: migrations up to 0015.
    await cp(MIGRATIONS, before, { recursive: true });
    const journalPath = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number }[] };
    journal.entries = journal.entries.filter((entry) => entry.idx < FIRST_OF_THE_LIMITER);
    await writeFile(journalPath, JSON.stringify(journal));
    await migrate(drizzle(pool), { migrationsFolder: before });

    const now = Math.floor(Date.now() / 1000) * 1000;
    const ago = (ms: number) => new Date(now - ms).toISOString();
    const at = (ms: number) => new Date(now + ms).toISOString();
    await pool.query(
      `insert into comment_throttles (key, window_started_at, count) values
        ('ip:anon', $1, 3), ('user:u1', $1, 10), ('report:user:u1', $1, 2), ('cart-add:ip:anon', $1, 7),
        ('ip:spent', $2, 5)`,
      [ago(10_000), ago(120_000)],
    );
    await pool.query(
      `insert into auth_throttles (key, count, window_started_at, last_at) values
        ('sign-in:user:u1', 7, $1, $2), ('sign-in:name:new@example.com', 2, $1, $1),
        ('sign-in:name:spent@example.com', 9, $3, $3),
        ('resend:a@example.com', 2, $1, $2), ('resend:spent@example.com', 5, $4, $4)`,
      [ago(600_000), ago(1000), ago(25 * 3600_000), ago(2 * 3600_000)],
    );
    await pool.query(
      `insert into rate_limit_windows (key, hits, expires_at) values
        ('POST /auth/sign-in 127.0.0.1', 4, $1), ('POST /auth/sign-in 127.0.0.2', 9, $2)`,
      [at(30_000), ago(1000)],
    );

    await runMigrations(pool);

    const { rows } = await pool.query<{
      key: string;
      count: number;
      window_ends_at: Date;
      next_claim_at: Date;
    }>('select key, count, window_ends_at, next_claim_at from rate_limit_counters order by key');
    const carried = Object.fromEntries(
      rows.map((row) => [
        row.key,
        [row.count, row.window_ends_at.toISOString(), row.next_claim_at.toISOString()],
      ]),
    );
    expect(carried).toEqual({
      // One-minute windows from their first claim.
      'cart-add:ip:anon': [7, at(50_000), ago(10_000)],
      'comment:ip:anon': [3, at(50_000), ago(10_000)],
      'comment:user:u1': [10, at(50_000), ago(10_000)],
      'report:user:u1': [2, at(50_000), ago(10_000)],
      // Five an hour from the first, a minute after the last.
      'resend:a@example.com': [2, at(3000_000), at(59_000)],
      // Forgotten a day after the last attempt; 7 failures wait 2^2 seconds.
      'sign-in:name:new@example.com': [2, at(86400_000 - 600_000), ago(600_000)],
      'sign-in:user:u1': [7, at(86400_000 - 1000), at(3000)],
      'request:POST /auth/sign-in 127.0.0.1': [4, at(30_000), expect.any(String)],
    });
    expect(new Date(carried['request:POST /auth/sign-in 127.0.0.1']?.[2] ?? 0).getTime()).toBeLessThanOrEqual(
      Date.now(),
    );

    // The carried counters go on limiting: the user's tenth comment of the minute was the last.
    const limiter = createRateLimiter(db);
    expect((await limiter.claim(perMinute('comment:user:u1', 10))).allowed).toBe(false);
    expect((await limiter.claim(perMinute('comment:ip:anon', 10))).allowed).toBe(true);

    const tables = await pool.query<{ name: string; persistence: string }>(
      `select relname as name, relpersistence as persistence from pg_class
       where relname in ('rate_limit_counters', 'auth_throttles', 'comment_throttles', 'rate_limit_windows')
         and relkind = 'r'`,
    );
    expect(tables.rows).toEqual([{ name: 'rate_limit_counters', persistence: 'u' }]);
  } finally {
    await pool.end();
    await empty.drop();
    await rm(before, { recursive: true, force: true });
  }
});
