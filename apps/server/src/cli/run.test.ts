import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { loadConfig } from '../config.ts';
import { users } from '../db/schema.ts';
import { loadSecrets } from '../secrets.ts';
import { runSeeders } from '../services/seeders.ts';
import { createServices } from '../services/services.ts';
import { type CliContext, runCli, USAGE } from './run.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
let context: CliContext;
let opened = 0;
let config: ReturnType<typeof loadConfig>;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'reelboard-cli-'));
  config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    SAMPLE_CLIP_CACHE_DIR: inject('sampleClipCacheDir'),
  });
  const secrets = await loadSecrets(config);
  context = {
    db: database.db,
    services: createServices({ config, secrets, db: database.db }),
    close: async () => {},
  };
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, {
    open: async () => {
      opened++;
      return context;
    },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    untilStopped: async () => {},
    openStorageMove: async () => {
      throw new Error('Set S3_BUCKET and the other S3_* settings to the bucket to copy to.');
    },
    progress: () => {},
    config: async () => config,
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('reelboard CLI', () => {
  it('worker runs the video job queue until stopped', async () => {
    expect(await run('worker')).toEqual({ code: 0, out: 'Video worker running; Ctrl-C stops it', err: '' });
  });

  it('sets a user level by e-mail', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: 'maker@example.com', name: 'Maker', passwordHash: 'x', emailVerified: true })
      .returning();
    const result = await run('user', 'level', 'Maker@Example.com', 'creator');
    expect(result).toEqual({ code: 0, out: 'Maker@Example.com is now Content Creator (creator).', err: '' });
    expect(await (await context.services.profiles.byUserId(user?.id as string))?.level).toBe('creator');

    expect((await run('user', 'level', 'maker@example.com', 'viewer')).code).toBe(0);
    expect(await (await context.services.profiles.byUserId(user?.id as string))?.level).toBe('viewer');
  });

  it('answers an unknown e-mail with one line and exit code 1', async () => {
    expect(await run('user', 'level', 'nobody@example.com', 'admin')).toEqual({
      code: 1,
      out: '',
      err: 'reelboard: No user with the e-mail address nobody@example.com.',
    });
  });

  it('checks arguments before opening the database', async () => {
    const before = opened;
    expect(await run('user', 'level', 'not-an-email', 'admin')).toMatchObject({
      code: 1,
      err: 'reelboard: Not an e-mail address: not-an-email',
    });
    expect(await run('user', 'level', 'maker@example.com', 'superuser')).toMatchObject({
      code: 1,
      err: 'reelboard: Unknown level superuser: use viewer, creator or admin.',
    });
    expect((await run('user', 'level', 'maker@example.com')).err).toBe(
      'reelboard: Usage: reelboard user level <email> <viewer|creator|admin>',
    );
    expect((await run('user', 'delete', 'maker@example.com')).code).toBe(1);
    expect(opened).toBe(before);
  });

  it('migrates and seeds', async () => {
    expect(await run('migrate')).toEqual({ code: 0, out: 'Migrations applied', err: '' });
    const first = await run('seed');
    expect(first).toMatchObject({ code: 0, err: '' });
    expect(first.out).toContain('shop: 4 products, 4 new');
    // Seeding again adds nothing.
    expect((await run('seed')).out).toContain('shop: 4 products, 0 new');

    const lines: string[] = [];
    let runs = 0;
    await runSeeders(context, (line) => lines.push(line), [
      { name: 'counter', run: async () => `run ${++runs}` },
      { name: 'second', run: async () => 'done' },
    ]);
    expect(lines).toEqual(['counter: run 1', 'second: done', 'Seeded (counter, second)']);
  }, 120_000); // seeding makes the 16 sample clips with ffmpeg

  it('prints usage for help, and with exit code 1 for an unknown command', async () => {
    expect(await run('help')).toEqual({ code: 0, out: USAGE, err: '' });
    const unknown = await run('frobnicate');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('Unknown command: frobnicate');
  });

  it('runs as a program', async () => {
    const bin = new URL('../../bin/reelboard.js', import.meta.url).pathname;
    const { stdout } = await promisify(execFile)(process.execPath, [bin, 'help']);
    expect(stdout).toContain('Usage: reelboard <command>');
    await expect(promisify(execFile)(process.execPath, [bin, 'nonsense'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Unknown command: nonsense'),
    });
  });
});
