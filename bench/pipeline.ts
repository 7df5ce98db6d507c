// The media pipeline of issue 20, end to end through the public API: one API node (the
// production server as `npm start` runs it, WORKER_IN_SERVER=false) and one `reelboard
// worker` process, both on one external PostgreSQL and an S3 server (s3rver, as the cluster
// journey runs them), everything on loopback.
// - A synthetic 10-minute 1080p clip with audio goes up through the multipart upload API as
//   the browser sends it (start, a signed URL per part, PUT, complete, createVideo); the time
//   from createVideo's answer until the video is `ready` is set against one hand-written
//   ffmpeg command making the same ladder into a local folder. Goal: ratio <= 1.15.
// - The worker process's peak RSS meanwhile (VmHWM of its node process). Goal: <= 300 MiB.
// - An admin's approval request, timed, for a 1-minute and for the 10-minute video. Goal:
//   both <= 200 ms.
// - From the approval's answer until an anonymous reader (public API key) gets the master
//   playlist URL from the API and a GET of it, of a variant playlist and of its first segment
//   all answer 200, polled every 100 ms. Goal: <= 5 s.
// PIPELINE_MINUTES (10) and PIPELINE_SHORT_MINUTES (1) set the two clips' lengths, for short
// trials. Its last line is the summary, the processing ratio first. Run with `npm run bench:pipeline`.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres.ts';
import { s3Settings, startS3Server } from '../apps/server/test/s3-server.ts';
import { startProductionServer } from './production-server.ts';

const CLI = new URL('../apps/server/bin/reelboard.js', import.meta.url).pathname;
// Uploads may last at most 600 s as ffprobe measures them; the audio's last frame can take
// a 600-second clip just past that, so the 10-minute clip is a second shorter.
const MAX_SECONDS = 599;
const clipSeconds = (minutes: number) => Math.min(Math.max(minutes * 60, 2), MAX_SECONDS);
const MAIN_SECONDS = clipSeconds(Number(process.env.PIPELINE_MINUTES ?? 10));
const SHORT_SECONDS = clipSeconds(Number(process.env.PIPELINE_SHORT_MINUTES ?? 1));
// The web app's uploader (apps/web/src/features/upload/part-size.ts): 5 MiB parts, 4 at a time.
const PART_BYTES = 5 * 1024 * 1024;
const PARALLEL_PARTS = 4;
const PASSWORD = 'a long bench passphrase';
const POLL_MS = 100;
const PLAYABLE_TIMEOUT_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// Everything started is stopped again in reverse order, on success, failure or Ctrl-C;
// an ffmpeg of this process's own (the clips, the baseline) first.
const cleanups: (() => Promise<unknown>)[] = [];
const ffmpegs = new Set<ChildProcess>();
let cleaning: Promise<void> | undefined;
function cleanUp() {
  cleaning ??= (async () => {
    for (const child of ffmpegs) child.kill('SIGKILL');
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: Error) => console.error(`clean-up: ${error.message}`));
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`${signal}: stopping`);
    void cleanUp().finally(() => process.exit(130));
  });
}

function ffmpeg(args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = execFile('ffmpeg', args, { maxBuffer: 16 * 1024 * 1024 }, (error) => {
      ffmpegs.delete(child);
      if (error) reject(error);
      else resolve();
    });
    ffmpegs.add(child);
  });
}

const work = await mkdtemp(path.join(tmpdir(), 'reelboard-bench-pipeline-'));
await chmod(work, 0o755); // the postgres system user must reach it when we run as root
cleanups.push(() => rm(work, { recursive: true, force: true }));

/** A clip of testsrc2 at 1080p30 with a sine tone: a short piece encoded fast, then looped without re-encoding. */
async function makeClip(file: string, length: number) {
  const piece = path.join(work, `piece-${path.basename(file)}`);
  const pieceSeconds = Math.min(length, 20);
  await ffmpeg([
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${pieceSeconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${pieceSeconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '8M', '-g', '60', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '128k', '-shortest', piece],
  ]);
  await ffmpeg([
    ...['-v', 'error', '-y', '-stream_loop', '-1', '-i', piece, '-t', String(length)],
    ...['-c', 'copy', '-movflags', '+faststart', file],
  ]);
  await rm(piece);
}

// The baseline, written by hand: the ladder of a 1080p landscape source (thumbnail, 240p,
// 480p, 720p and 1080p HLS of 4-second segments, the 1080p rendition also as the MP4) in one
// command, as apps/server/src/media/transcode.ts describes it.
const RUNGS = [
  { name: '240p', width: 426, height: 240, video: 400, audio: 64 },
  { name: '480p', width: 854, height: 480, video: 1200, audio: 96 },
  { name: '720p', width: 1280, height: 720, video: 2800, audio: 128 },
  { name: '1080p', width: 1920, height: 1080, video: 5000, audio: 128 },
];
async function handWrittenMs(source: string, out: string): Promise<number> {
  for (const rung of RUNGS) await mkdir(path.join(out, 'hls', rung.name), { recursive: true });
  const x264 = (kbps: number) => [
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-b:v', `${kbps}k`, '-maxrate', `${kbps * 1.5}k`],
    ...['-bufsize', `${kbps * 2}k`, '-force_key_frames', 'expr:gte(t,n_forced*2)', '-sc_threshold', '0'],
  ];
  const aac = (kbps: number) => ['-map', '0:a:0', '-c:a', 'aac', '-b:a', `${kbps}k`, '-ac', '2'];
  const segments = (rung: string) => `${out}/hls/${rung}/segment-%04d.ts`;
  const scaled = RUNGS.map((r, i) => `[s${i}]scale=${r.width}:${r.height},setsar=1,format=yuv420p[v${i}]`);
  const args = [
    ...['-v', 'error', '-y', '-i', source, '-filter_complex'],
    [
      `[0:v:0]split=5[s0][s1][s2][s3][t]`,
      ...scaled,
      `[t]select='gte(t\\,1)',scale=1920:1080,setsar=1,format=yuvj420p[thumb]`,
    ].join(';'),
    ...['-map', '[thumb]', '-frames:v', '1', '-q:v', '3', `${out}/thumbnail.jpg`],
    ...RUNGS.slice(0, 3).flatMap((rung, i) => [
      ...['-map', `[v${i}]`, ...x264(rung.video), ...aac(rung.audio)],
      ...['-f', 'hls', '-hls_time', '4', '-hls_playlist_type', 'vod'],
      ...['-hls_segment_filename', segments(rung.name), `${out}/hls/${rung.name}/index.m3u8`],
    ]),
    ...['-map', '[v3]', ...x264(5000), ...aac(128), '-f', 'tee'],
    `[f=hls:hls_time=4:hls_playlist_type=vod:hls_segment_filename=${segments('1080p')}]${out}/hls/1080p/index.m3u8|[f=mp4:movflags=+faststart]${out}/video.mp4`,
  ];
  const started = performance.now();
  await ffmpeg(args);
  return performance.now() - started;
}

// Resident memory from /proc, in MiB: the worker's node process, and its descendants (ffmpeg).
const MiB = (kB: number) => kB / 1024;
async function statusOf(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: field('VmRSS'), hwm: field('VmHWM'), anon: field('RssAnon'), file: field('RssFile') };
}
async function descendants(pid: number): Promise<number[]> {
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
  const children: number[] = [];
  for (const task of tasks) {
    const list = await readFile(`/proc/${pid}/task/${task}/children`, 'utf8').catch(() => '');
    for (const child of list.split(' ').filter(Boolean)) children.push(Number(child));
  }
  const below = await Promise.all(children.map(descendants));
  return [...children, ...below.flat()];
}

/**
 * Starts `reelboard worker` as `npx reelboard worker` does (the command itself, with the Node
 * options of its first line), in a process group of its own (so that its ffmpeg is stopped with it).
 */
async function startWorker(env: NodeJS.ProcessEnv) {
  const child: ChildProcess = spawn(CLI, ['worker'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-16_384);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const group = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), signal);
    } catch {
      // already gone
    }
  };
  cleanups.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    group('SIGTERM');
    const stopped = await Promise.race([exited.then(() => true), sleep(20_000).then(() => false)]);
    if (!stopped) group('SIGKILL');
    await exited;
  });
  // Started when it says it runs (the CLI prints "Video worker running"); a process that is
  // alive but words it otherwise is given the benefit of the doubt after 60 s.
  const deadline = Date.now() + 60_000;
  while (!/running/i.test(output) && Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the worker exited:\n${output}`);
    await sleep(100);
  }
  if (!/running/i.test(output)) console.warn('the worker did not say it runs within 60 s; going on');
  return { pid: child.pid as number, output: () => output, alive: () => child.exitCode === null };
}

try {
  // The clips and the baseline's folder.
  const mainClip = path.join(work, 'main.mp4');
  const shortClip = path.join(work, 'short.mp4');
  const making = performance.now();
  await makeClip(mainClip, MAIN_SECONDS);
  await makeClip(shortClip, SHORT_SECONDS);
  console.log(
    `clips: ${MAIN_SECONDS} s and ${SHORT_SECONDS} s of 1080p30 with audio (${((await stat(mainClip)).size / 2 ** 20).toFixed(0)} MiB and ${((await stat(shortClip)).size / 2 ** 20).toFixed(0)} MiB), made in ${seconds(performance.now() - making)}`,
  );

  // PostgreSQL, the S3 server, the node, the worker.
  const database = await startEmbeddedPostgres({
    dataDir: path.join(work, 'postgres'),
    password: 'bench-pipeline',
    log: () => {},
  });
  cleanups.push(() => database.stop());
  const s3 = await startS3Server(path.join(work, 's3'));
  cleanups.push(() => s3.close());
  const shared = {
    DATABASE_URL: database.url,
    AUTH_SECRET: 'bench-pipeline-nodes-share-this-auth-secret-0123',
    STORAGE_SECRET: 'bench-pipeline-nodes-share-this-storage-secret-01',
    PUBLIC_API_KEY: 'rb-pub-bench-pipeline-shared',
    WORKER_IN_SERVER: 'false',
    ...s3Settings(s3),
  };
  // The node leaves ffmpeg to the worker, as in the cluster journey: no sample clips on it.
  const server = await startProductionServer({ ...shared, FFMPEG_PATH: '/nonexistent/ffmpeg' });
  cleanups.push(() => server.stop());
  const worker = await startWorker({
    ...process.env,
    ...shared,
    NODE_ENV: 'production',
    // The node's own address (its default PUBLIC_URL), as every process of a site is given.
    PUBLIC_URL: `http://localhost:${new URL(server.base).port}`,
    DATA_DIR: path.join(work, 'worker'),
  });

  const idle = await statusOf(worker.pid);

  // A creator and an admin, signed up through the REST API, their levels set with the CLI.
  const creatorEmail = 'pipeline.creator@bench.local';
  const adminEmail = 'pipeline.admin@bench.local';
  await server.signedInToken(creatorEmail, PASSWORD);
  await server.signedInToken(adminEmail, PASSWORD);
  await server.setLevel(creatorEmail, 'creator');
  await server.setLevel(adminEmail, 'admin');
  // Access tokens last 15 minutes by default: a fresh sign-in before each use.
  const signIn = async (email: string) => {
    const response = await fetch(`${server.base}/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: PASSWORD }),
    });
    if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { accessToken: string }).accessToken;
  };
  const graphql = async <T>(
    headers: Record<string, string>,
    query: string,
    variables: Record<string, unknown>,
  ): Promise<T> => {
    const response = await fetch(`${server.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
    if (body.errors?.length || !body.data) {
      throw new Error(`GraphQL ${response.status}: ${body.errors?.map((e) => e.message).join('; ')}`);
    }
    return body.data;
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const anonymous = { 'x-api-key': server.publicApiKey };

  /** The browser's upload (apps/web/src/features/upload): parts up, complete, createVideo. Answers the video's id. */
  async function upload(file: string, title: string): Promise<string> {
    const token = await signIn(creatorEmail);
    const uploads = async <T>(url: string, init: { method?: string; body?: unknown } = {}) => {
      const response = await fetch(`${server.base}/api/uploads${url}`, {
        method: init.method ?? 'GET',
        headers: {
          ...bearer(token),
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    };
    const size = (await stat(file)).size;
    const partCount = Math.ceil(size / PART_BYTES);
    const { uploadId, key } = await uploads<{ uploadId: string; key: string }>('', {
      method: 'POST',
      body: { fileName: path.basename(file), contentType: 'video/mp4', size },
    });
    await using handle = await open(file, 'r');
    const parts: { PartNumber: number; ETag: string }[] = [];
    let next = 1;
    await Promise.all(
      Array.from({ length: PARALLEL_PARTS }, async () => {
        for (let part = next++; part <= partCount; part = next++) {
          const offset = (part - 1) * PART_BYTES;
          const bytes = Buffer.alloc(Math.min(PART_BYTES, size - offset));
          await handle.read(bytes, 0, bytes.length, offset);
          const { url } = await uploads<{ url: string }>(`/${encodeURIComponent(uploadId)}/parts/${part}`);
          // The signed URL may point at the store or at the node; relative ones at the node.
          const put = await fetch(new URL(url, server.base), { method: 'PUT', body: bytes });
          if (!put.ok) throw new Error(`part ${part}: ${put.status} ${await put.text()}`);
          await put.arrayBuffer();
          const etag = put.headers.get('etag');
          if (!etag) throw new Error(`part ${part}: no ETag in the answer`);
          parts.push({ PartNumber: part, ETag: etag });
        }
      }),
    );
    parts.sort((a, b) => a.PartNumber - b.PartNumber);
    const completed = await uploads<{ key?: string }>(`/${encodeURIComponent(uploadId)}/complete`, {
      method: 'POST',
      body: { parts },
    });
    const created = await graphql<{ createVideo: { id: string } }>(
      bearer(token),
      `mutation CreateVideo($input: CreateVideoInput!) { createVideo(input: $input) { id } }`,
      {
        input: {
          title,
          description: 'bench:pipeline',
          category: 'Business',
          tags: [],
          videoUrl: completed.key ?? key,
        },
      },
    );
    return created.createVideo.id;
  }

  /** Polls the video as its creator until it is ready; answers the milliseconds from `since`. */
  async function untilReady(id: string, since: number, timeoutMs: number, onPoll?: () => Promise<void>) {
    let token = await signIn(creatorEmail);
    let signedInAt = Date.now();
    const deadline = since + timeoutMs;
    for (;;) {
      if (Date.now() - signedInAt > 10 * 60_000) {
        token = await signIn(creatorEmail);
        signedInAt = Date.now();
      }
      const { getVideo } = await graphql<{
        getVideo: { processingStatus: string; processingError: string | null } | null;
      }>(bearer(token), `query ($id: ID!) { getVideo(id: $id) { processingStatus processingError } }`, {
        id,
      });
      if (getVideo?.processingStatus === 'ready') return performance.now() - since;
      if (getVideo?.processingStatus === 'failed')
        throw new Error(`processing failed: ${getVideo.processingError}`);
      if (!worker.alive()) throw new Error(`the worker exited:\n${worker.output()}`);
      if (performance.now() > deadline) {
        throw new Error(`not ready after ${seconds(timeoutMs)} (${getVideo?.processingStatus})`);
      }
      await onPoll?.();
      await sleep(POLL_MS);
    }
  }

  // The approval as the admin dashboard sends it (UpdateVideo with the dashboard's fields), timed.
  const ADMIN_VIDEO_FIELDS = `id title category uploadDate source creatorId creatorEmail
    creatorProfile { id name avatarUrl } isApproved isFeatured isTrending adminNotes updatedAt
    processingStatus products { _id } source sourceId videoUrl processedUrl thumbnailUrl fallbackThumbnailUrl`;
  async function approvalMs(id: string): Promise<number> {
    const token = await signIn(adminEmail);
    const started = performance.now();
    const { updateVideo } = await graphql<{ updateVideo: { isApproved: boolean } }>(
      bearer(token),
      `mutation UpdateVideo($input: UpdateVideoInput!) { updateVideo(input: $input) { ${ADMIN_VIDEO_FIELDS} } }`,
      { input: { id, isApproved: true } },
    );
    const elapsed = performance.now() - started;
    if (!updateVideo.isApproved) throw new Error('the approval did not take');
    return elapsed;
  }

  /**
   * From now until an anonymous reader gets the master playlist's URL from the API and the
   * master, its first variant and that variant's first segment each answer 200. Milliseconds,
   * or undefined after PLAYABLE_TIMEOUT_MS.
   */
  async function untilPlayableMs(id: string): Promise<{ ms?: number; last: string }> {
    const started = performance.now();
    let last = 'no answer yet';
    const firstUri = (playlist: string) =>
      playlist.split('\n').find((line) => line.trim() && !line.startsWith('#'));
    while (performance.now() - started < PLAYABLE_TIMEOUT_MS) {
      const step = async (): Promise<string | undefined> => {
        const { getVideo } = await graphql<{ getVideo: { processedUrl: string | null } | null }>(
          anonymous,
          `query ($id: ID!) { getVideo(id: $id) { processedUrl } }`,
          { id },
        );
        if (!getVideo?.processedUrl) return getVideo ? 'no processedUrl' : 'the video is not visible';
        const master = new URL(getVideo.processedUrl, server.base);
        const masterAnswer = await fetch(master);
        const masterText = await masterAnswer.text();
        if (masterAnswer.status !== 200) return `master playlist ${masterAnswer.status}`;
        const variantUri = firstUri(masterText);
        if (!variantUri) return 'no variant in the master playlist';
        const variant = new URL(variantUri.trim(), master);
        const variantAnswer = await fetch(variant);
        const variantText = await variantAnswer.text();
        if (variantAnswer.status !== 200) return `variant playlist ${variantAnswer.status}`;
        const segmentUri = firstUri(variantText);
        if (!segmentUri) return 'no segment in the variant playlist';
        const segmentAnswer = await fetch(new URL(segmentUri.trim(), variant));
        await segmentAnswer.arrayBuffer();
        if (segmentAnswer.status !== 200) return `segment ${segmentAnswer.status}`;
        return undefined;
      };
      const failure = await step().catch((error: Error) => error.message);
      if (failure === undefined) return { ms: performance.now() - started, last: 'playable' };
      last = failure;
      await sleep(POLL_MS);
    }
    return { last };
  }

  // 1. The baseline, with the node and the worker started and idle.
  const baselineMs = await handWrittenMs(mainClip, path.join(work, 'by-hand'));
  await rm(path.join(work, 'by-hand'), { recursive: true, force: true });
  console.log(`hand-written ffmpeg (${MAIN_SECONDS} s clip):      ${seconds(baselineMs)}`);

  // 2. The long clip through the product, the worker's memory sampled meanwhile.
  const uploadStarted = performance.now();
  const mainId = await upload(mainClip, `Pipeline bench ${MAIN_SECONDS} s`);
  const uploaded = performance.now();
  console.log(`upload through the multipart API:   ${seconds(uploaded - uploadStarted)}`);
  let ffmpegPeakKb = 0;
  let sampledPeakKb = 0;
  const sample = async () => {
    sampledPeakKb = Math.max(sampledPeakKb, (await statusOf(worker.pid)).rss);
    const below = await descendants(worker.pid);
    const sizes = await Promise.all(below.map(async (pid) => (await statusOf(pid)).rss));
    ffmpegPeakKb = Math.max(
      ffmpegPeakKb,
      sizes.reduce((sum, kb) => sum + kb, 0),
    );
  };
  const processingMs = await untilReady(mainId, uploaded, Math.max(600_000, baselineMs * 5), sample);
  const workerPeakKb = Math.max((await statusOf(worker.pid)).hwm, sampledPeakKb);
  const ratio = processingMs / baselineMs;
  console.log(`createVideo -> ready (worker):      ${seconds(processingMs)}`);
  console.log(`processing ratio ${ratio.toFixed(3)} (goal <= 1.15)`);
  console.log(
    `worker peak RSS ${MiB(workerPeakKb).toFixed(0)} MiB (goal <= 300 MiB; ${MiB(idle.rss).toFixed(0)} MiB idle after start, ${MiB(idle.anon).toFixed(0)} MiB of it anonymous; its ffmpeg peaked at ${MiB(ffmpegPeakKb).toFixed(0)} MiB besides)`,
  );

  // 3. The short clip, processed too.
  const shortUploaded = performance.now();
  const shortId = await upload(shortClip, `Pipeline bench ${SHORT_SECONDS} s`);
  const shortMs = await untilReady(shortId, shortUploaded, Math.max(600_000, baselineMs * 5));
  console.log(`short clip (${SHORT_SECONDS} s) upload -> ready:      ${seconds(shortMs)}`);

  // 4. Approval of each, and the time until an anonymous reader can play it.
  const results: { name: string; approval: number; playable?: number }[] = [];
  for (const [name, id] of [
    [`${SHORT_SECONDS} s video`, shortId],
    [`${MAIN_SECONDS} s video`, mainId],
  ] as const) {
    const approval = await approvalMs(id);
    const playable = await untilPlayableMs(id);
    results.push({ name, approval, playable: playable.ms });
    console.log(`approval of the ${name}: ${approval.toFixed(0)} ms (goal <= 200 ms)`);
    console.log(
      playable.ms === undefined
        ? `approval -> playable for anonymous readers (${name}): not within ${seconds(PLAYABLE_TIMEOUT_MS)} (${playable.last})`
        : `approval -> playable for anonymous readers (${name}): ${(playable.ms / 1000).toFixed(2)} s (goal <= 5 s)`,
    );
  }
  if (results.some((result) => result.playable === undefined)) process.exitCode = 1;
  const [short, long] = results;
  const playableText = (ms?: number) => (ms === undefined ? 'never' : `${(ms / 1000).toFixed(2)} s`);
  console.log(
    `pipeline: processing ratio ${ratio.toFixed(3)} (goal <= 1.15), worker peak ${MiB(workerPeakKb).toFixed(0)} MiB (<= 300), approval ${short?.approval.toFixed(0)}/${long?.approval.toFixed(0)} ms (<= 200), playable after ${playableText(short?.playable)}/${playableText(long?.playable)} (<= 5 s)`,
  );
} catch (error) {
  process.exitCode = 1;
  // After Ctrl-C, what failed did so because it was stopped.
  if (!cleaning) console.error(error instanceof Error ? error.message : error);
} finally {
  await cleanUp();
}
