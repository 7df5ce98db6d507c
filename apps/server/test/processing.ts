import { execFile, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { videos } from '../src/db/video-schema.ts';
import { createJobQueue } from '../src/jobs/job-queue.ts';
import { registerVideoJobs } from '../src/services/videos/video-jobs.ts';
import { createVideoProcessing, type ProcessingOptions } from '../src/services/videos/video-processing.ts';
import type { createTestApp } from './app.ts';

// Helpers for the processing tests: real clips made by ffmpeg, uploaded through the upload
// API as the browser does it, and turned into videos through GraphQL.
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type TestUser = { accessToken: string; userId: string };

const run = promisify(execFile);

/** A clip with a test picture and a tone, `seconds` long, as H.264 + AAC MP4. */
export async function makeTestClip(
  dir: string,
  name: string,
  size: string,
  seconds: number,
): Promise<string> {
  const file = path.join(dir, name);
  await run('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${size}:rate=25:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=duration=${seconds}`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    file,
  ]);
  return file;
}

/** Through the upload API: start, one part to the signed URL, complete; answers the key. */
export async function uploadFile(t: TestApp, user: TestUser, file: string): Promise<string> {
  const body = await readFile(file);
  const auth = { authorization: `Bearer ${user.accessToken}` };
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: auth,
    payload: { fileName: path.basename(file), contentType: 'video/mp4', size: body.length },
  });
  const { uploadId } = started.json();
  const signed = await t.app.inject({
    method: 'GET',
    url: `/api/uploads/${uploadId}/parts/1`,
    headers: auth,
  });
  const url = new URL(signed.json().url);
  // The local disk takes parts on the app itself; an S3 store at its own address.
  const etag =
    url.origin === new URL(t.config.publicUrl).origin
      ? (await t.app.inject({ method: 'PUT', url: `${url.pathname}${url.search}`, payload: body })).headers
          .etag
      : (await fetch(url, { method: 'PUT', body: new Uint8Array(body) })).headers.get('etag');
  const complete = await t.app.inject({
    method: 'POST',
    url: `/api/uploads/${uploadId}/complete`,
    headers: auth,
    payload: { parts: [{ PartNumber: 1, ETag: etag }] },
  });
  if (complete.statusCode !== 200) throw new Error(`upload failed: ${complete.body}`);
  return complete.json().key;
}

const CREATE = `mutation ($input: CreateVideoInput!) {
  createVideo(input: $input) { id duration views likes isActive isApproved source processingStatus expiryDate }
}`;

export const createVideoAs = (t: TestApp, user: TestUser | undefined, input: Record<string, unknown>) =>
  t.graphql(
    CREATE,
    { input: { title: 'My clip', category: 'Business', description: 'd', ...input } },
    user ? { token: user.accessToken } : { apiKey: t.secrets.publicApiKey },
  );

/** Polls until check answers something other than undefined. */
export async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Another video worker on the same database and storage, as a second machine would run one. */
export function secondWorker(
  t: TestApp,
  options: Omit<ProcessingOptions, 'workDir'>,
  superviseIntervalSeconds: number,
) {
  const jobs = createJobQueue({ connectionString: t.database.url, superviseIntervalSeconds });
  const processing = createVideoProcessing({
    db: t.database.db,
    storage: t.services.storage,
    media: t.services.media,
    changes: t.services.changes,
    jobs,
    options: { ...options, workDir: path.join(t.dataDir, 'processing') },
  });
  registerVideoJobs(jobs, {
    processing,
    removal: t.services.videoRemoval,
    uploads: t.services.uploads,
    videos: t.services.videos,
  });
  return { startWorker: jobs.startWorker, stop: jobs.stop, jobStates: processing.jobStates };
}

export const videoRow = async (t: TestApp, id: string) =>
  (await t.database.db.select().from(videos).where(eq(videos.id, id)))[0];

/** Waits until the video's processing reaches `status`; answers its row. */
export const videoWithStatus = (
  t: TestApp,
  id: string,
  status: (typeof videos.$inferSelect)['processingStatus'],
  timeoutMs: number,
) =>
  waitFor(async () => {
    const row = await videoRow(t, id);
    return row?.processingStatus === status ? row : undefined;
  }, timeoutMs);

/** The video's job states once none is active: pg-boss records completion just after the handler. */
export const settledJobStates = (worker: { jobStates: (videoId: string) => Promise<string[]> }, id: string) =>
  waitFor(async () => {
    const states = await worker.jobStates(id);
    return states.includes('active') ? undefined : states;
  }, 10_000);

/**
 * Pids of the child processes named `name` of process `parent` (ffmpeg under a worker);
 * with `under`, only those whose arguments name a path inside that folder. Test files share
 * their worker process (vitest.config.ts), so its children may be another file's ffmpeg.
 */
export function childProcesses(parent: number, name: string, under?: string): number[] {
  let pids: number[];
  try {
    pids = execFileSync('pgrep', ['-P', String(parent), '-x', name], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
  if (under === undefined) return pids;
  return pids.filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
        .split('\0')
        .some((arg) => arg.includes(`${under}${path.sep}`));
    } catch {
      return false; // ended meanwhile
    }
  });
}

/** A GET as a browser would send it: through the app for its own URLs, over HTTP otherwise. */
export async function getUrl(t: TestApp, url: string, headers: Record<string, string> = {}) {
  const target = new URL(url);
  if (target.origin === new URL(t.config.publicUrl).origin) {
    const answer = await t.app.inject({ method: 'GET', url: `${target.pathname}${target.search}`, headers });
    return { status: answer.statusCode, text: answer.body, header: (name: string) => answer.headers[name] };
  }
  const answer = await fetch(target, { headers });
  const text = await answer.text();
  return { status: answer.status, text, header: (name: string) => answer.headers.get(name) ?? undefined };
}

/** Follows an HLS master playlist to its first variant and that one's first segment: their statuses. */
export async function hlsChain(t: TestApp, masterUrl: string): Promise<number[]> {
  const master = await getUrl(t, masterUrl);
  const variant = master.text.split('\n').find((line) => line.endsWith('.m3u8'));
  const variantUrl = new URL(String(variant), masterUrl).toString();
  const variantAnswer = await getUrl(t, variantUrl);
  const segment = variantAnswer.text.split('\n').find((line) => /\.(ts|m4s)$/.test(line));
  const segmentAnswer = await getUrl(t, new URL(String(segment), variantUrl).toString());
  return [master.status, variantAnswer.status, segmentAnswer.status];
}

/** The names of the storage methods called while `during` runs (every method is watched). */
export async function storageCallsDuring(storage: object, during: () => Promise<unknown>): Promise<string[]> {
  const calls: string[] = [];
  const target = storage as Record<string, unknown>;
  const originals = Object.entries(target).filter(([, value]) => typeof value === 'function');
  for (const [name, original] of originals) {
    target[name] = (...args: unknown[]) => {
      calls.push(name);
      return (original as (...a: unknown[]) => unknown).apply(storage, args);
    };
  }
  try {
    await during();
  } finally {
    for (const [name, original] of originals) target[name] = original;
  }
  return calls;
}
