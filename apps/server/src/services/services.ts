import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createSocialProviders } from '../identity/social-providers.ts';
import { hourly } from '../jobs/job-queue.ts';
import type { Secrets } from '../secrets.ts';
import { createActorResolver } from './actors.ts';
import { createAdminServices } from './admin/admin-services.ts';
import { createSiteSettings } from './admin/site-settings.ts';
import { createAnalyticsService } from './analytics/analytics-service.ts';
import { createBackupService } from './backups/backup-service.ts';
import { createCaptionService } from './captions/caption-service.ts';
import { createBoardService } from './community/board-service.ts';
import { createCommentService } from './community/comment-service.ts';
import { createPostService } from './community/post-service.ts';
import { removeStaleSightings } from './identity/account-addresses.ts';
import { createAccountServices } from './identity/account-services.ts';
import { createIdentityService } from './identity/identity-service.ts';
import { relyingPartyOf } from './identity/passkeys.ts';
import { createSocialSignIn } from './identity/social-sign-in.ts';
import { createLibraryService } from './library/library-service.ts';
import { createAuditLog } from './moderation/audit-log.ts';
import { createBlockedTerms } from './moderation/blocked-terms.ts';
import { createModerationQueue } from './moderation/moderation-queue.ts';
import { createModerationService } from './moderation/moderation-service.ts';
import { createReportService } from './moderation/report-service.ts';
import { createSystemReports } from './moderation/system-reports.ts';
import { createTargetVisibility } from './moderation/target-visibility.ts';
import { createNotifications } from './notifications/notifications.ts';
import { createPlatform } from './platform.ts';
import { createThemePreferences } from './preferences/theme-preferences.ts';
import { createCreatorService } from './profiles/creator-service.ts';
import { createProfileService } from './profiles/profile-service.ts';
import { createShopServices } from './shop/shop-services.ts';
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
import { createVideoThumbnails } from './videos/video-thumbnails.ts';
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
  const { storage, localDiskStorage, mailer, listener, events, caches, changes, actors, jobs, media } =
    createPlatform(deps);
  // The admins' site settings, read by sign-up, profiles, uploads and reports (ADR 0035).
  const siteSettings = createSiteSettings({ ...deps, listener, secret: deps.secrets.authSecret });
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
    newAccountLevel: async () => (await siteSettings.inForce()).newAccountLevel,
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
    relyingParty: relyingPartyOf(deps.config.publicUrl),
    admitSignUp: siteSettings.admitSignUp,
  });
  const { cartClaims, orders, shop, catalogue } = createShopServices({
    ...deps,
    mailer,
    storage,
    changes,
    notify,
  });
  const videos = createVideoService({
    db: deps.db,
    notify,
    changes,
    caches,
    jobs,
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
    holdThreshold: async () => (await siteSettings.inForce()).reportHoldThreshold,
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
  const uploads = createUploadService({
    db: deps.db,
    storage,
    maxUploadBytes: deps.config.maxUploadBytes,
    quota: siteSettings.inForce,
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
  const account = createAccountServices({ ...deps, mailer, jobs, storage, actors });
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
    // Reset, password and e-mail changes, devices, "Download my data" (issue 22, ADR 0031).
    ...account,
    socialSignIn: createSocialSignIn({
      db: deps.db,
      authSecret: deps.secrets.authSecret,
      identity,
      admitSignUp: siteSettings.admitSignUp,
      providers: createSocialProviders(deps.config.social, deps.config.publicUrl),
    }),
    themePreferences: createThemePreferences({ db: deps.db }),
    media,
    videos,
    videoMedia,
    videoVotes,
    videoProducts,
    // Watch reports, their rollups and the studio's figures (issue 26, ADR 0037).
    analytics: createAnalyticsService({
      ...deps,
      videos,
      jobs,
      viewerSecret: deps.secrets.authSecret,
      reportsPerSecond: deps.config.watchReportsPerSecond,
    }),
    // Captions per video and language, and search in their text (ADR 0036).
    captions: createCaptionService({ db: deps.db, storage, changes, videos }),
    thumbnails: createVideoThumbnails({ db: deps.db, storage, changes, videos }), // ADR 0040
    shorts: createShortsFeed({ db: deps.db }),
    library: createLibraryService({ db: deps.db, videos, changes }),
    followingFeed: createFollowingFeed({ db: deps.db }),
    notInterested: createNotInterested({ db: deps.db, getVideo: videos.get }),
    creators,
    externalVideos,
    shop,
    catalogue,
    orders,
    uploads,
    jobs,
    processing,
    videoRemoval,
    videoCreation,
    notifications,
    posts,
    comments,
    board: createBoardService({ db: deps.db }),
    reports,
    moderation,
    moderationQueue: createModerationQueue({ db: deps.db }),
    auditLog: createAuditLog({ db: deps.db }),
    siteSettings,
    ...createAdminServices({
      ...deps,
      jobs,
      zipFor: account.dataExport.zipFor,
      storage,
      moderation,
      identity,
      videoRemoval,
      comments,
      posts,
      actors,
      changes,
    }),
    blockedTerms,
    backups: createBackupService({ ...deps, jobs }), // `reelboard backup` and the scheduled ones
  };
}

export type Services = ReturnType<typeof createServices>;
