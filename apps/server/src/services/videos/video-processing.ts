import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { videoProcessingAttempts } from '../../db/upload-schema.ts';
import { videos } from '../../db/video-schema.ts';
import { inBatches } from '../../jobs/in-batches.ts';
import type { JobKind, JobQueue } from '../../jobs/job-queue.ts';
import type { Media, ProbeResult } from '../../media/ffmpeg.ts';
import { candidateFiles } from '../../media/thumbnail-frames.ts';
import { ladderFor, masterPlaylist, transcodeArgs } from '../../media/transcode.ts';
import type { Changes } from '../../realtime/changes.ts';
import type { Storage } from '../../storage/storage.ts';
import type { NotificationTriggers } from '../notifications/notification-triggers.ts';
import { failureText, ProcessingError } from './processing-failure.ts';
import { recordCandidates } from './thumbnail-candidates.ts';
import { copyToFile, listFiles, outputContentType } from './work-files.ts';

const QUEUE = 'video-processing';
const GAVE_UP_REASON =
  'Processing stopped before it could finish, several times. Please upload the video again.';
// Outputs go to storage several at a time: enough to hide each request's latency on S3,
// few enough that a worker's memory stays bounded (each stream buffers a part or two).
const UPLOAD_CONCURRENCY = 4;

export type ProcessingOptions = {
  /** Temporary files live here, one folder per attempt, removed whatever happens. */
  workDir: string;
  /** ffmpeg is killed after this long. */
  timeoutMs: number;
  /** Retries after the first try; the last failure marks the video failed. */
  retryLimit: number;
  /** A job whose worker stops answering is handed to another worker after this long (>= 10). */
  heartbeatSeconds: number;
};

// Processing of uploaded videos as jobs on the application's queue (jobs/job-queue.ts,
// ADR 0012): each attempt works in a temporary folder, streams its outputs under a prefix
// of its own and publishes them with one UPDATE at the end, so a killed attempt leaves
// nothing half-published. Its outputs are recorded before they are uploaded, so that the
// outputs of an attempt that dies are found and removed (by a later attempt, when the
// video gives up, or by the hourly clean-up).
export function createVideoProcessing(deps: {
  db: Database;
  /** Tells people what happened to them (issue 24). */
  notify?: Pick<NotificationTriggers, 'processingFailed'>;
  storage: Storage;
  media: Media;
  /** A video an admin approved early can be in cached answers: its change is announced. */
  changes: Changes;
  jobs: JobQueue;
  options: ProcessingOptions;
  log?: (message: string) => void;
}) {
  const { db, storage, media, options } = deps;
  const log = deps.log ?? (() => {});

  const publish = (videoId: string) =>
    deps.changes.made({ scopes: ['catalogue'], events: [['video.updated', { videoId }]] });

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
    const [failed] = await db
      .update(videos)
      .set({
        processingStatus: 'failed',
        processingError: sql`coalesce(${videos.processingError}, ${GAVE_UP_REASON})`,
        updatedAt: new Date(),
      })
      .where(and(eq(videos.id, videoId), ne(videos.processingStatus, 'ready')))
      .returning({ creatorId: videos.creatorId, reason: videos.processingError });
    log(`gave up processing video ${videoId}`);
    if (failed)
      await deps.notify?.processingFailed(videoId, failed.creatorId, failed.reason ?? GAVE_UP_REASON);
    await publish(videoId);
    await removeStaleAttempts(videoId);
  }

  async function deleteKeys(keys: string[]) {
    await inBatches(keys, UPLOAD_CONCURRENCY, (key) => storage.delete(key));
  }

  /** Streams each output file to storage, a few at a time; never reads one whole into memory. */
  async function uploadOutputs(dir: string, files: string[], prefix: string, signal: AbortSignal) {
    await inBatches(files, UPLOAD_CONCURRENCY, async (file) => {
      signal.throwIfAborted();
      const local = path.join(dir, file);
      const { size } = await stat(local);
      await storage.put(`${prefix}${file}`, createReadStream(local), outputContentType(file), { size });
    });
    signal.throwIfAborted();
  }

  /**
   * One attempt at one video. Answers without doing anything when it is already ready.
   * `measured` is what createVideo's ffprobe found: the source is probed once.
   */
  async function processVideo(videoId: string, signal: AbortSignal, measured?: ProbeResult): Promise<void> {
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
      const probe = measured ?? (await media.probe(source, { timeoutMs: 60_000 }));
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
      await uploadOutputs(out, files, prefix, signal);

      // The one moment of publication: only the newest attempt of a video not yet ready,
      // with its candidate thumbnails (ADR 0040).
      const published = await db.transaction(async (tx) => {
        const rows = await tx
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
        if (rows.length > 0)
          await recordCandidates(tx, video.id, prefix, candidateFiles(files, probe.durationSeconds));
        return rows;
      });
      if (published.length === 0) {
        await deleteKeys(keys);
        return;
      }
      await publish(video.id);
      // The original upload and the outputs of earlier attempts are no longer needed.
      await storage.delete(video.videoUrl);
      await removeStaleAttempts(video.id, attempt);
    } finally {
      await rm(work, { recursive: true, force: true, maxRetries: 3 });
    }
  }

  /** Removes the outputs of the video's attempts other than `keep` (all without it). */
  async function removeStaleAttempts(videoId: string, keep?: number) {
    const stale = await db
      .select()
      .from(videoProcessingAttempts)
      .where(
        and(
          eq(videoProcessingAttempts.videoId, videoId),
          keep === undefined ? undefined : ne(videoProcessingAttempts.attempt, keep),
        ),
      );
    for (const row of stale) await removeAttempt(row);
  }

  async function removeAttempt(row: { videoId: string; attempt: number; keys: string[] }) {
    await deleteKeys(row.keys);
    await db
      .delete(videoProcessingAttempts)
      .where(
        and(
          eq(videoProcessingAttempts.videoId, row.videoId),
          eq(videoProcessingAttempts.attempt, row.attempt),
        ),
      );
  }

  /**
   * Outputs of attempts that can no longer publish: started longer ago than any job may run
   * (its job has ended, however), and not what the video shows. Answers how many were removed.
   */
  async function removeAbandonedAttempts(): Promise<number> {
    const longestJobMs = options.timeoutMs + 2 * 60 * 60 * 1000;
    const abandoned = await db
      .select({ row: videoProcessingAttempts })
      .from(videoProcessingAttempts)
      .innerJoin(videos, eq(videos.id, videoProcessingAttempts.videoId))
      .where(
        and(
          lt(videoProcessingAttempts.startedAt, new Date(Date.now() - longestJobMs)),
          sql`not (${videos.processingStatus} = 'ready' and starts_with(${videos.processedUrl}, ${videoProcessingAttempts.prefix}))`,
        ),
      );
    for (const { row } of abandoned) await removeAttempt(row);
    return abandoned.length;
  }

  /** The processing job: one video per job, retried; the video is failed when retries run out. */
  const processingJob: JobKind<ProcessingJobData> = {
    name: QUEUE,
    retryLimit: options.retryLimit,
    retryDelaySeconds: 5,
    heartbeatSeconds: options.heartbeatSeconds,
    expireInSeconds: Math.ceil(options.timeoutMs / 1000) + 600,
    // ffmpeg uses every core: one video at a time per worker.
    concurrency: 1,
    run: async ({ videoId, probe }, signal) => {
      try {
        await processVideo(videoId, signal, probe);
      } catch (error) {
        if (signal.aborted) throw error;
        // Kept as the reason in case this was the last try; the next try clears it.
        await recordFailure(videoId, failureText(error));
        throw error;
      }
    },
    gaveUp: ({ videoId }) => giveUp(videoId),
  };

  return {
    processVideo,
    processingJob,
    removeAbandonedAttempts,

    /** Queues processing; one queued job per video. */
    enqueue: (videoId: string, probe?: ProbeResult) =>
      deps.jobs.send(QUEUE, { videoId, probe } satisfies ProcessingJobData, { singletonKey: videoId }),

    /** The video's job states in the queue, for tests and operators. */
    jobStates: (videoId: string) => deps.jobs.jobStates(QUEUE, videoId),
  };
}

export type VideoProcessing = ReturnType<typeof createVideoProcessing>;

/** A processing job: the video, and what ffprobe measured of its upload (jobs queued before have none). */
type ProcessingJobData = { videoId: string; probe?: ProbeResult };
