// Measures the GraphQL profile list against a plain HTTP route served by the same
// process, and prints the ratio: what the GraphQL layer, authorization and the database
// cost on top of fastify itself. Run with `npm run bench`.

import { userProfiles, users } from '../apps/server/src/db/schema.ts';
import { measurer, startBenchServer } from './support.ts';

const PROFILES = 10_000;

const { database, app, graphqlHeaders, close } = await startBenchServer();

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

const measure = measurer(address);

const plain = await measure('plain route (GET /healthz)', '/healthz');
const listQuery = JSON.stringify({
  query: '{ listUserProfiles(limit: 20) { items { id username avatarUrl followers level } nextToken } }',
});
const graphql = await measure('GraphQL listUserProfiles(limit: 20)', '/graphql', {
  method: 'POST',
  headers: graphqlHeaders,
  body: listQuery,
});
console.log(
  `ratio: GraphQL list throughput is ${(graphql.requests.average / plain.requests.average).toFixed(3)} of the plain route; p99 ${(graphql.latency.p99 / Math.max(plain.latency.p99, 1)).toFixed(1)}x`,
);

await close();
