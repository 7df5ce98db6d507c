// listVideos(limit: 20) through the production server (its own process, as `npm start`
// runs it), signed in with a Bearer token and anonymous with the public API key, each
// against a bare route in this process answering the same JSON. Goals: signed in ratio
// >= 0.6 (issue 24; issue 11 asked 0.3 with p99 <= 25 ms), anonymous ratio >= 0.6. Run with
// `npm run bench:signed-in`.
import { compare, startBaseline, startProductionServer } from './production-server.ts';

const QUERY = JSON.stringify({
  query: `{ listVideos(limit: 20) { items { id title thumbnailUrl duration views category uploadDate
    isFeatured creatorProfile { id name avatarUrl followers verified isFollowing } } nextToken } }`,
});

const server = await startProductionServer();
try {
  // The built-in samples are seeded in the background after start: wait for the full page.
  const anonymous = { 'content-type': 'application/json', 'x-api-key': server.publicApiKey };
  for (;;) {
    const page = (await (
      await fetch(`${server.base}/graphql`, { method: 'POST', headers: anonymous, body: QUERY })
    ).json()) as { data?: { listVideos: { items: unknown[] } } };
    if ((page.data?.listVideos.items.length ?? 0) >= 16) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const token = await server.signedInToken('bench.viewer@bench.local');
  const signedInHeaders = { 'content-type': 'application/json', authorization: `Bearer ${token}` };

  const results: string[] = [];
  for (const [name, headers, goal] of [
    ['anonymous listVideos', anonymous, 0.6],
    ['signed-in listVideos', signedInHeaders, 0.6],
  ] as const) {
    const body = await (
      await fetch(`${server.base}/graphql`, { method: 'POST', headers, body: QUERY })
    ).text();
    const baseline = await startBaseline(body);
    try {
      const { ratio, product } = await compare(
        {
          title: `${name} (production server)`,
          url: `${server.base}/graphql`,
          options: { method: 'POST', headers, body: QUERY },
        },
        {
          title: `bare route, same JSON`,
          url: `${baseline.base}/graphql`,
          options: { method: 'POST', headers: { 'content-type': 'application/json' }, body: QUERY },
        },
      );
      results.push(`${name} ratio ${ratio.toFixed(3)} (goal >= ${goal}), p99 ${product.latency.p99} ms`);
    } finally {
      await baseline.stop();
    }
  }
  for (const line of results) console.log(line);
} finally {
  await server.stop();
}
