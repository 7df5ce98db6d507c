import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { canTraverse } from './postgres-location.ts';

it('tells whether a user can enter every folder down to a path', async () => {
  const closed = await mkdtemp(path.join(tmpdir(), 'reelboard-closed-')); // mode 0700
  const stranger = { uid: 65_534, gid: 65_534 };
  expect(await canTraverse(path.join(closed, 'data'), stranger)).toBe(false);
  expect(await canTraverse(tmpdir(), stranger)).toBe(true);
  await rm(closed, { recursive: true });
});

// As root, PostgreSQL runs as the postgres system user; CI runs as root.
it.runIf(userInfo().uid === 0)(
  'starts as root with DATA_DIR inside a folder others cannot enter, and finds its files again',
  async () => {
    const closed = await mkdtemp(path.join(tmpdir(), 'reelboard-private-'));
    const dataDir = path.join(closed, 'data');
    const lines: string[] = [];
    const first = await startEmbeddedPostgres({
      dataDir,
      password: 'private',
      log: (line) => lines.push(line),
    });
    const location = (await readFile(path.join(dataDir, 'postgres-location'), 'utf8')).trim();
    try {
      expect(location.startsWith('/var/lib/reelboard/')).toBe(true);
      expect(lines.join('\n')).toContain('is not reachable by the postgres system user');
      const client = new pg.Client({ connectionString: first.url });
      await client.connect();
      await client.query('create table kept (n int); insert into kept values (42)');
      await client.end();
      await first.stop();

      const again = await startEmbeddedPostgres({ dataDir, password: 'private', log: () => {} });
      const reader = new pg.Client({ connectionString: again.url });
      await reader.connect();
      expect((await reader.query('select n from kept')).rows).toEqual([{ n: 42 }]);
      await reader.end();
      await again.stop();
    } finally {
      await rm(closed, { recursive: true, force: true });
      await rm(path.dirname(location), { recursive: true, force: true });
    }
    expect(await stat(location).catch(() => undefined)).toBeUndefined();
  },
  120_000,
);
