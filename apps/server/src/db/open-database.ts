import type pg from 'pg';
import type { Config } from '../config.ts';
import type { Secrets } from '../secrets.ts';
import { connect, type Database, runMigrations } from './client.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

export type OpenDatabase = { db: Database; pool: pg.Pool; close: () => Promise<void> };

// DATABASE_URL selects an external server; without it Reelboard runs its own.
export async function openDatabase(
  config: Config,
  secrets: Secrets,
  log: (message: string) => void,
): Promise<OpenDatabase> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.dataDir, password: secrets.postgresPassword, log });
  const url = config.databaseUrl ?? (embedded?.url as string);
  const { db, pool } = connect(url);
  try {
    await runMigrations(pool);
  } catch (error) {
    await pool.end();
    await embedded?.stop();
    throw error;
  }
  return {
    db,
    pool,
    close: async () => {
      await pool.end();
      await embedded?.stop();
    },
  };
}
