// 100 connections for 60 seconds against the production server (its own process, as
// `npm start` runs it), each connection cycling through a mix of what visitors do: the
// home feed anonymous and signed in, a video's comments, an anonymous comment and a vote
// on a comment. Writers come from many addresses (X-Forwarded-For, as behind a load
// balancer), so per-address limits do not turn the writes into refusals. Every answer
// with a GraphQL error or a non-2xx status counts as an error. Issue 11's goal: 0 errors,
// p99 <= 250 ms, memory flat. The server's RSS is read every 5 s: a cold process grows to
// the heap V8 keeps for this allocation rate within the first half (ADR 0020), so "flat" is
// read over the second half, which may grow by at most 5 %. Start, peak and end are printed
// too. Run with `npm run bench:load` (BENCH_SECONDS sets the time).
import autocannon from 'autocannon';
import { startProductionServer } from './production-server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const FEED = `{ listVideos(limit: 20) { items { id title thumbnailUrl duration views category uploadDate
  isFeatured creatorProfile { id name avatarUrl followers verified isFollowing } } nextToken } }`;
const COMMENTS = `query($id: ID!) { listComments(filter: { targetId: { eq: $id }, targetType: { eq: "video" } }, limit: 20) {
  items { id content createdAt likes dislikes } nextToken } }`;
const COMMENT = `mutation($input: CreateCommentInput!) { createComment(input: $input) { id } }`;
const VOTE = `mutation($id: ID!) { voteComment(commentId: $id, vote: LIKE) { id likes } }`;

const server = await startProductionServer();
try {
  const anonymous = { 'content-type': 'application/json', 'x-api-key': server.publicApiKey };
  const graphql = async (query: string, variables: Record<string, unknown> = {}, ip = '10.0.0.1') => {
    const response = await fetch(`${server.base}/graphql`, {
      method: 'POST',
      headers: { ...anonymous, 'x-forwarded-for': ip },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data as Record<string, { items?: { id: string }[]; id?: string }>;
  };
  const video = (await graphql(FEED)).listVideos?.items?.[0];
  if (!video) throw new Error('no video to comment on');
  const comment = (
    await graphql(COMMENT, { input: { content: 'First!', targetId: video.id, targetType: 'video' } })
  ).createComment;
  const token = await server.signedInToken('bench.load@bench.local');
  const signedIn = { 'content-type': 'application/json', authorization: `Bearer ${token}` };

  // Each write comes from a visitor of its own.
  let visitor = 0;
  const fromNewVisitor = () => {
    visitor += 1;
    return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
  };
  const body = (query: string, variables: Record<string, unknown> = {}) =>
    JSON.stringify({ query, variables });
  const requests: autocannon.Request[] = [
    { method: 'POST', path: '/graphql', headers: anonymous, body: body(FEED) },
    { method: 'POST', path: '/graphql', headers: signedIn, body: body(FEED) },
    { method: 'POST', path: '/graphql', headers: anonymous, body: body(COMMENTS, { id: video.id }) },
    {
      method: 'POST',
      path: '/graphql',
      setupRequest: (request) => ({
        ...request,
        headers: { ...anonymous, 'x-forwarded-for': fromNewVisitor() },
        body: body(COMMENT, {
          input: { content: `Load comment ${visitor}`, targetId: video.id, targetType: 'video' },
        }),
      }),
    },
    {
      method: 'POST',
      path: '/graphql',
      setupRequest: (request) => ({
        ...request,
        headers: { ...anonymous, 'x-forwarded-for': fromNewVisitor() },
        body: body(VOTE, { id: comment?.id }),
      }),
    },
  ];
  let graphqlErrors = 0;
  for (const request of requests) {
    request.onResponse = (_status, responseBody) => {
      if (responseBody.includes('"errors"')) graphqlErrors += 1;
    };
  }

  const rss = [await server.rssMiB()];
  const sampleRss = setInterval(async () => rss.push(await server.rssMiB()), 5000);
  const result = await autocannon({
    url: server.base,
    connections: 100,
    duration: SECONDS,
    requests,
  });
  clearInterval(sampleRss);
  rss.push(await server.rssMiB());
  const [rssStart = 0, rssEnd = 0] = [rss[0], rss.at(-1)];
  const rssHalf = rss[Math.floor((rss.length - 1) / 2)] ?? rssStart;
  const secondHalfGrowth = (100 * (rssEnd - rssHalf)) / rssHalf;
  const errors = result.errors + result.non2xx + graphqlErrors;
  console.log(
    `${result.requests.total} requests in ${SECONDS} s: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
  console.log(
    `errors: ${errors} (${result.non2xx} non-2xx, ${result.errors} connection, ${graphqlErrors} GraphQL)`,
  );
  console.log(
    `server memory (RSS): ${rssStart.toFixed(0)} MiB at the start, ${rssHalf.toFixed(0)} MiB halfway, peak ${Math.max(...rss).toFixed(0)} MiB, ${rssEnd.toFixed(0)} MiB at the end`,
  );
  console.log(
    `load p99 ${result.latency.p99} ms (goal <= 250), ${errors} errors (goal 0), RSS ${secondHalfGrowth >= 0 ? '+' : ''}${secondHalfGrowth.toFixed(1)} % over the second half (goal <= 5)`,
  );
} finally {
  await server.stop();
}
