import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

// Helpers for tests that run the real server (src/main.ts) as operators do: a child
// process with only the environment it is given.
const main = new URL('../src/main.ts', import.meta.url).pathname;
const cli = new URL('../bin/reelboard.js', import.meta.url).pathname;

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address() as { port: number };
      probe.close(() => resolve(address.port));
    });
  });
}

/** Starts `node src/main.ts`; its stdout and stderr are collected in `output()`. */
export function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, [main], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  return { child, output: () => output };
}

/**
 * Starts `reelboard worker` with exactly `env` and waits until it takes jobs; its stdout
 * and stderr are collected in `output()`.
 */
export async function startWorkerProcess(
  env: NodeJS.ProcessEnv,
  timeoutMs = 60_000,
): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, [cli, 'worker'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  await waitUntil(
    () => output.includes('Video worker running'),
    timeoutMs,
    () => output,
  );
  return { child, output: () => output };
}

/** Polls until `check` holds, or fails with `describe()` after `timeoutMs`. */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  describe: () => string,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting:\n${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );
