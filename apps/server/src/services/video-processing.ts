import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq, ne, sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import type { Database } from '../db/client.ts';
import { videoProcessingAttempts } from '../db/upload-schema.ts';
import { videos } from '../db/video-schema.ts';
import type { Media } from '../media/ffmpeg.ts';
import { ladderFor, masterPlaylist, transcodeArgs } from '../media/transcode.ts';
import type { EventBus } from '../realtime/event-bus.ts';
import type { Storage } from '../storage/storage.ts';

const QUEUE = 'video-processing';
const CLEANUP_QUEUE = 'upload-cleanup';
const THROTTLE_CLEANUP_QUEUE = 'auth-throttle-cleanup';

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
};

export type ProcessingOptions = {
  /** Temporary files live here, one folder per attempt, removed whatever happens. */
  workDir: string;
  /** ffmpeg is killed after this long. */
  timeoutMs: number;
  /** Retries after the first try; the last failure marks the video failed. */
  retryLimit: number;
  /** A job whose worker stops answering is handed to another worker after this long (>= 10). */
  heartbeatSeconds: number;
  /** How often pg-boss looks for jobs whose worker went away. */
  superviseIntervalSeconds: number;
};

/** Copies a stored object to a local file: ffmpeg and ffprobe read local files only. */
export async function copyToFile(storage: Storage, key: string, file: string): Promise<void> {
  const found = await storage.get(key);
  if (!found) throw new Error(`stored object ${key} is missing`);
  await pipeline(found.body, createWriteStream(file, { flags: 'wx' }));
}

// Processing of uploaded videos on a durable job queue in PostgreSQL (pg-boss, ADR 0010):
// a queued or running job survives a restart of every process. Each attempt works in a
// temporary folder, uploads its outputs under a prefix of its own and publishes them with
// one UPDATE at the end, so a killed attempt leaves nothing half-published.
export function createVideoProcessing(deps: {
  db: Database;
  storage: Storage;
  media: Media;
  events: EventBus;
  options: ProcessingOptions;
  /** Removes abandoned uploads; run hourly by the queue's scheduler. */
  removeAbandonedUploads: () => Promise<number>;
  /** Removes sign-in and resend throttle rows that no longer decide anything; run hourly too. */
  removeExpiredThrottles: () => Promise<number>;
  log?: (message: string) => void;
}) {
  const { db, storage, media, options } = deps;
  const log = deps.log ?? (() => {});
  const pool = deps.db.$client;
  let boss: PgBoss | undefined;
  let starting: Promise<PgBoss> | undefined;
  const running = new Set<AbortController>();

  function started(): Promise<PgBoss> {
    starting ??= (async () => {
      const instance = new PgBoss({
        connectionString: (pool.options as { connectionString: string }).connectionString,
        max: 4,
        superviseIntervalSeconds: options.superviseIntervalSeconds,
      });
      instance.on('error', (error: Error) => log(`job queue: ${error.message}`));
      await instance.start();
      await instance.createQueue(QUEUE, {
        retryLimit: options.retryLimit,
        retryDelay: 5,
        heartbeatSeconds: options.heartbeatSeconds,
        expireInSeconds: Math.ceil(options.timeoutMs / 1000) + 600,
      });
      await instance.createQueue(CLEANUP_QUEUE, { retryLimit: 0 });
      await instance.createQueue(THROTTLE_CLEANUP_QUEUE, { retryLimit: 0 });
      boss = instance;
      return instance;
    })();
    return starting;
  }

  const publish = (videoId: string) => deps.events.pubSub.publish('video.updated', { videoId });

  async function setStatus(videoId: string, status: 'processing' | 'failed', error: string | null) {
    await db
      .update(videos)
      .set({ processingStatus: status, processingError: error, updatedAt: new Date() })
      .where(and(eq(videos.id, videoId), ne(videos.processingStatus, 'ready')));
    publish(videoId);
  }

  async function deleteKeys(keys: string[]) {
    for (const key of keys) await storage.delete(key);
  }

  /** One attempt at one video. Answers without doing anything when it is already ready. */
  async function processVideo(videoId: string, signal: AbortSignal): Promise<void> {
    const [video] = await db.select().from(videos).where(eq(videos.id, videoId));
    if (!video || video.processingStatus === 'ready' || !video.creatorId) return;
    const base = `public/videos/${video.creatorId}/${video.id}/`;
    const rows = await db.execute<{ attempt: number }>(sql`
      insert into ${videoProcessingAttempts} (video_id, attempt, prefix)
      select ${video.id}, n, ${base} || n || '/'
      from (select coalesce(max(attempt), 0) + 1 as n from ${videoProcessingAttempts} where video_id = ${video.id}) next
      returning attempt`);
    const attempt = Number(rows.rows[0]?.attempt);
    const prefix = `${base}${attempt}/`;
    await setStatus(video.id, 'processing', null);

    await mkdir(options.workDir, { recursive: true });
    const work = await mkdtemp(path.join(options.workDir, `job-${attempt}-`));
    try {
      const source = path.join(work, 'source');
      await copyToFile(storage, video.videoUrl, source);
      const probe = await media.probe(source, { timeoutMs: 60_000 });
      if (!probe.hasVideo || !probe.width || !probe.height)
        throw new ProcessingError('The file has no video.');
      const out = path.join(work, 'out');
      const ladder = ladderFor(probe.width, probe.height);
      for (const rung of ladder) await mkdir(path.join(out, 'hls', rung.name), { recursive: true });
      await media.ffmpeg([...media.input(source), ...transcodeArgs(probe, out)], {
        timeoutMs: options.timeoutMs,
        signal,
      });
      await writeFile(path.join(out, 'master.m3u8'), masterPlaylist(ladder, probe.hasAudio));

      const files = await listFiles(out);
      const keys = files.map((file) => `${prefix}${file}`);
      // Recorded before uploading, so that the outputs of an attempt that dies are found.
      await db
        .update(videoProcessingAttempts)
        .set({ keys })
        .where(
          and(eq(videoProcessingAttempts.videoId, video.id), eq(videoProcessingAttempts.attempt, attempt)),
        );
      for (const file of files) {
        signal.throwIfAborted();
        const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
        await storage.put(`${prefix}${file}`, await readFile(path.join(out, file)), type);
      }
      signal.throwIfAborted();

      // The one moment of publication: only the newest attempt of a video not yet ready.
      const published = await db
        .update(videos)
        .set({
          processedUrl: `${prefix}master.m3u8`,
          thumbnailUrl: `${prefix}thumbnail.jpg`,
          videoUrl: `${prefix}video.mp4`,
          processingStatus: 'ready',
          processingError: null,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(videos.id, video.id),
            ne(videos.processingStatus, 'ready'),
            sql`${attempt} = (select max(attempt) from ${videoProcessingAttempts} where video_id = ${video.id})`,
          ),
        )
        .returning({ id: videos.id });
      if (published.length === 0) {
        await deleteKeys(keys);
        return;
      }
      publish(video.id);
      // The original upload and the outputs of earlier attempts are no longer needed.
      await storage.delete(video.videoUrl);
      await removeStaleAttempts(video.id, attempt);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  async function removeStaleAttempts(videoId: string, keep: number) {
    const stale = await db
      .select()
      .from(videoProcessingAttempts)
      .where(and(eq(videoProcessingAttempts.videoId, videoId), ne(videoProcessingAttempts.attempt, keep)));
    for (const row of stale) {
      await deleteKeys(row.keys);
      await db
        .delete(videoProcessingAttempts)
        .where(
          and(eq(videoProcessingAttempts.videoId, videoId), eq(videoProcessingAttempts.attempt, row.attempt)),
        );
    }
  }

  return {
    processVideo,

    /** Queues processing; one queued job per video. */
    async enqueue(videoId: string): Promise<void> {
      await (await started()).send(QUEUE, { videoId }, { singletonKey: videoId });
    },

    /**
     * Runs jobs in this process until stop(); also removes abandoned uploads and expired
     * throttles every hour.
     */
    async startWorker(): Promise<void> {
      const instance = await started();
      await instance.work<{ videoId: string }>(QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => {
        if (!job) return;
        const controller = new AbortController();
        running.add(controller);
        const signal = AbortSignal.any([controller.signal, job.signal]);
        try {
          await processVideo(job.data.videoId, signal);
        } catch (error) {
          if (signal.aborted) throw error;
          const last = job.retryCount >= options.retryLimit;
          log(`processing video ${job.data.videoId} failed: ${(error as Error).message}`);
          if (last) await setStatus(job.data.videoId, 'failed', failureText(error));
          throw error;
        } finally {
          running.delete(controller);
        }
      });
      await instance.schedule(CLEANUP_QUEUE, '17 * * * *');
      await instance.work(CLEANUP_QUEUE, async () => {
        const removed = await deps.removeAbandonedUploads();
        if (removed > 0) log(`removed ${removed} abandoned uploads`);
      });
      // A schedule is kept in the database: one job an hour for the cluster, whichever
      // worker takes it.
      await instance.schedule(THROTTLE_CLEANUP_QUEUE, '41 * * * *');
      await instance.work(THROTTLE_CLEANUP_QUEUE, async () => {
        const removed = await deps.removeExpiredThrottles();
        if (removed > 0) log(`removed ${removed} expired sign-in and resend throttles`);
      });
    },

    /**
     * Stops the queue. Running jobs are stopped too (their ffmpeg killed, their temporary
     * files removed); the queue hands them to a worker again later.
     */
    async stop(): Promise<void> {
      if (!starting) return;
      const instance = await starting.catch(() => undefined);
      for (const controller of running) controller.abort();
      await instance?.stop({ graceful: true, timeout: 5000 });
      boss = undefined;
      starting = undefined;
    },

    /** The job's state in the queue, for tests and operators. */
    async jobStates(videoId: string): Promise<string[]> {
      const instance = boss ?? (await started());
      const jobs = await instance.findJobs(QUEUE, { key: videoId });
      return jobs.map((job) => job.state);
    },
  };
}

class ProcessingError extends Error {}

// The reason shown to the creator: ours, or a plain sentence instead of ffmpeg's output
// (which names temporary paths).
function failureText(error: unknown): string {
  if (error instanceof ProcessingError) return error.message;
  if (error instanceof Error && error.message.includes('timed out')) return 'Processing took too long.';
  return 'The video could not be processed.';
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? listFiles(dir, `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
    ),
  );
  return nested.flat().sort();
}
