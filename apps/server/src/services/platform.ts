import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createJobQueue, hourly } from '../jobs/job-queue.ts';
import { createMailer } from '../mail/mailer.ts';
import { createMediaTools } from '../media/ffmpeg.ts';
import { removeExpiredRateLimits } from '../ops/rate-limiter.ts';
import { createCacheChanges } from '../realtime/cache-changes.ts';
import { createChanges } from '../realtime/changes.ts';
import { createEventBus } from '../realtime/event-bus.ts';
import { createPgListener } from '../realtime/pg-listener.ts';
import type { Secrets } from '../secrets.ts';
import { createStorage } from '../storage/create-storage.ts';
import { createActorCache } from './identity/actor-cache.ts';

/**
 * What every area is built on, made once per process: storage, mail, the LISTEN connection
 * with the events and cache changes it carries, the cache of signed-in actors, the job queue
 * and the media tools. services.ts hands these to the areas.
 */
export function createPlatform(deps: {
  config: Config;
  secrets: Secrets;
  db: Database;
  log?: (message: string) => void;
  superviseIntervalSeconds?: number;
}) {
  const { storage, localDiskStorage } = createStorage(deps.config, deps.secrets.storageSecret);
  const mailer = createMailer({
    dataDir: deps.config.dataDir,
    smtpUrl: deps.config.smtpUrl,
    from: deps.config.mailFrom,
  });
  // One LISTEN connection carries the realtime events and the cache generation (ADR 0019).
  const listener = createPgListener(deps.db.$client, deps.log);
  const events = createEventBus(listener, deps.log);
  const caches = createCacheChanges({ listener, log: deps.log });
  // Every service that writes declares here what it changed: caches, events, fresh reads.
  const changes = createChanges({ caches, events });
  const actors = createActorCache({ listener });
  // The application's job queue: each area registers its kinds, before it starts.
  const jobs = createJobQueue({
    connectionString: (deps.db.$client.options as { connectionString: string }).connectionString,
    superviseIntervalSeconds: deps.superviseIntervalSeconds ?? 60,
    log: deps.log,
  });
  // The rate limiter's own clean-up (infrastructure: every area's limits are in its table).
  jobs.register(
    hourly('rate-limit-cleanup', 53, 'expired rate limits', () => removeExpiredRateLimits(deps.db), deps.log),
  );
  const media = createMediaTools({
    ffmpegPath: deps.config.ffmpegPath,
    ffprobePath: deps.config.ffprobePath,
    sampleClipCacheDir: deps.config.sampleClipCacheDir,
  });
  return { storage, localDiskStorage, mailer, listener, events, caches, changes, actors, jobs, media };
}
