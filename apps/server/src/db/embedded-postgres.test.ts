import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { embeddedPostgresMajor, startEmbeddedPostgres } from './embedded-postgres.ts';

// The embedded server must survive its owner being killed with SIGKILL, and recover when
// PostgreSQL itself is killed, without losing committed rows.
let dataDir: string;
const password = 'recovery-test';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'reelboard-pg-recovery-'));
  await chmod(dataDir, 0o755);
});
afterAll(async () => {
  const db = await startEmbeddedPostgres({ dataDir, password, log: () => {} });
  await stopPostmaster(db.url);
  await rm(dataDir, { recursive: true, force: true });
});

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

async function postmasterPid() {
  return Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

async function stopPostmaster(_url: string) {
  const pid = await postmasterPid().catch(() => 0);
  if (pid) process.kill(pid, 'SIGINT');
  await waitUntilDead(pid);
}

async function waitUntilDead(pid: number) {
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`process ${pid} did not stop`);
}

it('attaches after its owner is killed and recovers after PostgreSQL is killed', async () => {
  // An owner process starts the server, commits a row, and is killed with SIGKILL.
  const script = `
    import { startEmbeddedPostgres } from ${JSON.stringify(new URL('./embedded-postgres.ts', import.meta.url).pathname)};
    const db = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, password: ${JSON.stringify(password)}, log: () => {} });
    console.log(db.url);
    setInterval(() => {}, 1000);
  `;
  const owner = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve) =>
    owner.stdout.once('data', (chunk) => resolve(String(chunk).trim())),
  );
  await query(url, 'create table survivors (id int primary key); insert into survivors values (1)');
  owner.kill('SIGKILL');
  await new Promise((resolve) => owner.once('exit', resolve));

  // The next process attaches to the PostgreSQL that is still running.
  const attached = await startEmbeddedPostgres({ dataDir, password, log: () => {} });
  expect(await query(attached.url, 'select id from survivors')).toEqual([{ id: 1 }]);

  // PostgreSQL itself killed with SIGKILL: the next start runs crash recovery.
  const pid = await postmasterPid();
  process.kill(pid, 'SIGKILL');
  await waitUntilDead(pid);
  const restarted = await startEmbeddedPostgres({ dataDir, password, log: () => {} });
  expect(await query(restarted.url, 'select id from survivors')).toEqual([{ id: 1 }]);
  await restarted.stop();
}, 60_000);

it('refuses a data folder made by another PostgreSQL major, saying how to move the site', async () => {
  const other = await mkdtemp(path.join(tmpdir(), 'reelboard-pg-major-'));
  await chmod(other, 0o755); // else, as root, the files would live elsewhere (postgres-location.ts)
  try {
    await mkdir(path.join(other, 'postgres'));
    await writeFile(path.join(other, 'postgres', 'PG_VERSION'), '18\n');
    const ours = await embeddedPostgresMajor();
    expect(ours).toBe(15); // the pin of ADR 0042: Debian 12's pg_dump must reach the server
    await expect(startEmbeddedPostgres({ dataDir: other, password, log: () => {} })).rejects.toThrow(
      `The database in ${path.join(other, 'postgres')} was made by PostgreSQL 18, but this Reelboard runs PostgreSQL 15, which cannot open it; nothing was changed. Back it up with the Reelboard version that made it`,
    );
  } finally {
    await rm(other, { recursive: true, force: true });
  }
});
