import { setTimeout } from 'node:timers/promises';
import { PgBoss } from 'pg-boss';
import { countJobs, type FailedJob, type QueueCounts, readFailedJobs } from './queue-readings.ts';

// The application's one job queue (pg-boss on the site's PostgreSQL, ADR 0012, ADR 0025):
// a queued or running job survives a restart of every process, and any worker in the
// cluster may take it. Each area describes its jobs as JobKinds from its own folder; the
// composition root registers them here. Every kind has a queue of its own and its own
// concurrency, so a long video never keeps a clean-up or a fan-out waiting.

/** What a job of one kind does, and how it is retried. */
export type JobKind<Data extends object = object> = {
  /** The queue's name: one per kind. */
  name: string;
  run: (data: Data, signal: AbortSignal) => Promise<void>;
  /** Retries after the first try (0: none). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A job whose worker stops answering is handed to another worker after this long (>= 10). */
  heartbeatSeconds?: number;
  /** A job running longer than this is failed (and retried, if it may be). */
  expireInSeconds?: number;
  /** Jobs of this kind one worker process runs at once. */
  concurrency?: number;
  /** Runs once with the job's data when its retries ran out, however the last try ended. */
  gaveUp?: (data: Data) => Promise<void>;
  /** A cron expression: the job is queued on it once for the whole cluster. */
  schedule?: string;
};

export type JobQueueOptions = {
  connectionString: string;
  /** How often pg-boss looks for jobs whose worker went away. */
  superviseIntervalSeconds: number;
  log?: (message: string) => void;
};

const gaveUpQueue = (name: string) => `${name}-gave-up`;

export function createJobQueue(options: JobQueueOptions) {
  const log = options.log ?? (() => {});
  const kinds = new Map<string, JobKind<never>>();
  /** The jobs running in this process, each with its abort and its settling. */
  const running = new Map<AbortController, Promise<void>>();
  let starting: Promise<PgBoss> | undefined;
  let working = false;

  const queueNames = () =>
    [...kinds.values()].flatMap((kind) => (kind.gaveUp ? [kind.name, gaveUpQueue(kind.name)] : [kind.name]));

  const policy = (kind: JobKind<never>) => ({
    retryLimit: kind.retryLimit ?? 0,
    retryDelay: kind.retryDelaySeconds ?? 5,
    ...(kind.heartbeatSeconds && { heartbeatSeconds: kind.heartbeatSeconds }),
    ...(kind.expireInSeconds && { expireInSeconds: kind.expireInSeconds }),
  });

  function started(): Promise<PgBoss> {
    starting ??= (async () => {
      const boss = new PgBoss({
        connectionString: options.connectionString,
        max: 4,
        superviseIntervalSeconds: options.superviseIntervalSeconds,
        // The monitor is what fails jobs whose worker stopped sending heartbeats.
        monitorIntervalSeconds: options.superviseIntervalSeconds,
      });
      boss.on('error', (error: Error) => log(`job queue: ${error.message}`));
      await boss.start();
      for (const kind of kinds.values()) await createQueues(boss, kind);
      return boss;
    })().catch((error: unknown) => {
      // A start that failed (the database not up yet) is tried again by the next caller.
      starting = undefined;
      throw error;
    });
    return starting;
  }

  async function createQueues(boss: PgBoss, kind: JobKind<never>) {
    const deadLetter = kind.gaveUp ? gaveUpQueue(kind.name) : undefined;
    if (deadLetter) await boss.createQueue(deadLetter, { retryLimit: 5 });
    await boss.createQueue(kind.name, { ...policy(kind), ...(deadLetter && { deadLetter }) });
    // A queue keeps the policy it was created with: later releases' changes are applied.
    await boss.updateQueue(kind.name, { ...policy(kind), ...(deadLetter && { deadLetter }) });
  }

  async function runOne<Data extends object>(kind: JobKind<Data>, data: Data, jobSignal: AbortSignal) {
    const controller = new AbortController();
    const signal = AbortSignal.any([controller.signal, jobSignal]);
    const done = (async () => {
      try {
        await kind.run(data, signal);
      } catch (error) {
        if (!signal.aborted) log(`job ${kind.name} failed: ${(error as Error).message}`);
        throw error;
      }
    })();
    running.set(controller, done);
    try {
      await done;
    } finally {
      running.delete(controller);
    }
  }

  async function work(boss: PgBoss, kind: JobKind<never>) {
    await boss.work<never>(
      kind.name,
      { pollingIntervalSeconds: 1, localConcurrency: kind.concurrency ?? 1 },
      async ([job]) => {
        if (job) await runOne(kind, job.data, job.signal);
      },
    );
    const gaveUp = kind.gaveUp;
    if (gaveUp) {
      await boss.work<never>(gaveUpQueue(kind.name), async ([job]) => {
        if (job) await gaveUp(job.data);
      });
    }
    // Schedules live in the database: one job per tick for the cluster, not one per worker.
    if (kind.schedule) await boss.schedule(kind.name, kind.schedule);
  }

  return {
    /** Adds a kind of job; before the queue starts. */
    register<Data extends object>(kind: JobKind<Data>): void {
      if (starting) throw new Error(`job ${kind.name} registered after the queue started`);
      if (kinds.has(kind.name)) throw new Error(`job ${kind.name} registered twice`);
      kinds.set(kind.name, kind as JobKind<never>);
    },

    /** Queues a job; with a singleton key, one queued job per key; with startAfter, not run before it. */
    async send(
      name: string,
      data: object,
      send?: { singletonKey?: string; startAfter?: Date },
    ): Promise<void> {
      const kind = kinds.get(name);
      if (!kind) throw new Error(`no job ${name} is registered`);
      // Policies are set on each job too: a job keeps the policy it was queued with.
      await (await started()).send(name, data, { ...policy(kind), ...send });
    },

    /** Runs every registered kind of job in this process until stop(). */
    async startWorker(): Promise<void> {
      const boss = await started();
      working = true;
      for (const kind of kinds.values()) await work(boss, kind);
      // A kind that a release retired leaves its schedule behind: nobody would take its jobs.
      for (const schedule of await boss.getSchedules()) {
        if (!kinds.get(schedule.name)?.schedule) await boss.unschedule(schedule.name, schedule.key);
      }
    },

    /**
     * Stops the queue. Running jobs are aborted (their ffmpeg killed, their temporary files
     * removed); the queue hands them to a worker again later.
     */
    async stop(): Promise<void> {
      if (!starting) return;
      const boss = await starting.catch(() => undefined);
      // No new job from here on (offWork marks the workers stopping at once): one fetched
      // between the aborts below and boss.stop() would run on unaborted.
      if (working) for (const name of kinds.keys()) await boss?.offWork(name, { wait: false });
      for (const controller of running.keys()) controller.abort();
      // Aborted jobs remove their temporary files before stop() answers; one that ignores
      // its signal is not waited for beyond the graceful stop's own bound.
      await Promise.race([Promise.allSettled(running.values()), setTimeout(5000, undefined, { ref: false })]);
      await boss?.stop({ graceful: true, timeout: 5000 });
      starting = undefined;
      working = false;
    },

    /** The states of the jobs of one kind with this singleton key, for tests and operators. */
    async jobStates(name: string, key: string): Promise<string[]> {
      const jobs = await (await started()).findJobs(name, { key });
      return jobs.map((job) => job.state);
    },

    /**
     * Counts per queue, each kind's and its dead-letter queue's: `fresh` counts the job
     * table now (an admin's page: pg-boss's forced getQueueStats still answers a reading up
     * to a minute old), else pg-boss's cached counts that its monitor refreshes every
     * supervise interval (a Prometheus scrape).
     */
    async queueCounts(fresh: boolean): Promise<QueueCounts[]> {
      const boss = await started();
      const names = queueNames();
      const deadLetterOf = (name: string) => names.find((kind) => gaveUpQueue(kind) === name) ?? null;
      if (!fresh) {
        return (await boss.getQueues(names)).map((queue) => ({
          name: queue.name,
          deadLetterOf: deadLetterOf(queue.name),
          waiting: queue.queuedCount,
          running: queue.activeCount,
          failed: queue.failedCount,
          total: queue.totalCount,
        }));
      }
      return countJobs(boss, names, deadLetterOf);
    },

    /** The newest failed jobs of every queue, newest first. */
    async failedJobs(limit: number): Promise<FailedJob[]> {
      return readFailedJobs(await started(), queueNames(), limit);
    },

    /** Queues a failed job again; false when it is not (or no longer) failed. */
    async retryFailed(name: string, id: string): Promise<boolean> {
      return affected(await (await started()).retry(name, id)) > 0;
    },

    /** Deletes a failed job for good; false when it is not (or no longer) failed. */
    async discardFailed(name: string, id: string): Promise<boolean> {
      const boss = await started();
      const [job] = await boss.findJobs(name, { id });
      if (job?.state !== 'failed') return false;
      return affected(await boss.deleteJob(name, id)) > 0;
    },

    /** Whether a queue is one of this application's (a kind's or its dead-letter queue). */
    isQueue: (name: string): boolean => queueNames().includes(name),

    /** The names of the registered kinds. */
    kindNames: (): string[] => [...kinds.keys()],
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;

// pg-boss 12.35 answers { jobs, requested, affected }, though its types declare no fields.
const affected = (response: object) => (response as { affected?: number }).affected ?? 0;

/** A clean-up run once an hour for the cluster, at `minute`; logs what it removed. */
export function hourly(
  name: string,
  minute: number,
  what: string,
  run: () => Promise<number>,
  log?: (message: string) => void,
): JobKind {
  return {
    name,
    schedule: `${minute} * * * *`,
    run: async () => {
      const removed = await run();
      if (removed > 0) log?.(`removed ${removed} ${what}`);
    },
  };
}
