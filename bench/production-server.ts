import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';

// The product as `npm start` runs it, for benchmarks: its own process (node
// apps/server/src/main.ts, NODE_ENV=production, its logging to stdout, its plugins and
// authentication) on its own embedded database, while the load and the baseline come from
// this process. The baseline is a bare fastify route here answering the exact body the
// product answered, so a ratio shows what the product costs on top of HTTP and JSON.
export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MAIN = new URL('../apps/server/src/main.ts', import.meta.url).pathname;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

export async function startProductionServer(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'reelboard-bench-'));
  await chmod(dataDir, 0o755);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, ...env },
    // Production logs go somewhere real, as under a process manager: a pipe drained here.
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout?.resume();
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the server did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const config = (await (await fetch(`${base}/api/config`)).json()) as { publicApiKey: string };

  async function confirmationCode(email: string): Promise<string> {
    const outbox = path.join(dataDir, 'outbox');
    for (const file of (await readdir(outbox)).sort().reverse()) {
      const message = await readFile(path.join(outbox, file), 'utf8');
      if (!message.includes(`To: ${email}`)) continue;
      const code = /Your confirmation code is (\d{6})/.exec(message)?.[1];
      if (code) return code;
    }
    throw new Error(`no code for ${email}`);
  }

  return {
    base,
    dataDir,
    publicApiKey: config.publicApiKey,
    /** Signs a new user up, confirms and signs in through the REST API; answers the access token. */
    async signedInToken(email: string, password = 'a long bench passphrase'): Promise<string> {
      const post = (url: string, body: unknown) =>
        fetch(`${base}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      await post('/auth/sign-up', { email, password, name: 'Bench User' });
      await post('/auth/confirm-sign-up', { email, code: await confirmationCode(email) });
      const session = (await (await post('/auth/sign-in', { username: email, password })).json()) as {
        accessToken: string;
      };
      return session.accessToken;
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A bare fastify route in this process answering `body` as JSON: the baseline. */
export async function startBaseline(body: string) {
  const bare = Fastify();
  bare.post('/graphql', async (_request, reply) => reply.type('application/json').send(body));
  const base = await bare.listen({ port: 0, host: '127.0.0.1' });
  return { base, stop: () => bare.close() };
}

export type Load = { title: string; url: string; options?: Partial<autocannon.Options> };

/** Loads each target for DURATION_SECONDS at 50 connections, alternating, best round of two. */
export async function compare(product: Load, baseline: Load) {
  const best = {
    product: undefined as autocannon.Result | undefined,
    baseline: undefined as autocannon.Result | undefined,
  };
  for (let round = 0; round < 2; round += 1) {
    for (const [name, load] of [
      ['baseline', baseline],
      ['product', product],
    ] as const) {
      const result = await autocannon({
        url: load.url,
        connections: 50,
        duration: DURATION_SECONDS,
        ...load.options,
      });
      if (result.non2xx > 0 || result.errors > 0) {
        throw new Error(`${load.title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      }
      if (!best[name] || result.requests.average > (best[name]?.requests.average ?? 0)) best[name] = result;
    }
  }
  const [p, b] = [best.product as autocannon.Result, best.baseline as autocannon.Result];
  for (const [load, result] of [
    [baseline, b],
    [product, p],
  ] as const) {
    console.log(
      `${load.title.padEnd(48)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms`,
    );
  }
  return { ratio: p.requests.average / b.requests.average, product: p, baseline: b };
}
