import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, ne, sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import type { Database } from '../../db/client.ts';
import { videoProcessingAttempts } from '../../db/upload-schema.ts';
import { videos } from '../../db/video-schema.ts';
import type { Media } from '../../media/ffmpeg.ts';
import { ladderFor, masterPlaylist, transcodeArgs } from '../../media/transcode.ts';
import type { CacheChanges } from '../../realtime/cache-changes.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import type { Storage } from '../../storage/storage.ts';
import { failureText, ProcessingError } from './processing-failure.ts';
import type { VideoPublication } from './video-publication.ts';
import { copyToFile, listFiles, outputContentType } from './work-files.ts';

const QUEUE = 'video-processing';
// Jobs whose retries ran out, however the last attempt ended (an error, a restart, a
// killed worker whose heartbeat stopped): the video is marked failed there.
const GAVE_UP_QUEUE = 'video-processing-gave-up';
const GAVE_UP_REASON =
  'Processing stopped before it could finish, several times. Please upload the video again.';

/** A clean-up: its queue, the minute of the hour it runs at, and what it removes. */
export type HourlyJob = { queue: string; minute: number; what: string; run: () => Promise<number> };

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

// Processing of uploaded videos on a durable job queue in PostgreSQL (pg-boss, ADR 0012):
// a queued or running job survives a restart of every process. Each attempt works in a
// temporary folder, uploads its outputs under a prefix of its own and publishes them with
// one UPDATE at the end, so a killed attempt leaves nothing half-published.
export function createVideoProcessing(deps: {
  db: Database;
  storage: Storage;
  media: Media;
  events: EventBus;
  /** A video an admin approved early can be in cached answers: its change is announced. */
  caches: CacheChanges;
  /** Outputs are private until approval; an early approval publishes them once ready. */
  publication: VideoPublication;
  options: ProcessingOptions;
  /** Clean-ups run once an hour for the whole cluster, on whichever worker takes them. */
  hourlyJobs: HourlyJob[];
  log?: (message: string) => void;
}) {
  const { db, storage, media, options } = deps;
  const log = deps.log ?? (() => {});
  const pool = deps.db.$client;
  let boss: PgBoss | undefined;
  let starting: Promise<PgBoss> | undefined;
  const running = new Set<AbortController>();
  // Set on each job as it is queued: a queue keeps the policy of the process that created it.
  const jobPolicy = {
    retryLimit: options.retryLimit,
    retryDelay: 5,
    heartbeatSeconds: options.heartbeatSeconds,
    expireInSeconds: Math.ceil(options.timeoutMs / 1000) + 600,
  };

  function started(): Promise<PgBoss> {
    starting ??= (async () => {
      const instance = new PgBoss({
        connectionString: (pool.options as { connectionString: string }).connectionString,
        max: 4,
        superviseIntervalSeconds: options.superviseIntervalSeconds,
        // The monitor is what fails jobs whose worker stopped sending heartbeats.
        monitorIntervalSeconds: options.superviseIntervalSeconds,
      });
      instance.on('error', (error: Error) => log(`job queue: ${error.message}`));
      await instance.start();
      await instance.createQueue(GAVE_UP_QUEUE, { retryLimit: 5 });
      await instance.createQueue(QUEUE, { ...jobPolicy, deadLetter: GAVE_UP_QUEUE });
      // Queues created before the dead letter existed get it too.
      await instance.updateQueue(QUEUE, { deadLetter: GAVE_UP_QUEUE });
      for (const job of deps.hourlyJobs) await instance.createQueue(job.queue, { retryLimit: 0 });
      boss = instance;
      return instance;
    })();
    return starting;
  }

  const publish = async (videoId: string) => {
    deps.events.pubSub.publish('video.updated', { videoId });
    await deps.caches.changed(['catalogue']);
  };

  async function markProcessing(videoId: string) {
    await db
      .update(videos)
      .set({ processingStatus: 'processing', processingError: null, updatedAt: new Date() })
      .where(and(eq(videos.id, videoId), ne(videos.processingStatus, 'ready')));
    await publish(videoId);
  }

  async function recordFailure(videoId: string, reason: string) {
    await db
      .update(videos)
      .set({ processingError: reason })
      .where(and(eq(videos.id, videoId), ne(videos.processingStatus, 'ready')));
  }

  /** Retries ran out: failed, with the last attempt's reason or, when it died, ours. */
  async function giveUp(videoId: string) {
    await db
      .update(videos)
      .set({
        processingStatus: 'failed',
        processingError: sql`coalesce(${videos.processingError}, ${GAVE_UP_REASON})`,
        updatedAt: new Date(),
      })
      .where(and(eq(videos.id, videoId), ne(videos.processingStatus, 'ready')));
    log(`gave up processing video ${videoId}`);
    await publish(videoId);
  }

  async function deleteKeys(keys: string[]) {
    for (const key of keys) await storage.delete(key);
  }

  /** One attempt at one video. Answers without doing anything when it is already ready. */
  async function processVideo(videoId: string, signal: AbortSignal): Promise<void> {
    const [video] = await db.select().from(videos).where(eq(videos.id, videoId));
    if (!video || video.processingStatus === 'ready' || !video.creatorId) return;
    const base = `videos/${video.creatorId}/${video.id}/`;
    const rows = await db.execute<{ attempt: number }>(sql`
      insert into ${videoProcessingAttempts} (video_id, attempt, prefix)
      select ${video.id}, n, ${base} || n || '/'
      from (select coalesce(max(attempt), 0) + 1 as n from ${videoProcessingAttempts} where video_id = ${video.id}) next
      returning attempt`);
    const attempt = Number(rows.rows[0]?.attempt);
    const prefix = `${base}${attempt}/`;
    await markProcessing(video.id);

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
        const type = outputContentType(file);
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
      await deps.publication.publishIfApproved(video.id);
      await publish(video.id);
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
      await (await started()).send(QUEUE, { videoId }, { ...jobPolicy, singletonKey: videoId });
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
          log(`processing video ${job.data.videoId} failed: ${(error as Error).message}`);
          // Kept as the reason in case this was the last try; the next try clears it.
          await recordFailure(job.data.videoId, failureText(error));
          throw error;
        } finally {
          running.delete(controller);
        }
      });
      await instance.work<{ videoId: string }>(GAVE_UP_QUEUE, async ([job]) => {
        if (job) await giveUp(job.data.videoId);
      });
      // Schedules live in the database: one job an hour for the cluster, not one per worker.
      for (const job of deps.hourlyJobs) {
        await instance.schedule(job.queue, `${job.minute} * * * *`);
        await instance.work(job.queue, async () => {
          const removed = await job.run();
          if (removed > 0) log(`removed ${removed} ${job.what}`);
        });
      }
    },

    /**
     * Stops the queue. Running jobs are stopped too (their ffmpeg killed, their temporary
     * files removed); the queue hands them to a worker again later.
     */
    async stop(): Promise<void> {
      if (!starting) return;
      const instance = await starting.catch(() => undefined);
      // No new job from here on (offWork marks the workers stopping at once): one fetched
      // between the aborts below and instance.stop() would run on unaborted.
      await instance?.offWork(QUEUE, { wait: false });
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
