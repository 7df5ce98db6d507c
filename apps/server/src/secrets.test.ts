import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { loadSecrets, secretsOnlyInDataDir } from './secrets.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'reelboard-secrets-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

it('generates the secrets once: processes starting together on one DATA_DIR agree', async () => {
  const config = loadConfig({ DATA_DIR: dataDir });
  const loaded = await Promise.all(Array.from({ length: 8 }, () => loadSecrets(config)));
  for (const secrets of loaded) expect(secrets).toEqual(loaded[0]);
  expect(await loadSecrets(config)).toEqual(loaded[0]);
  expect(await readdir(dataDir)).toEqual(['secrets.json']);
});

it('takes every secret a node needs from the environment when given', async () => {
  const env = {
    DATA_DIR: dataDir,
    AUTH_SECRET: 'auth-secret-shared-by-all-nodes-0123456789',
    STORAGE_SECRET: 'storage-secret-shared-by-all-nodes-012345',
    PUBLIC_API_KEY: 'rb-pub-shared-by-all-nodes',
  };
  const secrets = await loadSecrets(loadConfig(env));
  expect(secrets).toMatchObject({
    authSecret: env.AUTH_SECRET,
    storageSecret: env.STORAGE_SECRET,
    publicApiKey: env.PUBLIC_API_KEY,
  });
  const external = { DATABASE_URL: 'postgres://db.example/reelboard' };
  expect(secretsOnlyInDataDir(loadConfig({ ...env, ...external }))).toEqual([]);
  expect(secretsOnlyInDataDir(loadConfig({ DATA_DIR: dataDir, ...external }))).toEqual([
    'AUTH_SECRET',
    'PUBLIC_API_KEY',
    'STORAGE_SECRET',
  ]);
  // One machine with its embedded database needs none of them.
  expect(secretsOnlyInDataDir(loadConfig({ DATA_DIR: dataDir }))).toEqual([]);
});
