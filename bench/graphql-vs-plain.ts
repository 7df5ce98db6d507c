// Measures the GraphQL profile list against a plain HTTP route served by the same
// process, and prints the ratio: what the GraphQL layer, authorization and the database
// cost on top of fastify itself. Run with `npm run bench`.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/open-database.ts';
import { userProfiles, users } from '../apps/server/src/db/schema.ts';
import { loadSecrets } from '../apps/server/src/secrets.ts';
import { createServices } from '../apps/server/src/services/services.ts';

const PROFILES = 10_000;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const dataDir = await mkdtemp(path.join(tmpdir(), 'reelboard-bench-'));
await chmod(dataDir, 0o755);
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production' });
const secrets = await loadSecrets(config);
const database = await openDatabase(config, secrets, () => {});
const services = createServices({ config, secrets, db: database.db });
const app = await buildApp({ config, secrets, db: database.db, services });

for (let start = 0; start < PROFILES; start += 1000) {
  const batch = Array.from({ length: 1000 }, (_, i) => ({
    email: `user${start + i}@bench.local`,
    name: `User ${start + i}`,
    passwordHash: 'not-a-real-hash',
    emailVerified: true,
  }));
  const inserted = await database.db
    .insert(users)
    .values(batch)
    .returning({ id: users.id, email: users.email });
  await database.db.insert(userProfiles).values(
    inserted.map((user) => ({
      userId: user.id,
      email: user.email,
      username: user.email.split('@')[0] as string,
    })),
  );
}

const address = await app.listen({ port: 0, host: '127.0.0.1' });

async function measure(title: string, route: string, options: Partial<autocannon.Options> = {}) {
  const result = await autocannon({
    url: `${address}${route}`,
    connections: 20,
    duration: DURATION_SECONDS,
    ...options,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  console.log(
    `${title.padEnd(38)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms`,
  );
  return result;
}

const plain = await measure('plain route (GET /healthz)', '/healthz');
const listQuery = JSON.stringify({
  query: '{ listUserProfiles(limit: 20) { items { id username avatarUrl followers level } nextToken } }',
});
const graphql = await measure('GraphQL listUserProfiles(limit: 20)', '/graphql', {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-api-key': secrets.publicApiKey },
  body: listQuery,
});
console.log(
  `ratio: GraphQL list throughput is ${(graphql.requests.average / plain.requests.average).toFixed(3)} of the plain route; p99 ${(graphql.latency.p99 / Math.max(plain.latency.p99, 1)).toFixed(1)}x`,
);

await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
