import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { runCli } from './run.ts';

// `reelboard backup` and `reelboard restore` as commands: arguments, answers and exit codes.
// What a backup holds and how a restore checks it: services/backups/*.test.ts.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, {
    open: async () => ({ db: t.database.db, services: t.services, close: async () => {} }),
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    untilStopped: async () => {},
    openStorageMove: async () => {
      throw new Error('not used');
    },
    progress: () => {},
    config: async () => t.config,
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('reelboard backup and restore', () => {
  it('backs up to DEST and says where', async () => {
    const dest = path.join(t.config.dataDir, 'elsewhere');
    const result = await run('backup', dest);
    expect(result.code).toBe(0);
    const [name] = await readdir(dest);
    expect(result.out).toMatch(
      new RegExp(`Backup written to ${path.join(dest, String(name))} \\(\\d+ stored objects, \\d+ bytes\\)$`),
    );
  });

  it('answers wrong arguments with the usage and exit code 1', async () => {
    expect(await run('backup', 'a', 'b')).toEqual({
      code: 1,
      out: '',
      err: 'reelboard: Usage: reelboard backup [DEST]',
    });
    expect(await run('restore')).toEqual({
      code: 1,
      out: '',
      err: 'reelboard: Usage: reelboard restore SOURCE [--force]',
    });
  });

  it('refuses to restore over the site it runs beside', async () => {
    await t.services.storage.put('public/probe.txt', Buffer.from('here'), 'text/plain');
    const dest = path.join(t.config.dataDir, 'elsewhere');
    const [name] = await readdir(dest);
    const result = await run('restore', path.join(dest, String(name)));
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/^reelboard: Refusing to restore: .* already holds a site\./);
  });
});
