import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connect, runMigrations } from '../src/db/client.ts';

/** A new, empty database (not even migrated); dropped again by drop(). */
export async function createEmptyDatabase() {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

// A fresh, migrated database for one test file; dropped again by close().
export async function createTestDatabase() {
  const empty = await createEmptyDatabase();
  const { db, pool } = connect(empty.url);
  await runMigrations(pool);
  return {
    db,
    pool,
    url: empty.url,
    close: async () => {
      await pool.end();
      await empty.drop();
    },
  };
}
