// Processing of a 60-second 720p clip through the job queue (copy out of storage, probe,
// one ffmpeg run, upload under a new prefix, publish) against one hand-written ffmpeg
// command producing the same outputs (thumbnail, 240p/480p/720p HLS, MP4 fallback) from a
// local file. Prints the ratio; the target is at most 1.15. Run with `npm run bench:processing`.
import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/open-database.ts';
import { users } from '../apps/server/src/db/schema.ts';
import { videos } from '../apps/server/src/db/video-schema.ts';
import { loadSecrets } from '../apps/server/src/secrets.ts';
import { createServices } from '../apps/server/src/services/services.ts';

const run = promisify(execFile);
const SECONDS = Number(process.env.BENCH_CLIP_SECONDS ?? 60);

const dataDir = await mkdtemp(path.join(tmpdir(), 'reelboard-bench-processing-'));
await chmod(dataDir, 0o755);
const source = path.join(dataDir, 'source.mp4');
await run('ffmpeg', [
  ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=30:duration=${SECONDS}`],
  ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${SECONDS}`],
  ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', source],
]);

// The baseline, written by hand: the same outputs in one command.
const out = path.join(dataDir, 'by-hand');
for (const rung of ['240p', '480p', '720p']) await mkdir(path.join(out, 'hls', rung), { recursive: true });
const x264 = (kbps: number) => [
  ...['-c:v', 'libx264', '-preset', 'veryfast', '-b:v', `${kbps}k`, '-maxrate', `${kbps * 1.5}k`],
  ...['-bufsize', `${kbps * 2}k`, '-force_key_frames', 'expr:gte(t,n_forced*2)', '-sc_threshold', '0'],
];
const aac = (kbps: number) => ['-map', '0:a:0', '-c:a', 'aac', '-b:a', `${kbps}k`, '-ac', '2'];
const hls = (rung: string) => [
  ...['-f', 'hls', '-hls_time', '4', '-hls_playlist_type', 'vod'],
  ...['-hls_segment_filename', `${out}/hls/${rung}/segment-%04d.ts`, `${out}/hls/${rung}/index.m3u8`],
];
const byHand = [
  ...['-v', 'error', '-y', '-i', source, '-filter_complex'],
  "[0:v]split=4[a][b][c][t];[a]scale=426:240,format=yuv420p[v240];[b]scale=854:480,format=yuv420p[v480];[c]scale=1280:720,format=yuv420p[v720];[t]select='gte(t\\,1)',scale=1280:720,format=yuvj420p[thumb]",
  ...['-map', '[thumb]', '-frames:v', '1', '-q:v', '3', `${out}/thumbnail.jpg`],
  ...['-map', '[v240]', ...x264(400), ...aac(64), ...hls('240p')],
  ...['-map', '[v480]', ...x264(1200), ...aac(96), ...hls('480p')],
  ...['-map', '[v720]', ...x264(2800), ...aac(128), '-f', 'tee'],
  `[f=hls:hls_time=4:hls_playlist_type=vod:hls_segment_filename=${out}/hls/720p/segment-%04d.ts]${out}/hls/720p/index.m3u8|[f=mp4:movflags=+faststart]${out}/video.mp4`,
];

const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production' });
const secrets = await loadSecrets(config);
const database = await openDatabase(config, secrets, () => {});
const services = createServices({ config, secrets, db: database.db });
const [creator] = await database.db
  .insert(users)
  .values({ email: 'creator@bench.local', name: 'Bench Creator', passwordHash: 'not-a-real-hash' })
  .returning({ id: users.id });
if (!creator) throw new Error('no creator');

async function throughTheJob(): Promise<number> {
  const key = `public/videos/${creator?.id}/bench-${Date.now()}.mp4`;
  await services.storage.put(key, await readFile(source), 'video/mp4');
  const [video] = await database.db
    .insert(videos)
    .values({
      title: 'Bench',
      category: 'Business',
      videoUrl: key,
      creatorId: creator?.id,
      expiryDate: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: videos.id });
  const id = video?.id as string;
  const started = performance.now();
  await services.processing.enqueue(id);
  for (;;) {
    const row = await services.videos.byId(id);
    if (row?.processingStatus === 'ready') break;
    if (row?.processingStatus === 'failed') throw new Error(`processing failed: ${row.processingError}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return performance.now() - started;
}

async function handWritten(): Promise<number> {
  const started = performance.now();
  await run('ffmpeg', byHand);
  return performance.now() - started;
}

await services.jobs.startWorker();
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const job: number[] = [];
const hand: number[] = [];
for (let round = 0; round < rounds; round++) {
  hand.push(await handWritten());
  job.push(await throughTheJob());
}
const best = (times: number[]) => Math.min(...times);
console.log(`hand-written ffmpeg: ${hand.map((ms) => (ms / 1000).toFixed(1)).join(' s, ')} s`);
console.log(`processing job:      ${job.map((ms) => (ms / 1000).toFixed(1)).join(' s, ')} s`);
console.log(`ratio: job / hand-written ffmpeg = ${(best(job) / best(hand)).toFixed(3)} (target <= 1.15)`);

await services.jobs.stop();
await services.listener.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
