import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';

// Service tests run against a real PostgreSQL: Debian's server when DATABASE_URL is set
// (CI's second pass), otherwise an embedded server started once for the whole run. Each
// test file then creates its own fresh database on it (see database.ts).
// The 16 sample clips are drawn once per run: the tests that seed (test apps, the CLI's,
// the nodes of nodes-start) share one sample clip cache (media/sample-clip-cache.ts).
// scripts/test.sh names the cache in SAMPLE_CLIP_CACHE_DIR and keeps it for the e2e
// servers, which then seed the same clips without drawing them again.
export default async function setup(project: TestProject) {
  const givenCacheDir = process.env.SAMPLE_CLIP_CACHE_DIR;
  const sampleClipCacheDir = givenCacheDir
    ? path.resolve(givenCacheDir)
    : await mkdtemp(path.join(tmpdir(), 'reelboard-test-clips-'));
  project.provide('sampleClipCacheDir', sampleClipCacheDir);
  const removeClips = async () => {
    if (!givenCacheDir) await rm(sampleClipCacheDir, { recursive: true, force: true });
  };
  if (process.env.DATABASE_URL) {
    project.provide('adminDatabaseUrl', process.env.DATABASE_URL);
    return removeClips;
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'reelboard-test-'));
  await chmod(dataDir, 0o755); // the postgres system user must reach it when we run as root
  const embedded = await startEmbeddedPostgres({ dataDir, password: 'test', log: () => {} });
  project.provide('adminDatabaseUrl', embedded.url);
  return async () => {
    await embedded.stop();
    await rm(dataDir, { recursive: true, force: true });
    await removeClips();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    sampleClipCacheDir: string;
  }
}
