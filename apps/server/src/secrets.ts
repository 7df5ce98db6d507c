import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config.ts';

// Secrets that the operator did not set are generated once and kept in DATA_DIR, so a
// restart keeps sessions, signed links and the public API key valid. Several nodes must
// agree on them: each can be given by environment instead (README, "Several nodes").
export type Secrets = {
  authSecret: string;
  storageSecret: string;
  publicApiKey: string;
  postgresPassword: string;
};

const FILE_NAME = 'secrets.json';

async function readStored(file: string): Promise<Partial<Secrets> | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Partial<Secrets>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return undefined;
  }
}

export async function loadSecrets(config: Config): Promise<Secrets> {
  const file = path.join(config.dataDir, FILE_NAME);
  await mkdir(config.dataDir, { recursive: true, mode: 0o755 });
  const stored = await readStored(file);
  const generated: Secrets = {
    authSecret: stored?.authSecret ?? randomBytes(32).toString('base64url'),
    storageSecret: stored?.storageSecret ?? randomBytes(32).toString('base64url'),
    publicApiKey: stored?.publicApiKey ?? `rb-pub-${randomBytes(18).toString('base64url')}`,
    postgresPassword: stored?.postgresPassword ?? randomBytes(18).toString('base64url'),
  };
  if (JSON.stringify(generated) !== JSON.stringify(stored)) {
    // Written whole under another name first. A new file is linked into place, which fails
    // when another process sharing DATA_DIR created it meanwhile: then theirs is used, so
    // that processes starting together agree.
    const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temporary, JSON.stringify(generated, null, 2), { mode: 0o600 });
    try {
      if (stored) await rename(temporary, file);
      else await link(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      return loadSecrets(config);
    } finally {
      await rm(temporary, { force: true });
    }
  }
  return {
    ...generated,
    authSecret: config.authSecret ?? generated.authSecret,
    storageSecret: config.storageSecret ?? generated.storageSecret,
    publicApiKey: config.publicApiKey ?? generated.publicApiKey,
  };
}

/**
 * The settings of secrets that every node must share but that come from this node's
 * DATA_DIR, when the database is external (as it is with several nodes); empty otherwise.
 */
export function secretsOnlyInDataDir(config: Config): string[] {
  if (!config.databaseUrl) return [];
  return [
    ['AUTH_SECRET', config.authSecret],
    ['PUBLIC_API_KEY', config.publicApiKey],
    ['STORAGE_SECRET', config.storageSecret],
  ]
    .filter(([, value]) => value === undefined)
    .map(([name]) => name as string);
}
