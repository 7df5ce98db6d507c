import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config.ts';

// Secrets that the operator did not set are generated once and kept in DATA_DIR, so a
// restart keeps sessions, signed links and the public API key valid.
export type Secrets = {
  authSecret: string;
  storageSecret: string;
  publicApiKey: string;
  postgresPassword: string;
};

export async function loadSecrets(config: Config): Promise<Secrets> {
  const file = path.join(config.dataDir, 'secrets.json');
  await mkdir(config.dataDir, { recursive: true, mode: 0o755 });
  let stored: Partial<Secrets> = {};
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as Partial<Secrets>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const generated: Secrets = {
    authSecret: stored.authSecret ?? randomBytes(32).toString('base64url'),
    storageSecret: stored.storageSecret ?? randomBytes(32).toString('base64url'),
    publicApiKey: stored.publicApiKey ?? `rb-pub-${randomBytes(18).toString('base64url')}`,
    postgresPassword: stored.postgresPassword ?? randomBytes(18).toString('base64url'),
  };
  if (JSON.stringify(generated) !== JSON.stringify(stored)) {
    await writeFile(file, JSON.stringify(generated, null, 2), { mode: 0o600 });
  }
  return {
    ...generated,
    authSecret: config.authSecret ?? generated.authSecret,
    publicApiKey: config.publicApiKey ?? generated.publicApiKey,
  };
}
