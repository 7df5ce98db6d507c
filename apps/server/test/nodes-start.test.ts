import type { ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createEmptyDatabase } from './database.ts';
import { answers, freePort, startServer, waitUntil } from './server-processes.ts';

// Two API nodes started at the same moment on one empty external database, sharing their
// secrets by environment and their files through one folder (as a shared volume or the
// bucket would): the migrations run once without error, the built-in content is seeded
// once, and both serve (ADR 0019).
let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
let dataDir: string;
const nodes: { child: ChildProcess; output: () => string; port: number }[] = [];

beforeAll(async () => {
  database = await createEmptyDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'reelboard-nodes-'));
  await chmod(dataDir, 0o755);
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: dataDir,
    LOG_LEVEL: 'info',
    AUTH_SECRET: 'both-nodes-share-this-auth-secret-0123456789',
    STORAGE_SECRET: 'both-nodes-share-this-storage-secret-012345',
    PUBLIC_API_KEY: 'rb-pub-both-nodes-share-this',
    SAMPLE_CLIP_CACHE_DIR: inject('sampleClipCacheDir'),
  };
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    nodes.push({ ...startServer({ ...env, PORT: String(port) }), port });
  }
}, 60_000);

afterAll(async () => {
  for (const node of nodes) {
    if (node.child.exitCode !== null) continue;
    node.child.kill('SIGTERM');
    await new Promise((resolve) => node.child.once('exit', resolve));
  }
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

const logs = () => nodes.map((node, index) => `--- node ${index}\n${node.output()}`).join('\n');

it('migrates and seeds once when two nodes start together on an empty database', async () => {
  for (const node of nodes) {
    await waitUntil(() => answers(`http://127.0.0.1:${node.port}/readyz`), 30_000, logs);
  }
  // Generating the sample clips takes ffmpeg most of a minute on a busy machine.
  await waitUntil(() => nodes.every((node) => node.output().includes('Seeded (')), 150_000, logs);

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const count = async (query: string) => Number((await client.query(query)).rows[0]?.n);
    const migrationFiles = (await readdir(new URL('../src/db/migrations', import.meta.url))).filter((name) =>
      name.endsWith('.sql'),
    );
    expect(await count('select count(*) as n from drizzle.__drizzle_migrations')).toBe(migrationFiles.length);
    expect(await count(`select count(*) as n from videos where origin = 'sample'`)).toBe(16);
    expect(await count(`select count(distinct source_id) as n from videos where origin = 'sample'`)).toBe(16);
    expect(await count('select count(*) as n from shop_products')).toBe(4);
    expect(await count(`select count(*) as n from users where email = 'studio@reelboard.local'`)).toBe(1);
  } finally {
    await client.end();
  }
  // One node made the samples, the other found them there.
  const sampleLines = nodes.map((node) => /sample videos: ([^"]*)/.exec(node.output())?.[1]);
  expect(sampleLines.sort()).toEqual(['16 videos, 0 new', '16 videos, 16 new']);
  // Nothing went wrong on either node (pino's error level is 50).
  const errors = logs()
    .split('\n')
    .filter((line) => line.startsWith('{') && (JSON.parse(line) as { level: number }).level >= 50);
  expect(errors).toEqual([]);
  for (const node of nodes) {
    const config = await (await fetch(`http://127.0.0.1:${node.port}/api/config`)).json();
    expect(config).toMatchObject({ publicApiKey: 'rb-pub-both-nodes-share-this' });
  }
}, 240_000);
