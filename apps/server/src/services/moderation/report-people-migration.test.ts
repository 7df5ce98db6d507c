import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { expect, it } from 'vitest';
import { createEmptyDatabase } from '../../../test/database.ts';
import { connect, runMigrations } from '../../db/client.ts';

const MIGRATIONS = new URL('../../db/migrations', import.meta.url).pathname;
const FIRST_OF_REPORT_PEOPLE = 18;

// Migration 0018 keeps the address of every report and the weight of the people behind a
// target's open reports: the reports already open get both, as the service would count them.
it('keys anonymous reports by their address and weighs the open reports of each target', async () => {
  const empty = await createEmptyDatabase();
  const { pool } = connect(empty.url);
  const before = await mkdtemp(path.join(tmpdir(), 'reelboard-migrations-'));
  try {
    await cp(MIGRATIONS, before, { recursive: true });
    const journalPath = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number }[] };
    journal.entries = journal.entries.filter((entry) => entry.idx < FIRST_OF_REPORT_PEOPLE);
    await writeFile(journalPath, JSON.stringify(journal));
    await migrate(drizzle(pool), { migrationsFolder: before });

    const { rows: people } = await pool.query<{ id: string }>(
      `insert into users (email, name, password_hash, email_verified, created_at) values
        ('old@example.com', 'Old', 'x', true, now() - interval '3 days'),
        ('new@example.com', 'New', 'x', true, now()),
        ('unconfirmed@example.com', 'Unconfirmed', 'x', false, now() - interval '3 days')
       returning id`,
    );
    const [old, young, unconfirmed] = people.map((row) => `user:${row.id}`);
    const target = crypto.randomUUID();
    const decided = crypto.randomUUID();
    await pool.query(
      `insert into reports (target_type, target_id, reason, reporter, closed_at) values
        ('post', $1, 'SPAM', $3, null), ('post', $1, 'SPAM', $4, null), ('post', $1, 'SPAM', $5, null),
        ('post', $1, 'SPAM', 'ip:anonymous', null), ('post', $1, 'SPAM', 'user:' || gen_random_uuid(), null),
        ('post', $1, 'OTHER', 'system', null), ('post', $2, 'SPAM', $3, now())`,
      [target, decided, old, young, unconfirmed],
    );

    await runMigrations(pool);

    const { rows } = await pool.query<{
      reporter: string;
      address_key: string | null;
      target_weight: number;
    }>('select reporter, address_key, target_weight from reports where target_id = $1 order by reporter', [
      target,
    ]);
    expect(rows).toHaveLength(6);
    // 1 (confirmed, 3 days old) + 0.5 + 0.5 (new, unconfirmed) + 0.25 (signed out) + 0 (gone).
    for (const row of rows) {
      expect(row.target_weight).toBe(row.reporter === 'system' ? 0 : 2.25);
      expect(row.address_key).toBe(row.reporter === 'ip:anonymous' ? 'ip:anonymous' : null);
    }
    const closed = await pool.query('select target_weight from reports where target_id = $1', [decided]);
    expect(closed.rows).toEqual([{ target_weight: 0 }]);
  } finally {
    await pool.end();
    await empty.drop();
    await rm(before, { recursive: true, force: true });
  }
});
