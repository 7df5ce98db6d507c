import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

// The analytics bench's collection load (issue 26): watch reports from 20,000 simulated
// viewers behind a trusted proxy, posted as fast as a server takes them, beside anonymous
// listVideos reads, in windows that alternate reads alone and reads beside reports. The
// reads' rate on this machine drifts by a fifth from one ten seconds to the next, which one
// quiet run before one busy run took for the reports' effect.
const VIEWERS = 20_000;
const ROUNDS = 6;
export const READS = JSON.stringify({
  query: `{ listVideos(limit: 20) { items { id title thumbnailUrl duration views category uploadDate
    creatorProfile { id name avatarUrl } } nextToken } }`,
});

/** A server to load; `reportsPerSecond` caps the reports' rate (else as fast as it takes them). */
export type Target = { title: string; base: string; apiKey: string; reportsPerSecond?: number };
type Video = { id: string; duration_seconds: number };

export const line = (title: string, result: autocannon.Result) =>
  console.log(
    `${title.padEnd(52)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms`,
  );

export const fail = (title: string, result: autocannon.Result) => {
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
};

/** A report of ten seconds watched, each from a new view and one of VIEWERS addresses. */
function reportMaker(videos: Video[]) {
  let n = 0;
  return () => {
    n += 1;
    const video = videos[n % videos.length] as Video;
    const at = ((n % 6) * 10) % video.duration_seconds;
    return {
      address: `10.${(n % VIEWERS) >> 16}.${((n % VIEWERS) >> 8) & 255}.${n % 256}`,
      body: JSON.stringify({
        viewId: randomUUID(),
        videoId: video.id,
        source: 'home',
        segments: [[at, Math.min(video.duration_seconds, at + 10)]],
      }),
    };
  };
}

/**
 * Runs the windows against `target` over `seconds` of reports in all, after an unmeasured
 * warm-up of both loads (so that neither window meets a cold JIT) and `afterWarmUp`, and
 * answers the reports taken per second and the busy windows' reads against the quiet ones'.
 */
export async function measureCollection(
  target: Target,
  videos: Video[],
  seconds: number,
  afterWarmUp: () => Promise<void> = async () => {},
) {
  const reads = (duration: number) =>
    autocannon({
      url: `${target.base}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': target.apiKey },
      body: READS,
      connections: 10,
      duration,
    });
  const report = reportMaker(videos);
  const reports = (duration: number) =>
    autocannon({
      url: target.base,
      connections: 40,
      duration,
      ...(target.reportsPerSecond ? { overallRate: Math.round(target.reportsPerSecond) } : {}),
      requests: [
        {
          method: 'POST',
          path: '/api/analytics/watch',
          setupRequest: (request) => {
            const next = report();
            return {
              ...request,
              headers: { 'content-type': 'application/json', 'x-forwarded-for': next.address },
              body: next.body,
            };
          },
        },
      ],
    });

  await reads(10);
  await Promise.all([reports(5), reads(5)]);
  await afterWarmUp();
  const window = seconds / ROUNDS;
  const totals = { quiet: 0, busy: 0, accepted: 0, refused: 0, errors: 0, p99: 0 };
  for (let round = 1; round <= ROUNDS; round += 1) {
    const quiet = await reads(window);
    fail(`${target.title}: quiet reads`, quiet);
    const [events, busy] = await Promise.all([reports(window), reads(window)]);
    fail(`${target.title}: reads beside reports`, busy);
    line(`${target.title}: listVideos, quiet (${round})`, quiet);
    line(`${target.title}: listVideos, beside reports (${round})`, busy);
    totals.quiet += quiet.requests.total;
    totals.busy += busy.requests.total;
    totals.accepted += events['2xx'];
    totals.refused += events.non2xx;
    totals.errors += events.errors;
    totals.p99 = Math.max(totals.p99, events.latency.p99);
  }
  return { ...totals, perSecond: totals.accepted / seconds, ratio: totals.busy / totals.quiet };
}
