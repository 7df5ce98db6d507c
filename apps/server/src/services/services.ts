import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { removeExpiredThrottles } from '../identity/throttles.ts';
import { createMailer } from '../mail/mailer.ts';
import { createMediaTools } from '../media/ffmpeg.ts';
import { removeExpiredWindows } from '../ops/rate-limit-store.ts';
import { createPaymentProvider } from '../payments/create-provider.ts';
import { createCacheChanges } from '../realtime/cache-changes.ts';
import { createEventBus } from '../realtime/event-bus.ts';
import { createPgListener } from '../realtime/pg-listener.ts';
import type { Secrets } from '../secrets.ts';
import { createStorage } from '../storage/create-storage.ts';
import { createActorResolver } from './actors.ts';
import { createBoardService } from './community/board-service.ts';
import { createCommentService } from './community/comment-service.ts';
import { createPostService } from './community/post-service.ts';
import { createActorCache } from './identity/actor-cache.ts';
import { createIdentityService } from './identity/identity-service.ts';
import { createAuditLog } from './moderation/audit-log.ts';
import { createBlockedTerms } from './moderation/blocked-terms.ts';
import { createModerationQueue } from './moderation/moderation-queue.ts';
import { createModerationService } from './moderation/moderation-service.ts';
import { createReportService } from './moderation/report-service.ts';
import { createCreatorService } from './profiles/creator-service.ts';
import { createProfileService } from './profiles/profile-service.ts';
import { createShopService } from './shop/shop-service.ts';
import { createVideoProducts } from './shop/video-products.ts';
import { createExternalVideoFeed } from './videos/external-videos.ts';
import { createShortsFeed } from './videos/shorts-feed.ts';
import { createUploadService } from './videos/upload-service.ts';
import { createVideoCreation } from './videos/video-creation.ts';
import { createVideoProcessing, type ProcessingOptions } from './videos/video-processing.ts';
import { createVideoPublication } from './videos/video-publication.ts';
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
  const actors = createActorCache({ listener });
  const profiles = createProfileService({
    db: deps.db,
    events,
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
    accessTokenTtlSeconds: deps.config.accessTokenTtlSeconds,
    refreshTokenTtlDays: deps.config.refreshTokenTtlDays,
    actors,
  });
  const shop = createShopService({
    db: deps.db,
    mailer,
    provider: createPaymentProvider(deps.config, deps.db),
    deliveryFeeCents: deps.config.deliveryFeeCents,
  });
  const media = createMediaTools({
    ffmpegPath: deps.config.ffmpegPath,
    ffprobePath: deps.config.ffprobePath,
    sampleClipCacheDir: deps.config.sampleClipCacheDir,
  });
  const publication = createVideoPublication({ db: deps.db, storage, log: deps.log });
  const videos = createVideoService({
    db: deps.db,
    events,
    caches,
    viewerSecret: deps.secrets.authSecret,
    publication,
  });
  const videoVotes = createVideoVotes({ db: deps.db, videos, viewerSecret: deps.secrets.authSecret });
  const videoProducts = createVideoProducts({ db: deps.db, videos, viewerSecret: deps.secrets.authSecret });
  const creators = createCreatorService(deps.db, profiles, caches);
  const externalVideos = createExternalVideoFeed({
    db: deps.db,
    url: deps.config.externalVideosUrl,
    refreshSeconds: deps.config.externalVideosRefreshSeconds,
    onChange: () => caches.changed(['catalogue']),
  });
  const posts = createPostService({ db: deps.db, storage });
  const blockedTerms = createBlockedTerms({ db: deps.db, caches });
  const reports = createReportService({
    db: deps.db,
    events,
    canSee: async (actor, targetType, targetId) => {
      const seen =
        targetType === 'video'
          ? videos.get(actor, targetId)
          : targetType === 'post'
            ? posts.get(actor, targetId)
            : targetType === 'comment'
              ? comments.get(actor, targetId)
              : creators.get(actor, targetId);
      return (await seen) !== undefined;
    },
    visitorSecret: deps.secrets.authSecret,
    holdThreshold: deps.config.reportHoldThreshold,
  });
  const comments = createCommentService({
    db: deps.db,
    events,
    canSeeVideo: videos.canSee,
    blockedTerm: blockedTerms.firstMatch,
    onHeld: reports.fileSystemReport,
    visitorSecret: deps.secrets.authSecret,
  });
  const moderation = createModerationService({
    db: deps.db,
    events,
    deleteComment: comments.remove,
    deletePost: posts.remove,
    revokeSessions: identity.revokeAllSessions,
    forget: (userId) => {
      videos.forgetFeed();
      if (userId) creators.forget(userId);
    },
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
    storage,
    publication,
    media,
    events,
    caches,
    options: {
      workDir,
      timeoutMs: 60 * 60 * 1000,
      retryLimit: 2,
      heartbeatSeconds: 30,
      superviseIntervalSeconds: 60,
      ...deps.processingOptions,
    },
    hourlyJobs: [
      { queue: 'upload-cleanup', minute: 17, what: 'abandoned uploads', run: uploads.removeAbandoned },
      {
        queue: 'auth-throttle-cleanup',
        minute: 41,
        what: 'expired sign-in and resend throttles',
        run: () => removeExpiredThrottles(deps.db),
      },
      { queue: 'view-record-cleanup', minute: 29, what: 'old view records', run: videos.pruneViewRecords },
      {
        queue: 'rate-limit-cleanup',
        minute: 53,
        what: 'expired request-limit windows',
        run: () => removeExpiredWindows(deps.db),
      },
    ],
  });
  const videoCreation = createVideoCreation({
    db: deps.db,
    storage,
    media,
    uploads,
    events,
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
    storage,
    localDiskStorage,
    mailer,
    listener,
    events,
    caches,
    profiles,
    identity,
    media,
    videos,
    videoVotes,
    videoProducts,
    shorts: createShortsFeed({ db: deps.db }),
    creators,
    externalVideos,
    shop,
    uploads,
    processing,
    videoCreation,
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
