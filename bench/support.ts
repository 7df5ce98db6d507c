import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/open-database.ts';
import { loadSecrets } from '../apps/server/src/secrets.ts';
import { createServices } from '../apps/server/src/services/services.ts';

// What every benchmark stands on: the whole server on its own embedded database in a
// temporary data directory, and autocannon runs against it from this same process, so that
// a GraphQL route and its baseline share the machine's state and can be compared as a ratio.
export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

export async function startBenchServer() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'reelboard-bench-'));
  await chmod(dataDir, 0o755);
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
  });
  const secrets = await loadSecrets(config);
  const database = await openDatabase(config, secrets, () => {});
  const services = createServices({ config, secrets, db: database.db });
  const app = await buildApp({ config, secrets, db: database.db, services });
  return {
    secrets,
    database,
    services,
    app,
    graphqlHeaders: { 'content-type': 'application/json', 'x-api-key': secrets.publicApiKey },
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Loads one route for DURATION_SECONDS, prints its throughput and latency, fails on errors. */
export function measurer(address: string, connections = 20) {
  return async (title: string, route: string, options: Partial<autocannon.Options> = {}) => {
    const result = await autocannon({
      url: `${address}${route}`,
      connections,
      duration: DURATION_SECONDS,
      ...options,
    });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    }
    console.log(
      `${title.padEnd(44)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms`,
    );
    return result;
  };
}
