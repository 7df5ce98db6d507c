import { isUuid } from '@reelboard/shared/ids';
import {
  moderationMessages,
  type ReportInput,
  type ReportTargetType,
  reportInputSchema,
} from '@reelboard/shared/moderation';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reports } from '../../db/moderation-schema.ts';
import { AppError, badInput, notFound } from '../../errors.ts';
import { visitorKey } from '../../identity/visitor-key.ts';
import { createRateLimiter, perMinute } from '../../ops/rate-limiter.ts';
import type { Changes } from '../../realtime/changes.ts';
import { type Actor, requireReader } from '../actors.ts';
import { recordAction } from './audit-log.ts';
import { hide, isHideable, scopesShowing } from './moderation-targets.ts';

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

// Reports by signed-in users and anonymous visitors (ADR 0017). A person reports a thing
// once; content reported by holdThreshold distinct people is held (hidden, by 'system')
// until an admin decides.
export function createReportService(deps: {
  db: Database;
  /** Where the service declares what its writes changed (caches, events, fresh reads). */
  changes?: Changes;
  /** Whether the actor may see the target (the owning service's rule). */
  canSee: (actor: Actor, targetType: ReportTargetType, targetId: string) => Promise<boolean>;
  /** Keys the hash that stands in for an anonymous reporter's IP address. */
  visitorSecret: string;
  holdThreshold: number;
  limits?: Partial<ReportLimits>;
  now?: () => Date;
}) {
  const { db } = deps;
  const limits = { ...DEFAULT_LIMITS, ...deps.limits };
  const now = deps.now ?? (() => new Date());
  const limiter = createRateLimiter(db, now);

  /** Holds the content once enough distinct people (not the system) report it. */
  async function holdIfReportedEnough(targetType: ReportTargetType, targetId: string): Promise<boolean> {
    if (!isHideable(targetType)) return false;
    return db.transaction(async (tx) => {
      const [open] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(reports)
        .where(
          and(
            eq(reports.targetType, targetType),
            eq(reports.targetId, targetId),
            isNull(reports.closedAt),
            ne(reports.reporter, 'system'),
          ),
        );
      const count = open?.count ?? 0;
      if (count < deps.holdThreshold) return false;
      const held = await hide(tx, { targetType, targetId }, 'system', now());
      if (held) {
        await recordAction(tx, {
          adminId: null,
          action: 'HOLD',
          targetType,
          targetId,
          reason: `Reported by ${count} people.`,
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
      const ipKey = `report:${visitorKey(deps.visitorSecret, clientIp)}`;
      const byAddress = perMinute(ipKey, limits.perIp);
      const { allowed } =
        actor.kind === 'user'
          ? await limiter.claim(perMinute(`report:user:${actor.userId}`, limits.perUser), byAddress)
          : await limiter.claim(byAddress);
      if (!allowed) throw new AppError('RATE_LIMITED', moderationMessages.rateLimited);
      if (!isUuid(targetId) || !(await deps.canSee(actor, targetType, targetId))) {
        throw notFound(notFoundMessages[targetType]);
      }
      // The user, or the anonymous visitor's keyed address hash (never the address).
      const reporter =
        actor.kind === 'user' ? `user:${actor.userId}` : visitorKey(deps.visitorSecret, clientIp);
      const [report] = await db
        .insert(reports)
        .values({ targetType, targetId, reason, details, reporter, createdAt: now() })
        .onConflictDoNothing()
        .returning();
      if (!report) throw new AppError('CONFLICT', moderationMessages.alreadyReported);
      const held = await holdIfReportedEnough(targetType, targetId);
      await deps.changes?.made({
        scopes: held ? scopesShowing(targetType) : [],
        events: [['moderation.changed', { targetType, targetId, action: held ? 'HOLD' : 'REPORT' }]],
      });
      return report;
    },
  };
}
