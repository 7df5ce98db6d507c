import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

const MIGRATIONS_FOLDER = new URL('./migrations', import.meta.url).pathname;
// Any fixed number works; it only has to be the same for every Reelboard process.
const MIGRATION_LOCK_ID = 7_302_115;

export function connect(url: string, maxConnections = 10): { db: Database; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections, idleTimeoutMillis: 10_000 });
  // An idle client that loses its connection (server restart) must not crash the process.
  pool.on('error', () => {});
  return { db: drizzle(pool, { schema }), pool };
}

// Migrations run under an advisory lock so that a server and a CLI starting together do
// not apply the same migration twice.
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}
