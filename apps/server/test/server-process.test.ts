import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './database.ts';
import { answers, freePort, startServer, waitUntil } from './server-processes.ts';

// The real server process, as an operator runs it: start-up checks, health, metrics, JSON
// logs and a clean shutdown on SIGTERM (embedded PostgreSQL stopped, not left behind).
const cliBin = new URL('../bin/reelboard.js', import.meta.url).pathname;
// With DATABASE_URL (CI's pass on Debian's PostgreSQL) the server gets a fresh database
// there; otherwise it runs its own embedded PostgreSQL.
let external: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
const databaseEnv = (): Record<string, string> => (external ? { DATABASE_URL: external.url } : {});
let dataDir: string;
let port: number;
let server: ChildProcess;
let output: () => string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'reelboard-process-'));
  await chmod(dataDir, 0o755);
  port = await freePort();
  if (process.env.DATABASE_URL) external = await createTestDatabase();
  ({ child: server, output } = startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: dataDir,
    ...databaseEnv(),
  }));
  await waitUntil(() => answers(`http://127.0.0.1:${port}/readyz`), 20_000, output);
}, 60_000);

afterAll(async () => {
  if (server.exitCode === null) server.kill('SIGKILL');
  await external?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('server process', () => {
  it('refuses to start with a bad setting and names it', async () => {
    const bad = startServer({ PORT: 'eighty', DATA_DIR: dataDir });
    const code = await new Promise((resolve) => bad.child.once('exit', resolve));
    expect(code).toBe(1);
    expect(bad.output()).toMatch(/Invalid configuration:\n\s+PORT:/);
  }, 60_000);

  it('answers health, readiness and metrics', async () => {
    const base = `http://127.0.0.1:${port}`;
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${base}/readyz`)).json()).toEqual({
      status: 'ok',
      database: true,
      storage: true,
    });
    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toMatch(/reelboard_http_request_duration_seconds_bucket\{.*route="\/healthz"/);
    expect(metrics).toMatch(/process_cpu_user_seconds_total/);
  });

  it('never leaks internals for unknown routes or malformed bodies', async () => {
    const base = `http://127.0.0.1:${port}`;
    const malformed = await fetch(`${base}/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).not.toMatch(/at .*\.ts:\d+/);
  });

  it('lets the CLI use the database while the server runs', async () => {
    const base = `http://127.0.0.1:${port}`;
    const signUp = await fetch(`${base}/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'cli@example.com', password: 'long enough password', name: 'Cli' }),
    });
    expect(signUp.status).toBe(200);
    const cli = spawn(process.execPath, [cliBin, 'user', 'level', 'cli@example.com', 'creator'], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, ...databaseEnv() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let cliOutput = '';
    cli.stdout?.on('data', (chunk) => {
      cliOutput += String(chunk);
    });
    cli.stderr?.on('data', (chunk) => {
      cliOutput += String(chunk);
    });
    const code = await new Promise((resolve) => cli.once('exit', resolve));
    expect({ code, cliOutput }).toEqual({ code: 0, cliOutput: expect.stringMatching(/creator/) });
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
  });

  it('logs JSON lines', () => {
    const lines = output()
      .split('\n')
      .filter((line) => line.trim().startsWith('{'));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('shuts down cleanly on SIGTERM, stopping the embedded database', async () => {
    server.kill('SIGTERM');
    const code = await new Promise((resolve) => server.once('exit', resolve));
    expect({ code, output: output().slice(-2000) }).toMatchObject({ code: 0 });
    if (!process.env.DATABASE_URL)
      expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 30_000);
});
