import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createIdentityService } from '../identity/identity-service.ts';
import { removeExpiredThrottles } from '../identity/throttles.ts';
import { createMailer } from '../mail/mailer.ts';
import { createMediaTools } from '../media/ffmpeg.ts';
import { createPaymentProvider } from '../payments/create-provider.ts';
import { createEventBus } from '../realtime/event-bus.ts';
import type { Secrets } from '../secrets.ts';
import { createLocalDiskStorage } from '../storage/local-disk-storage.ts';
import { createBoardService } from './board-service.ts';
import { createCommentService } from './comment-service.ts';
import { createCreatorService } from './creator-service.ts';
import { createExternalVideoFeed } from './external-videos.ts';
import { createPostService } from './post-service.ts';
import { createProfileService } from './profile-service.ts';
import { createShopService } from './shop-service.ts';
import { createUploadService } from './upload-service.ts';
import { createVideoCreation } from './video-creation.ts';
import { createVideoProcessing, type ProcessingOptions } from './video-processing.ts';
import { createVideoService } from './video-service.ts';

// The one place where services are wired together. Routes and resolvers receive this
// object and call into it; they hold no rules of their own.
export function createServices(deps: {
  config: Config;
  secrets: Secrets;
  db: Database;
  /** Tests shorten the job queue's waits. */
  processingOptions?: Partial<ProcessingOptions>;
}) {
  const storage = createLocalDiskStorage({
    rootDir: `${deps.config.dataDir}/storage`,
    publicUrl: deps.config.publicUrl,
    secret: deps.secrets.storageSecret,
  });
  const mailer = createMailer({
    dataDir: deps.config.dataDir,
    smtpUrl: deps.config.smtpUrl,
    from: deps.config.mailFrom,
  });
  const events = createEventBus(deps.db.$client);
  const profiles = createProfileService(deps.db, events);
  const identity = createIdentityService({
    db: deps.db,
    mailer,
    profiles,
    storage,
    authSecret: deps.secrets.authSecret,
    accessTokenTtlSeconds: deps.config.accessTokenTtlSeconds,
    refreshTokenTtlDays: deps.config.refreshTokenTtlDays,
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
  });
  const videos = createVideoService({ db: deps.db, events, viewerSecret: deps.secrets.authSecret });
  const creators = createCreatorService(deps.db, profiles);
  const externalVideos = createExternalVideoFeed({
    db: deps.db,
    url: deps.config.externalVideosUrl,
    refreshSeconds: deps.config.externalVideosRefreshSeconds,
    onChange: videos.forgetFeed,
  });
  const posts = createPostService({ db: deps.db, storage });
  const comments = createCommentService({
    db: deps.db,
    events,
    canSeeVideo: async (viewer, videoId) => (await videos.get(viewer, videoId)) !== undefined,
    visitorSecret: deps.secrets.authSecret,
  });
  const board = createBoardService({ db: deps.db });
  const uploads = createUploadService({
    db: deps.db,
    storage,
    levelOf: (userId) => profiles.levelOf(userId),
    maxUploadBytes: deps.config.maxUploadBytes,
  });
  const workDir = `${deps.config.dataDir}/processing`;
  const processing = createVideoProcessing({
    db: deps.db,
    storage,
    media,
    events,
    options: {
      workDir,
      timeoutMs: 60 * 60 * 1000,
      retryLimit: 2,
      heartbeatSeconds: 30,
      superviseIntervalSeconds: 60,
      ...deps.processingOptions,
    },
    removeAbandonedUploads: uploads.removeAbandoned,
    removeExpiredThrottles: () => removeExpiredThrottles(deps.db),
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
  return {
    storage,
    mailer,
    events,
    profiles,
    identity,
    media,
    videos,
    creators,
    externalVideos,
    shop,
    uploads,
    processing,
    videoCreation,
    posts,
    comments,
    board,
  };
}

export type Services = ReturnType<typeof createServices>;
