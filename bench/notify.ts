// Issue 24's fan-out budget: a creator with 100,000 followers publishes one video. The
// production server (its own process, as `npm start` runs it, its worker inside) tells
// every follower by a background job in batches. Printed: the time until every follower's
// notification row exists (goal <= 60 s), and the signed-in listVideos p99 while that runs
// against a quiet run just before it (goal: at most 1.5 times). Run with `npm run bench:notify`.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { connect } from '../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres.ts';
import { DURATION_SECONDS, startProductionServer } from './production-server.ts';

const FOLLOWERS = Number(process.env.NOTIFY_FOLLOWERS ?? 100_000);
// Other people's requests at a steady pace, not a flood: the question is what the fan-out
// does to them, not how many the server can take.
const CONNECTIONS = 10;
const QUERY = JSON.stringify({
  query: `{ listVideos(limit: 20) { items { id title thumbnailUrl duration views category uploadDate
    isFeatured creatorProfile { id name avatarUrl followers verified isFollowing } } nextToken } }`,
});

const work = await mkdtemp(path.join(tmpdir(), 'reelboard-bench-notify-'));
await chmod(work, 0o755); // the postgres system user must reach it when we run as root
const database = await startEmbeddedPostgres({
  dataDir: path.join(work, 'postgres'),
  password: 'bench-notify',
  log: () => {},
});
const server = await startProductionServer({ DATABASE_URL: database.url });
const { pool: db } = connect(database.url);
try {
  const creatorEmail = 'bench.creator@bench.local';
  const adminEmail = 'bench.admin@bench.local';
  await server.signedInToken(creatorEmail);
  const adminToken = await server.signedInToken(adminEmail);
  await server.setLevel(adminEmail, 'admin');
  const viewerToken = await server.signedInToken('bench.viewer@bench.local');
  const { rows } = await db.query<{ id: string }>('select id from users where email = $1', [creatorEmail]);
  const creatorId = rows[0]?.id as string;

  const seeding = performance.now();
  await db.query(
    `with fans as (
       insert into users (email, name, email_verified, password_hash)
       select 'fan' || n || '@bench.local', 'Fan ' || n, true, 'not-a-hash' from generate_series(1, $1) n
       returning id)
     insert into creator_follows (follower_id, creator_id) select id, $2 from fans`,
    [FOLLOWERS, creatorId],
  );
  const video = await db.query<{ id: string }>(
    `insert into videos (title, video_url, thumbnail_url, category, expiry_date, is_approved, processing_status,
       duration_seconds, upload_date, creator_id)
     values ('Fan-out', 'videos/bench/video.mp4', 'videos/bench/thumbnail.jpg', 'Lifestyle',
       now() + interval '1 year', false, 'ready', 12, now(), $1) returning id`,
    [creatorId],
  );
  const videoId = video.rows[0]?.id as string;
  await db.query('analyze');
  console.log(`${FOLLOWERS} followers seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

  const load = (seconds: number) =>
    autocannon({
      url: `${server.base}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${viewerToken}` },
      body: QUERY,
      connections: CONNECTIONS,
      duration: seconds,
    });
  const quiet = await load(DURATION_SECONDS);

  // The publication, then the load while the followers are told.
  const during = load(Math.max(DURATION_SECONDS, 20));
  const published = performance.now();
  const approval = await fetch(`${server.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({
      query: 'mutation ($id: ID!) { updateVideo(input: { id: $id, isApproved: true }) { id } }',
      variables: { id: videoId },
    }),
  });
  const answeredMs = performance.now() - published;
  if (!approval.ok) throw new Error(`approval answered ${approval.status}`);
  let told = 0;
  while (told < FOLLOWERS && performance.now() - published < 300_000) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const count = await db.query<{ n: number }>(
      "select count(*)::int as n from notifications where video_id = $1 and kind = 'new_video'",
      [videoId],
    );
    told = count.rows[0]?.n ?? 0;
  }
  const allToldSeconds = (performance.now() - published) / 1000;
  const busy = await during;
  for (const [title, result] of [
    ['signed-in listVideos, quiet', quiet],
    ['signed-in listVideos, during the fan-out', busy],
  ] as const) {
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    console.log(
      `${title.padEnd(42)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms`,
    );
  }
  console.log(`approval answered in ${answeredMs.toFixed(0)} ms`);
  console.log(
    `fan-out: ${told} of ${FOLLOWERS} rows in ${allToldSeconds.toFixed(1)} s (goal <= 60 s); listVideos p99 ${busy.latency.p99} ms during vs ${quiet.latency.p99} ms quiet: ${(busy.latency.p99 / Math.max(1, quiet.latency.p99)).toFixed(2)}x (goal <= 1.5)`,
  );
} finally {
  await db.end();
  await server.stop();
  await database.stop();
  await rm(work, { recursive: true, force: true });
}
