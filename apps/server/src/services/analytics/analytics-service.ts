import { dayOf, resolvePeriod } from '@reelboard/shared/analytics-days';
import { shareReportSchema } from '@reelboard/shared/analytics-reports';
import { isUuid } from '@reelboard/shared/ids';
import { sql } from 'drizzle-orm';
import { videoShares } from '../../db/analytics-schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError, badInput, forbidden, notFound } from '../../errors.ts';
import { hourly, type JobQueue } from '../../jobs/job-queue.ts';
import { createJobThread } from '../../jobs/job-thread.ts';
import { createRateLimiter, perMinute } from '../../ops/rate-limiter.ts';
import { type Actor, isAdmin, requireAdmin, requireUser, viewerKeyOf } from '../actors.ts';
import type { VideoService } from '../videos/video-service.ts';
import { type Analytics, type FigureScope, figuresOf } from './analytics-figures.ts';
import { creatorScope, SITE_SCOPE, videoScope } from './day-rollups.ts';
import { createRollups } from './rollups.ts';
import { studioVideoPage } from './studio-videos.ts';
import { createWatchCollector } from './watch-collector.ts';

// Viewing analytics (issue 26, ADR 0037): the player's reports in, rolled up by jobs, and
// figures out to a video's uploader, a creator for their channel, and admins for anyone.

const SHARES_PER_MINUTE = 30;

const analyticsMessages = {
  videoNotFound: 'Video not found.',
  notYours: 'Only the uploader or an admin can see these figures.',
  creatorsOnly: 'Only creators and admins have a studio.',
  shareRateLimited: 'Too many shares. Try again in a minute.',
};

type PeriodArgs = { from?: string | null; to?: string | null };

export function createAnalyticsService(deps: {
  db: Database;
  videos: Pick<VideoService, 'canSee' | 'keptIfVisible' | 'byId'>;
  viewerSecret: string;
  reportsPerSecond: number;
  jobs: JobQueue;
  log?: (message: string) => void;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const collector = createWatchCollector(deps);
  const rollups = createRollups({ db, now });
  // The minute's rollup runs in a thread of its own, on the same database (jobs/job-thread.ts).
  const rollupThread = createJobThread<void, number>(new URL('./rollup-thread.ts', import.meta.url), {
    databaseUrl: db.$client.options.connectionString,
  });
  const limiter = createRateLimiter(db, now);
  deps.jobs.register({
    name: 'watch-rollup',
    schedule: '* * * * *',
    run: async () => void (await rollupThread.run()),
  });
  deps.jobs.register(hourly('watch-event-prune', 41, 'raw watch reports', rollups.prune, deps.log));

  function period(args: PeriodArgs) {
    const resolved = resolvePeriod(args, now());
    if ('error' in resolved) throw badInput(resolved.error);
    return resolved;
  }

  /** Creators see their own; admins anyone's. creatorId omitted is the caller. */
  function creatorFor(actor: Actor, creatorId?: string | null): string {
    const user = requireUser(actor, analyticsMessages.creatorsOnly);
    if (user.level !== 'creator' && user.level !== 'admin') throw forbidden(analyticsMessages.creatorsOnly);
    const wanted = creatorId ?? user.userId;
    if (wanted !== user.userId && !isAdmin(actor)) throw forbidden(analyticsMessages.notYours);
    if (!isUuid(wanted)) throw notFound('Creator not found.');
    return wanted;
  }

  const creatorVideos = (creatorId: string) => (column: string) =>
    sql`${sql.raw(column)} in (select id from videos where creator_id = ${creatorId})`;

  return {
    collector,
    rollups,

    /** Stores the buffered reports and stops the rollup's thread (the server's close). */
    async stop(): Promise<void> {
      await collector.stop();
      await rollupThread.stop();
    },

    /** A player's watch report (http/analytics-routes.ts). */
    recordWatch: collector.record,

    /** A share button's click: counted per video, day and network. */
    async recordShare(actor: Actor, body: unknown, clientIp: string): Promise<void> {
      const parsed = shareReportSchema.safeParse(body);
      if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'Invalid share.');
      const reader: Actor = actor.kind === 'none' ? { kind: 'apiKey' } : actor;
      if (!(await deps.videos.canSee(reader, parsed.data.videoId)))
        throw notFound(analyticsMessages.videoNotFound);
      const sharer = viewerKeyOf(actor, deps.viewerSecret, clientIp);
      if (!(await limiter.claim(perMinute(`share:${sharer}`, SHARES_PER_MINUTE))).allowed)
        throw new AppError('RATE_LIMITED', analyticsMessages.shareRateLimited);
      await db
        .insert(videoShares)
        .values({ videoId: parsed.data.videoId, day: dayOf(now()), network: parsed.data.network })
        .onConflictDoUpdate({
          target: [videoShares.videoId, videoShares.day, videoShares.network],
          set: { shares: sql`${videoShares.shares} + 1` },
        });
    },

    async videoAnalytics(actor: Actor, videoId: string, args: PeriodArgs): Promise<Analytics> {
      const user = requireUser(actor, analyticsMessages.notYours);
      const video = await deps.videos.byId(videoId);
      if (!video) throw notFound(analyticsMessages.videoNotFound);
      if (video.creatorId !== user.userId && !isAdmin(actor)) throw forbidden(analyticsMessages.notYours);
      const scope: FigureScope = {
        key: videoScope(video.id),
        inScope: (column) => sql`${sql.raw(column)} = ${video.id}`,
      };
      return figuresOf(db, scope, period(args));
    },

    async channelAnalytics(
      actor: Actor,
      args: PeriodArgs & { creatorId?: string | null },
    ): Promise<Analytics> {
      const creatorId = creatorFor(actor, args.creatorId);
      return figuresOf(db, { key: creatorScope(creatorId), inScope: creatorVideos(creatorId) }, period(args));
    },

    async siteAnalytics(actor: Actor, args: PeriodArgs): Promise<Analytics> {
      requireAdmin(actor);
      return figuresOf(db, { key: SITE_SCOPE, inScope: () => sql`true` }, period(args));
    },

    async studioVideos(
      actor: Actor,
      args: { creatorId?: string | null; after?: string | null; limit?: number | null },
    ) {
      const creatorId = creatorFor(actor, args.creatorId);
      return studioVideoPage(db, actor, { ...args, creatorId, now: now() });
    },
  };
}
