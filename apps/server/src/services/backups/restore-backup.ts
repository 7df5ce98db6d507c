import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../../config.ts';
import { startEmbeddedPostgres } from '../../db/embedded-postgres.ts';
import { postgresDirectory } from '../../db/postgres-location.ts';
import { createStorage } from '../../storage/create-storage.ts';
import { objectFile, SECRETS_FILE } from './backup-format.ts';
import { openSource } from './backup-target.ts';
import { findPgTool, restoreDatabase } from './pg-tools.ts';
import { siteKeys } from './sites.ts';
import { assertKnownSchema, BackupRefused, type VerifiedBackup, verifyBackup } from './verify-backup.ts';

export type RestoreResult = { objects: number; location: string };

type StoredSecrets = { postgresPassword?: string; storageSecret?: string };

// Brings a site back from a backup: verify everything, then check that the database and the
// store are empty (or that --force was given), and only then write: the secrets, the
// database (pg_restore in one transaction) and the objects.
export async function restoreBackup(
  config: Config,
  source: string,
  options: { force?: boolean; log?: (line: string) => void } = {},
): Promise<RestoreResult> {
  const log = options.log ?? (() => {});
  const reader = openSource(source, config.s3);
  const workDir = await mkdtemp(path.join(tmpdir(), 'reelboard-restore-'));
  try {
    log(`Verifying ${reader.location}`);
    const backup = await verifyBackup(reader, workDir);
    await assertKnownSchema(reader, backup.manifest);
    const pgRestore = await findPgTool(
      'pg_restore',
      Number.parseInt(backup.manifest.databaseServerVersion, 10),
    );
    const restored = parseSecrets(backup.secrets);
    const current = await currentSecrets(config.dataDir);
    const storageSecret =
      restored?.storageSecret ?? current?.storageSecret ?? randomBytes(32).toString('base64url');
    const { storage } = createStorage(config, storageSecret);
    if (!options.force && (await siteKeys(storage, 1)).length > 0) {
      throw live(config.s3 ? `the bucket ${config.s3.bucket}` : path.join(config.dataDir, 'storage'));
    }
    const database = await openTargetDatabase(config, current, restored, log);
    try {
      if (await holdsTables(database.url)) {
        if (!options.force) throw live('the database');
        await emptyDatabase(database.url);
      }
      if (backup.secrets) await writeSecrets(config.dataDir, backup.secrets);
      log('Restoring the database');
      await restoreDatabase(pgRestore, database.url, backup.dumpFile);
      if (database.embedded && restored?.postgresPassword) {
        await setPassword(database.url, restored.postgresPassword);
      }
    } finally {
      await database.stop();
    }
    await restoreObjects(backup, reader, storage, log);
    return { objects: backup.objects.length, location: reader.location };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

const live = (what: string) =>
  new BackupRefused(
    `Refusing to restore: ${what} already holds a site. Restore into an empty data folder or database and store, or pass --force to replace it.`,
  );

function parseSecrets(bytes: Buffer | undefined): StoredSecrets | undefined {
  if (!bytes) return undefined;
  try {
    return JSON.parse(bytes.toString('utf8')) as StoredSecrets;
  } catch {
    throw new BackupRefused(`The backup's ${SECRETS_FILE} is not JSON. Nothing was restored.`);
  }
}

async function currentSecrets(dataDir: string): Promise<StoredSecrets | undefined> {
  const text = await readFile(path.join(dataDir, SECRETS_FILE), 'utf8').catch(() => undefined);
  return text ? (JSON.parse(text) as StoredSecrets) : undefined;
}

// The embedded server of DATA_DIR: its own, if it has one, with the password it was made
// with; else a new one made with the restored password.
async function openTargetDatabase(
  config: Config,
  current: StoredSecrets | undefined,
  restored: StoredSecrets | undefined,
  log: (line: string) => void,
) {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, stop: async () => {} };
  const databaseDir = await postgresDirectory(config.dataDir, { isRoot: process.getuid?.() === 0, log });
  const exists = await stat(path.join(databaseDir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
  const password = exists ? current?.postgresPassword : restored?.postgresPassword;
  if (exists && !password) {
    throw new BackupRefused(`${config.dataDir} holds a database but no ${SECRETS_FILE} to open it with.`);
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    password: password ?? randomBytes(18).toString('base64url'),
    log,
  });
  return { url: embedded.url, embedded: true, stop: embedded.stop };
}

const SYSTEM_SCHEMAS = `nspname not like 'pg\\_%' and nspname <> 'information_schema'`;

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function holdsTables(url: string): Promise<boolean> {
  return withClient(url, async (client) => {
    const { rows } = await client.query(
      `select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and ${SYSTEM_SCHEMAS} limit 1`,
    );
    return rows.length > 0;
  });
}

// --force: every schema of the site goes (public, drizzle's, pg-boss's), then an empty public.
async function emptyDatabase(url: string) {
  await withClient(url, async (client) => {
    const { rows } = await client.query<{ nspname: string }>(
      `select nspname from pg_namespace where ${SYSTEM_SCHEMAS}`,
    );
    for (const { nspname } of rows)
      await client.query(`drop schema ${client.escapeIdentifier(nspname)} cascade`);
    await client.query('create schema public');
  });
}

// The restored secrets.json names the password the next start connects with.
async function setPassword(url: string, password: string) {
  await withClient(url, (client) =>
    client.query(`alter role current_user password ${client.escapeLiteral(password)}`),
  );
}

async function writeSecrets(dataDir: string, bytes: Buffer) {
  await mkdir(dataDir, { recursive: true, mode: 0o755 });
  const file = path.join(dataDir, SECRETS_FILE);
  const temporary = `${file}.${process.pid}.restore.tmp`;
  await writeFile(temporary, bytes, { mode: 0o600 });
  await rename(temporary, file);
}

async function restoreObjects(
  backup: VerifiedBackup,
  reader: ReturnType<typeof openSource>,
  storage: ReturnType<typeof createStorage>['storage'],
  log: (line: string) => void,
) {
  for (const object of backup.objects) {
    const body = await reader.read(objectFile(object.key));
    if (!body) throw new Error(`${objectFile(object.key)} disappeared from the backup while restoring`);
    await storage.put(object.key, body, object.contentType, { size: object.size });
  }
  log(`${backup.objects.length} stored objects restored`);
}
