import { execFile, spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import pg from 'pg';

// pg_dump and pg_restore come from the system (Debian's postgresql-client): the embedded
// server's npm binaries have neither (ADR 0042). A pg_dump refuses a server of a newer
// major, and pg_restore an archive of a newer pg_dump, so the newest installed major that
// is at least the server's is used.

const run = promisify(execFile);
const DEBIAN_BINARIES = '/usr/lib/postgresql';
const CLIENT_PACKAGE = 'postgresql-client';

export type PgTool = 'pg_dump' | 'pg_restore';

async function candidates(tool: PgTool): Promise<string[]> {
  const versions = await readdir(DEBIAN_BINARIES).catch(() => [] as string[]);
  const onPath = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  return [...versions.map((version) => path.join(DEBIAN_BINARIES, version, 'bin')), ...onPath].map((dir) =>
    path.join(dir, tool),
  );
}

async function majorOf(binary: string): Promise<number | undefined> {
  try {
    const { stdout } = await run(binary, ['--version']);
    const major = /\(PostgreSQL\)\s+(\d+)/.exec(stdout)?.[1];
    return major ? Number(major) : undefined;
  } catch {
    return undefined;
  }
}

/** The installed tool of the highest major, when that major is at least `minimumMajor`. */
export async function findPgTool(tool: PgTool, minimumMajor: number): Promise<string> {
  let best: { binary: string; major: number } | undefined;
  for (const binary of await candidates(tool)) {
    const major = await majorOf(binary);
    if (major !== undefined && major > (best?.major ?? 0)) best = { binary, major };
  }
  if (best && best.major >= minimumMajor) return best.binary;
  const found = best ? `only ${tool} ${best.major} is installed` : `${tool} is not installed`;
  throw new Error(
    `Backups need ${tool} of PostgreSQL ${minimumMajor} or newer, but ${found}. ` +
      `Install the ${CLIENT_PACKAGE} package (on Debian: apt-get install ${CLIENT_PACKAGE}) and run again.`,
  );
}

/** The server's version, e.g. "15.18", and its major. */
export async function serverVersion(url: string): Promise<{ version: string; major: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    const version = String(rows[0]?.server_version).split(' ')[0] ?? '';
    return { version, major: Number.parseInt(version, 10) };
  } finally {
    await client.end();
  }
}

// The password travels in the environment, never on a command line others can read (ps).
function connectionOf(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { uri: parsed.toString(), env: { ...process.env, PGPASSWORD: password } };
}

/** Starts pg_dump's custom format of the whole database, one snapshot, on its stdout. */
export function dumpDatabase(pgDump: string, url: string): { stream: Readable; finished: Promise<void> } {
  const { uri, env } = connectionOf(url);
  const child = spawn(pgDump, ['--format=custom', '--no-owner', '--no-acl', `--dbname=${uri}`], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { stream: child.stdout, finished: exited(child, 'pg_dump') };
}

/** Restores a custom-format dump file into the database, stopping at the first error. */
export async function restoreDatabase(pgRestore: string, url: string, dumpFile: string): Promise<void> {
  const { uri, env } = connectionOf(url);
  const child = spawn(
    pgRestore,
    ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', `--dbname=${uri}`, dumpFile],
    { env, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  await exited(child, 'pg_restore');
}

function exited(child: ReturnType<typeof spawn>, name: string): Promise<void> {
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-2000);
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${name} failed: ${errors.trim() || `exit code ${code}`}`));
    });
  });
}
