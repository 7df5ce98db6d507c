import { isUuid } from '@reelboard/shared/ids';
import {
  moderationMessages,
  type ReportInput,
  type ReportTargetType,
  reportInputSchema,
} from '@reelboard/shared/moderation';
import { holdsContent } from '@reelboard/shared/moderation-people';
import type { Database } from '../../db/client.ts';
import { reports } from '../../db/moderation-schema.ts';
import { AppError, badInput, notFound } from '../../errors.ts';
import { visitorKey } from '../../identity/visitor-key.ts';
import { createRateLimiter, perMinute } from '../../ops/rate-limiter.ts';
import type { Changes } from '../../realtime/changes.ts';
import { type Actor, requireReader } from '../actors.ts';
import type { NotificationTriggers } from '../notifications/notification-triggers.ts';
import { recordAction } from './audit-log.ts';
import { hide, isHideable, type Key, scopesShowing, summarize } from './moderation-targets.ts';
import { openReportsByPeople, tallyOpenReports } from './report-people.ts';

const HELD_AFTER_REPORTS = 'several people reported it, and a moderator will review it';

export type Report = typeof reports.$inferSelect;

/** Reports a key may file per minute (fixed windows). */
export type ReportLimits = { perUser: number; perIp: number };
const DEFAULT_LIMITS: ReportLimits = { perUser: 10, perIp: 20 };

const notFoundMessages: Record<ReportTargetType, string> = {
  video: 'Video not found.',
  comment: 'Comment not found.',
  post: 'Post not found',
  creator: 'Creator not found.',
};

// Reports by signed-in users and anonymous visitors (ADR 0017). A reporter reports a thing
// once; reporters are counted as people (report-people.ts), and content whose people weigh
// holdThreshold, one of them an established account, is held (hidden, by 'system') until an
// admin decides.
export function createReportService(deps: {
  db: Database;
  /** Tells an author their content is held (issue 24). */
  notify?: Pick<NotificationTriggers, 'moderated'>;
  /** Where the service declares what its writes changed (caches, events, fresh reads). */
  changes?: Changes;
  /** Whether the actor may see the target (the owning service's rule). */
  canSee: (actor: Actor, targetType: ReportTargetType, targetId: string) => Promise<boolean>;
  /** Keys the hash that stands in for a reporter's IP address. */
  visitorSecret: string;
  /** The weighted count of distinct people that holds content (holdsContent). */
  /** A number, or the site's setting read when a report comes in (ADR 0035). */
  holdThreshold: number | (() => Promise<number>);
  limits?: Partial<ReportLimits>;
  now?: () => Date;
}) {
  const { db } = deps;
  const limits = { ...DEFAULT_LIMITS, ...deps.limits };
  const now = deps.now ?? (() => new Date());
  const limiter = createRateLimiter(db, now);

  /**
   * Weighs the people behind the target's open reports, writes the weight on them for the
   * queue, and holds the content once they weigh enough; true when this call held it.
   */
  async function weighAndHold(key: Key): Promise<boolean> {
    const threshold =
      typeof deps.holdThreshold === 'number' ? deps.holdThreshold : await deps.holdThreshold();
    return db.transaction(async (tx) => {
      const at = now();
      const tally = await tallyOpenReports(tx, key, at);
      await tx.update(reports).set({ targetWeight: tally.weight }).where(openReportsByPeople(key));
      if (!isHideable(key.targetType) || !holdsContent(tally, threshold)) return false;
      const held = await hide(tx, key, 'system', at);
      if (held) {
        await recordAction(tx, {
          adminId: null,
          action: 'HOLD',
          ...key,
          reason: `Reported by ${tally.people} people, weighing ${tally.weight}.`,
        });
      }
      return held;
    });
  }

  return {
    async report(actor: Actor, clientIp: string, input: ReportInput): Promise<Report> {
      requireReader(actor);
      const parsed = reportInputSchema.safeParse(input);
      if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'Invalid report.');
      const { targetType, targetId, reason, details } = parsed.data;
      // The keyed address hash (never the address) ties reports from one address together;
      // it is the reporter too when nobody is signed in.
      const addressKey = visitorKey(deps.visitorSecret, clientIp);
      const byAddress = perMinute(`report:${addressKey}`, limits.perIp);
      const { allowed } =
        actor.kind === 'user'
          ? await limiter.claim(perMinute(`report:user:${actor.userId}`, limits.perUser), byAddress)
          : await limiter.claim(byAddress);
      if (!allowed) throw new AppError('RATE_LIMITED', moderationMessages.rateLimited);
      if (!isUuid(targetId) || !(await deps.canSee(actor, targetType, targetId))) {
        throw notFound(notFoundMessages[targetType]);
      }
      const reporter = actor.kind === 'user' ? `user:${actor.userId}` : addressKey;
      const [report] = await db
        .insert(reports)
        .values({ targetType, targetId, reason, details, reporter, addressKey, createdAt: now() })
        .onConflictDoNothing()
        .returning();
      if (!report) throw new AppError('CONFLICT', moderationMessages.alreadyReported);
      const held = await weighAndHold({ targetType, targetId });
      await deps.changes?.made({
        scopes: held ? scopesShowing(targetType) : [],
        events: [['moderation.changed', { targetType, targetId, action: held ? 'HOLD' : 'REPORT' }]],
      });
      if (held) {
        const key = { targetType, targetId };
        const author = (await summarize(db, [key])).get(`${targetType}:${targetId}`)?.authorId ?? null;
        await deps.notify?.moderated(author, key, 'held', HELD_AFTER_REPORTS);
      }
      return report;
    },
  };
}
