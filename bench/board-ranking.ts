// The community board's ranking at 100,000 posts and 1,000,000 comments: the board
// service's three ranked reads timed directly (p50/p99), then GraphQL communityBoard
// against a plain route (GET /healthz) in the same process, as a ratio. Rows are made in
// SQL with generate_series; counters are then set from the rows, as the service keeps them.
// Run with `npm run bench:board`.
import { measurer, startBenchServer } from './support.ts';

const USERS = 1_000;
const VIDEOS = 10_000;
const POSTS = 100_000;
const COMMENTS = 1_000_000;
const SAMPLES = 300;

const { database, services, app, graphqlHeaders, close } = await startBenchServer();
// Plain SQL text: every interpolated value is one of the numeric constants above.
const db = database.db;

const started = Date.now();
await db.execute(`
  insert into users (email, name, password_hash)
  select 'user' || i || '@bench.local', 'User ' || i, 'not-a-real-hash' from generate_series(1, ${USERS}) i`);
await db.execute(`
  insert into user_profiles (user_id, email, username)
  select id, email, name from users`);
await db.execute(`
  insert into videos (title, video_url, thumbnail_url, category, origin, source_id, likes, upload_date, expiry_date,
                      is_approved, processing_status)
  select 'Video ' || i, 'public/videos/bench/' || i || '.mp4', 'public/videos/bench/' || i || '.jpg',
         (array['Business','Lifestyle','Beauty','Innovation'])[1 + i % 4], 'sample', 'bench-' || i,
         (random() * 100)::int, now() - i * interval '1 minute', now() + interval '1 year', i % 10 <> 0, 'ready'
  from generate_series(1, ${VIDEOS}) i`);
await db.execute(`
  insert into posts (title, content, category, author_id, likes, loves, laughs, created_at)
  select 'Post ' || i, 'Content of post ' || i,
         (array['Business','Lifestyle','Innovation','Beauty & Arts'])[1 + i % 4],
         (select array_agg(id) from users)[1 + i % ${USERS}],
         (random() * 50)::int, (random() * 20)::int, (random() * 20)::int, now() - i * interval '1 second'
  from generate_series(1, ${POSTS}) i`);
// 80% of comments under videos, 20% under posts.
await db.execute(`
  with v as (select array_agg(id) ids from videos), p as (select array_agg(id) ids from posts),
       u as (select array_agg(id) ids from users)
  insert into comments (content, target_id, target_type, author_id, likes, dislikes, created_at)
  select 'Comment ' || i,
         case when i % 5 = 0 then p.ids[1 + ((i::bigint * 7919) % ${POSTS})::int] else v.ids[1 + ((i::bigint * 104729) % ${VIDEOS})::int] end,
         case when i % 5 = 0 then 'post' else 'video' end,
         case when i % 3 = 0 then null else u.ids[1 + i % ${USERS}] end,
         (random() * 30)::int, (random() * 5)::int, now() - i * interval '100 milliseconds'
  from generate_series(1, ${COMMENTS}) i, v, p, u`);
await db.execute(`
  update videos set comment_count = c.n
  from (select target_id, count(*)::int n from comments where target_type = 'video' group by target_id) c
  where videos.id = c.target_id`);
await db.execute(`
  update posts set comment_count = c.n
  from (select target_id, count(*)::int n from comments where target_type = 'post' group by target_id) c
  where posts.id = c.target_id`);
await db.execute(`analyze`);
console.log(
  `seeded ${USERS} users, ${VIDEOS} videos, ${POSTS} posts, ${COMMENTS} comments in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const timings: number[] = [];
for (let i = 0; i < SAMPLES; i += 1) {
  const start = performance.now();
  await services.board.board({ kind: 'apiKey' });
  timings.push(performance.now() - start);
}
timings.sort((a, b) => a - b);
console.log(
  `board ranking (3 ranked reads, service): p50 ${percentile(timings, 50).toFixed(2)} ms   p99 ${percentile(timings, 99).toFixed(2)} ms`,
);

const address = await app.listen({ port: 0, host: '127.0.0.1' });
const measure = measurer(address, 10);
const boardQuery = JSON.stringify({
  query: `{ communityBoard {
    videos { id title thumbnailUrl commentCount }
    posts { id title content authorName authorAvatarUrl likes loves laughs commentCount createdAt }
    popularVideoComments { videoTitle comment { id content targetId authorName authorAvatarUrl } } } }`,
});
const healthz = await measure('plain route (GET /healthz)', '/healthz');
const board = await measure('GraphQL communityBoard', '/graphql', {
  method: 'POST',
  headers: graphqlHeaders,
  body: boardQuery,
});
console.log(
  `ratio: communityBoard / GET /healthz = ${(board.requests.average / healthz.requests.average).toFixed(3)}`,
);

await close();
