import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createJobQueue, hourly } from '../jobs/job-queue.ts';
import { createMailer } from '../mail/mailer.ts';
import { createMediaTools } from '../media/ffmpeg.ts';
import { removeExpiredRateLimits } from '../ops/rate-limiter.ts';
import { createPaymentProvider } from '../payments/create-provider.ts';
import { createCacheChanges } from '../realtime/cache-changes.ts';
import { createChanges } from '../realtime/changes.ts';
import { createEventBus } from '../realtime/event-bus.ts';
import { createPgListener } from '../realtime/pg-listener.ts';
import type { Secrets } from '../secrets.ts';
import { createStorage } from '../storage/create-storage.ts';
import { createActorResolver } from './actors.ts';
import { createBoardService } from './community/board-service.ts';
import { createCommentService } from './community/comment-service.ts';
import { createPostService } from './community/post-service.ts';
import { removeStaleSightings } from './identity/account-addresses.ts';
import { createActorCache } from './identity/actor-cache.ts';
import { createIdentityService } from './identity/identity-service.ts';
import { createLibraryService } from './library/library-service.ts';
import { createAuditLog } from './moderation/audit-log.ts';
import { createBlockedTerms } from './moderation/blocked-terms.ts';
import { createModerationQueue } from './moderation/moderation-queue.ts';
import { createModerationService } from './moderation/moderation-service.ts';
import { createReportService } from './moderation/report-service.ts';
import { createSystemReports } from './moderation/system-reports.ts';
import { createTargetVisibility } from './moderation/target-visibility.ts';
import { createNotifications } from './notifications/notifications.ts';
import { createCreatorService } from './profiles/creator-service.ts';
import { createProfileService } from './profiles/profile-service.ts';
import { createCartClaims } from './shop/cart-claims.ts';
import { createShopService } from './shop/shop-service.ts';
import { createVideoProducts } from './shop/video-products.ts';
import { createExternalVideoFeed } from './videos/external-videos.ts';
import { createFollowingFeed } from './videos/following-feed.ts';
import { createNotInterested } from './videos/not-interested.ts';
import { createShortsFeed } from './videos/shorts-feed.ts';
import { createUploadService } from './videos/upload-service.ts';
import { createVideoCreation } from './videos/video-creation.ts';
import { registerVideoJobs } from './videos/video-jobs.ts';
import { createVideoMedia } from './videos/video-media.ts';
import { createVideoProcessing, type ProcessingOptions } from './videos/video-processing.ts';
import { createVideoRemoval } from './videos/video-removal.ts';
import { createVideoService } from './videos/video-service.ts';
import { createVideoVotes } from './videos/video-votes.ts';

// The one place where services are wired together. Routes and resolvers receive this
// object and call into it; they hold no rules of their own.
export function createServices(deps: {
  config: Config;
  secrets: Secrets;
  db: Database;
  /** Operational messages of services (JSON lines in production). */
  log?: (message: string) => void;
  /** Tests shorten the job queue's waits. */
  processingOptions?: Partial<ProcessingOptions>;
  /** How often the job queue looks for jobs whose worker went away (tests shorten it). */
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
  // The application's job queue: each area registers its kinds below, before it starts.
  const jobs = createJobQueue({
    connectionString: (deps.db.$client.options as { connectionString: string }).connectionString,
    superviseIntervalSeconds: deps.superviseIntervalSeconds ?? 60,
    log: deps.log,
  });
  const notifications = createNotifications({
    db: deps.db,
    changes,
    jobs,
    mailer,
    publicUrl: deps.config.publicUrl,
    secret: deps.secrets.authSecret,
    log: deps.log,
  });
  const notify = notifications.triggers;
  const profiles = createProfileService({
    db: deps.db,
    events,
    changes,
    storage,
    actors,
    log: (message, error) =>
      deps.log?.(`${message}: ${error instanceof Error ? error.message : String(error)}`),
  });
  const identity = createIdentityService({
    db: deps.db,
    mailer,
    profiles,
    storage,
    authSecret: deps.secrets.authSecret,
    visitorSecret: deps.secrets.authSecret,
    accessTokenTtlSeconds: deps.config.accessTokenTtlSeconds,
    refreshTokenTtlDays: deps.config.refreshTokenTtlDays,
    actors,
  });
  // Signed at a counted add to cart from a video, required at checkout to attribute the line.
  const cartClaims = createCartClaims({ secret: deps.secrets.authSecret });
  const shop = createShopService({
    db: deps.db,
    notify,
    mailer,
    provider: createPaymentProvider(deps.config, deps.db),
    deliveryFeeCents: deps.config.deliveryFeeCents,
    claims: cartClaims,
  });
  const media = createMediaTools({
    ffmpegPath: deps.config.ffmpegPath,
    ffprobePath: deps.config.ffprobePath,
    sampleClipCacheDir: deps.config.sampleClipCacheDir,
  });
  const videos = createVideoService({
    db: deps.db,
    notify,
    changes,
    caches,
    viewerSecret: deps.secrets.authSecret,
  });
  const videoMedia = createVideoMedia({
    mediaBaseUrl: `${deps.config.publicUrl}/media/`,
    keptById: videos.keptById,
  });
  const videoVotes = createVideoVotes({
    db: deps.db,
    notify,
    videos,
    changes,
    viewerSecret: deps.secrets.authSecret,
  });
  const videoProducts = createVideoProducts({
    db: deps.db,
    videos,
    changes,
    viewerSecret: deps.secrets.authSecret,
    claims: cartClaims,
  });
  const creators = createCreatorService({ db: deps.db, profiles, caches, changes, notify });
  const externalVideos = createExternalVideoFeed({
    db: deps.db,
    url: deps.config.externalVideosUrl,
    refreshSeconds: deps.config.externalVideosRefreshSeconds,
    changes,
  });
  const posts = createPostService({ db: deps.db, storage, changes, notify });
  const blockedTerms = createBlockedTerms({ db: deps.db, caches, changes });
  // Comments file system reports, and reports read comments: both are built from parts
  // made before them, so that the wiring has no cycle.
  const systemReports = createSystemReports({ db: deps.db, changes });
  const comments = createCommentService({
    db: deps.db,
    notify,
    changes,
    canSeeVideo: videos.canSee,
    blockedTerm: blockedTerms.firstMatch,
    onHeld: systemReports.fileHold,
    visitorSecret: deps.secrets.authSecret,
  });
  const reports = createReportService({
    db: deps.db,
    notify,
    changes,
    canSee: createTargetVisibility({ video: videos, post: posts, comment: comments, creator: creators }),
    visitorSecret: deps.secrets.authSecret,
    holdThreshold: deps.config.reportHoldThreshold,
  });
  const videoRemoval = createVideoRemoval({ db: deps.db, storage, jobs, log: deps.log });
  const moderation = createModerationService({
    db: deps.db,
    notify,
    changes,
    deleteComment: comments.remove,
    deletePost: posts.remove,
    deleteVideo: videoRemoval.deleteVideo,
    revokeSessions: identity.revokeAllSessions,
  });
  const board = createBoardService({ db: deps.db });
  const uploads = createUploadService({
    db: deps.db,
    storage,
    maxUploadBytes: deps.config.maxUploadBytes,
  });
  const workDir = `${deps.config.dataDir}/processing`;
  const processing = createVideoProcessing({
    db: deps.db,
    notify,
    storage,
    media,
    changes,
    jobs,
    log: deps.log,
    options: {
      workDir,
      timeoutMs: 60 * 60 * 1000,
      retryLimit: 2,
      heartbeatSeconds: 30,
      ...deps.processingOptions,
    },
  });
  registerVideoJobs(jobs, { processing, removal: videoRemoval, uploads, videos, log: deps.log });
  jobs.register(
    hourly(
      'account-address-cleanup',
      47,
      'stale account sightings',
      () => removeStaleSightings(deps.db),
      deps.log,
    ),
  );
  // The rate limiter's own clean-up (infrastructure: every area's limits are in its table).
  jobs.register(
    hourly('rate-limit-cleanup', 53, 'expired rate limits', () => removeExpiredRateLimits(deps.db), deps.log),
  );
  const videoCreation = createVideoCreation({
    db: deps.db,
    storage,
    media,
    uploads,
    changes,
    enqueue: processing.enqueue,
    workDir,
    byId: videos.byId,
  });
  const resolveActor = createActorResolver({
    authenticate: identity.authenticate,
    publicApiKey: deps.secrets.publicApiKey,
  });
  return {
    resolveActor,
    watchActors: actors.watch,
    storage,
    localDiskStorage,
    mailer,
    listener,
    events,
    caches,
    changes,
    profiles,
    identity,
    media,
    videos,
    videoMedia,
    videoVotes,
    videoProducts,
    shorts: createShortsFeed({ db: deps.db }),
    library: createLibraryService({ db: deps.db, videos, changes }),
    followingFeed: createFollowingFeed({ db: deps.db }),
    notInterested: createNotInterested({ db: deps.db, getVideo: videos.get }),
    creators,
    externalVideos,
    shop,
    uploads,
    jobs,
    processing,
    videoRemoval,
    videoCreation,
    notifications,
    posts,
    comments,
    board,
    reports,
    moderation,
    moderationQueue: createModerationQueue({ db: deps.db }),
    auditLog: createAuditLog({ db: deps.db }),
    blockedTerms,
  };
}

export type Services = ReturnType<typeof createServices>;
