// Issue 26's analytics budgets, on the production server in its own process (as `npm start`
// runs it, its worker and the rollup job inside):
// (a) watch reports posted as fast as the server takes them for 60 s, from 20,000 simulated
//     viewers behind a trusted proxy, alongside anonymous listVideos reads. The server admits
//     WATCH_REPORTS_PER_SECOND (ADR 0037) and slows the senders to it. The 60 s come in six
//     windows, each after a quiet window of reads alone (analytics-collection.ts). Printed:
//     reports accepted per second (goal >= 2,000) and the busy windows' reads against the
//     quiet windows' (goal >= 0.8), beside the same ratio for a bare fastify server taking
//     as many reports a second in a process of its own: the ceiling HTTP itself sets here.
// (b) a creator with 1,000 videos and 10 million views in the rollups (rows seeded with
//     generate_series): p99 of studioVideos, channelAnalytics and videoAnalytics (goal < 200 ms).
// Run with `npm run bench:analytics`; ANALYTICS_EVENT_SECONDS and BENCH_SECONDS shorten it.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { connect } from '../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres.ts';
import { fail, line, measureCollection, READS } from './analytics-collection.ts';
import { DURATION_SECONDS, startBareServer, startProductionServer } from './production-server.ts';

const EVENT_SECONDS = Number(process.env.ANALYTICS_EVENT_SECONDS ?? 60);
const VIDEOS = 1000;
const DAYS = 366;

const work = await mkdtemp(path.join(tmpdir(), 'reelboard-bench-analytics-'));
await chmod(work, 0o755); // the postgres system user must reach it when we run as root
const database = await startEmbeddedPostgres({
  dataDir: path.join(work, 'postgres'),
  password: 'bench-analytics',
  log: () => {},
});
const server = await startProductionServer({ DATABASE_URL: database.url });
const { pool: db } = connect(database.url);

/**
 * (a) Reports at the highest rate the product takes, beside anonymous reads; then the same
 * loads on a bare fastify server in its own process (bare-server.ts, answering the product's
 * reads' body and 204): what HTTP alone leaves of the reads beside the same reports.
 */
async function collection() {
  const { rows: videos } = await db.query<{ id: string; duration_seconds: number }>(
    "select id, duration_seconds from videos where is_approved and processing_status = 'ready' and duration_seconds > 0",
  );
  if (videos.length === 0) throw new Error('no public video to report on');
  const count = async () => Number((await db.query('select count(*) from watch_events')).rows[0]?.count ?? 0);
  let before = 0;
  const product = await measureCollection(
    { title: 'product', base: server.base, apiKey: server.publicApiKey },
    videos,
    EVENT_SECONDS,
    async () => {
      await new Promise((resolve) => setTimeout(resolve, 2000)); // the warm-up's buffered reports
      before = await count();
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 3000)); // the last buffered second
  const stored = (await count()) - before;
  console.log(
    `watch reports: ${product.perSecond.toFixed(0)}/s accepted (204), ${product.refused} refused, ${product.errors} errors, ${stored} rows stored, p99 ${product.p99} ms (worst window)`,
  );
  const answer = await (
    await fetch(`${server.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': server.publicApiKey },
      body: READS,
    })
  ).text();
  const bareServer = await startBareServer(answer);
  try {
    // As many reports a second as the product took, not as many as a bare 204 allows.
    const bare = await measureCollection(
      { title: 'bare', base: bareServer.base, apiKey: '', reportsPerSecond: product.perSecond },
      videos,
      EVENT_SECONDS,
    );
    return { accepted: product.perSecond, ratio: product.ratio, bareRatio: bare.ratio };
  } finally {
    await bareServer.stop();
  }
}

/** (b) The studio's reads for a creator with 1,000 videos and 10 million views rolled up. */
async function studio() {
  const email = 'bench.creator@bench.local';
  const token = await server.signedInToken(email);
  await server.setLevel(email, 'creator');
  const { rows } = await db.query<{ id: string }>('select id from users where email = $1', [email]);
  const creatorId = rows[0]?.id as string;
  const seeding = performance.now();
  await db.query(
    `insert into videos (title, video_url, thumbnail_url, category, expiry_date, is_approved, processing_status,
       duration_seconds, upload_date, creator_id)
     select 'Studio ' || n, 'videos/bench/' || n || '.mp4', 'videos/bench/' || n || '.jpg', 'Lifestyle',
       now() + interval '1 year', true, 'ready', 60, now() - n * interval '1 hour', $1
     from generate_series(1, $2) n`,
    [creatorId, VIDEOS],
  );
  // One hour a day per video for a year: 366,000 hourly rows of 27 or 28 views, and their days.
  const views = `(27 + (d % 3 = 0)::int)`;
  const parts = `array(select ${views} - k / 2 from generate_series(0, 19) k)`;
  await db.query(
    `insert into analytics_hours (video_id, creator_id, hour, views, watch_seconds, retention, sources)
     select v.id, v.creator_id, ((now() at time zone 'UTC')::date - d)::timestamp at time zone 'UTC' + interval '12 hours', ${views},
       ${views} * 31.5, ${parts}, array[${views}, 0, 0, 0, 0, 0]
     from videos v, generate_series(0, $2 - 1) d where v.creator_id = $1`,
    [creatorId, DAYS],
  );
  await db.query(
    `insert into analytics_days (scope, day, views, unique_viewers, watch_seconds, retention, sources)
     select 'video:' || video_id, (hour at time zone 'UTC')::date, views, views - 2, watch_seconds, retention, sources
     from analytics_hours where creator_id = $1`,
    [creatorId],
  );
  await db.query(
    `insert into analytics_days (scope, day, views, unique_viewers, watch_seconds, retention, sources)
     select 'creator:' || $1, (now() at time zone 'UTC')::date - d, ${views} * $3, (${views} - 2) * $3,
       ${views} * 31.5 * $3, array(select (${views} - k / 2) * $3 from generate_series(0, 19) k),
       array[${views} * $3, 0, 0, 0, 0, 0]
     from generate_series(0, $2 - 1) d`,
    [creatorId, DAYS, VIDEOS],
  );
  await db.query(
    `insert into analytics_totals (video_id, views, watch_seconds)
     select video_id, sum(views), sum(watch_seconds) from analytics_hours where creator_id = $1 group by video_id`,
    [creatorId],
  );
  await db.query('analyze');
  const total = (await db.query('select sum(views) as n from analytics_hours')).rows[0]?.n;
  console.log(
    `${VIDEOS} videos, ${total} views rolled up, seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );

  const anyVideo = (await db.query('select id from videos where creator_id = $1 limit 1', [creatorId]))
    .rows[0]?.id;
  const ask = async (title: string, query: string) => {
    const result = await autocannon({
      url: `${server.base}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
      connections: 4,
      duration: DURATION_SECONDS,
    });
    fail(title, result);
    line(title, result);
    return result.latency.p99;
  };
  const figures =
    'views uniqueViewers watchSeconds retention days { day views } trafficSources { source views } likes revenueCents';
  return {
    studioVideos: await ask(
      'studioVideos (50)',
      '{ studioVideos(limit: 50) { nextToken items { video { id title } status views watchSeconds likes cartAdds revenueCents } } }',
    ),
    channel: await ask('channelAnalytics, 28 days', `{ channelAnalytics { ${figures} } }`),
    channelYear: await ask(
      'channelAnalytics, 366 days',
      `{ channelAnalytics(to: "${new Date().toISOString().slice(0, 10)}", from: "${new Date(Date.now() - 365 * 86400_000).toISOString().slice(0, 10)}") { ${figures} } }`,
    ),
    video: await ask('videoAnalytics, 28 days', `{ videoAnalytics(videoId: "${anyVideo}") { ${figures} } }`),
  };
}

try {
  const { accepted, ratio, bareRatio } = await collection();
  const p99 = await studio();
  console.log(
    `analytics: ${accepted.toFixed(0)} watch reports/s accepted (goal >= 2000), reads ratio ${ratio.toFixed(2)} (goal >= 0.8; a bare server's ${bareRatio.toFixed(2)}); p99 studioVideos ${p99.studioVideos} ms, channelAnalytics ${p99.channel} ms (366 days ${p99.channelYear} ms), videoAnalytics ${p99.video} ms (goal < 200)`,
  );
} finally {
  await db.end();
  await server.stop();
  await database.stop();
  await rm(work, { recursive: true, force: true });
}
