import { isUuid } from '@reelboard/shared/ids';
import { moderationReasonSchema, type ReportTargetType } from '@reelboard/shared/moderation';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { comments } from '../../db/community-schema.ts';
import { reports } from '../../db/moderation-schema.ts';
import { users } from '../../db/schema.ts';
import { badInput, notFound } from '../../errors.ts';
import { CACHE_SCOPES } from '../../realtime/cache-changes.ts';
import type { Changes, RealtimeEvent } from '../../realtime/changes.ts';
import { type Actor, requireAdmin } from '../actors.ts';
import type { NotificationTriggers } from '../notifications/notification-triggers.ts';
import { type ModerationActionName, recordAction } from './audit-log.ts';
import {
  hide,
  isHideable,
  type Key,
  recount,
  scopesShowing,
  summarize,
  unhide,
} from './moderation-targets.ts';

export type ModerationDecision = Extract<
  ModerationActionName,
  'DISMISS' | 'HIDE' | 'UNHIDE' | 'RELEASE' | 'DELETE' | 'SUSPEND_AUTHOR' | 'LIFT_SUSPENSION'
>;

// Decisions close the open reports of their target; reversals (unhide, lift) do not.
const CLOSES_REPORTS: ModerationDecision[] = ['DISMISS', 'HIDE', 'RELEASE', 'DELETE', 'SUSPEND_AUTHOR'];

/** What a reporter is told a decision did. */
const REPORT_OUTCOMES: Partial<Record<ModerationDecision, string>> = {
  DISMISS: 'no rule was broken, so the content stays',
  HIDE: 'the content was hidden',
  RELEASE: 'no rule was broken, so the content stays',
  DELETE: 'the content was removed',
  SUSPEND_AUTHOR: 'its author was suspended',
};

const videoUpdated = (videoId: string): RealtimeEvent => ['video.updated', { videoId }];

/** Admins' decisions on a reported or held target, each kept in the audit log (ADR 0017). */
export function createModerationService(deps: {
  db: Database;
  /** Tells people what happened to them (issue 24). */
  notify?: Pick<NotificationTriggers, 'moderated' | 'reportsDecided'>;
  /** Where the service declares what its decisions changed (caches, events, fresh reads). */
  changes?: Changes;
  /** The delete rules of the owning services (comments keep "[deleted]" when replied to). */
  deleteComment: (actor: Actor, id: string) => Promise<unknown>;
  deletePost: (actor: Actor, id: string) => Promise<unknown>;
  /** The video, the comments on it, and (by a job after) its media in storage. */
  deleteVideo: (id: string) => Promise<unknown>;
  /** Ends every session of a suspended user (identity). */
  revokeSessions: (userId: string) => Promise<void>;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function setSuspended(adminId: string, userId: string, suspended: boolean) {
    if (suspended && userId === adminId) throw badInput('You cannot suspend yourself.');
    await db.transaction(async (tx) => {
      const [user] = await tx
        .update(users)
        .set({ suspendedAt: suspended ? now() : null })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      if (!user) throw notFound('User not found.');
      // Their comments leave (or return to) the counters of what they commented on.
      await recount(tx, eq(comments.authorId, userId));
    });
    if (suspended) await deps.revokeSessions(userId);
  }

  /** The author hears of a hide or a restore; the people who reported, that it was decided. */
  async function tellPeople(
    key: Key,
    target: { authorId: string | null; hiddenBy: string | null },
    action: ModerationDecision,
    reason: string | null,
    closedReports: { reporter: string }[],
  ) {
    const restored =
      action === 'UNHIDE' || action === 'RELEASE' || (action === 'DISMISS' && target.hiddenBy === 'system');
    if (action === 'HIDE' || restored) {
      await deps.notify?.moderated(target.authorId, key, action === 'HIDE' ? 'hidden' : 'restored', reason);
    }
    const reporters = closedReports.flatMap(({ reporter }) =>
      reporter.startsWith('user:') ? [reporter.slice(5)] : [],
    );
    if (reporters.length > 0) {
      await deps.notify?.reportsDecided(
        reporters,
        REPORT_OUTCOMES[action] ?? 'it was decided',
        `${action}:${key.targetId}:${Date.now()}`,
      );
    }
  }

  async function deleteTarget(actor: Actor, key: Key) {
    if (key.targetType === 'comment') await deps.deleteComment(actor, key.targetId);
    else if (key.targetType === 'post') await deps.deletePost(actor, key.targetId);
    else if (key.targetType === 'video') await deps.deleteVideo(key.targetId);
    else throw badInput('Creators cannot be deleted here; suspend them instead.');
  }

  return {
    async moderate(
      actor: Actor,
      input: {
        targetType: ReportTargetType;
        targetId: string;
        action: ModerationDecision;
        reason?: string | null;
      },
    ): Promise<Key & { action: ModerationDecision }> {
      const admin = requireAdmin(actor);
      const reason = moderationReasonSchema.safeParse(input.reason);
      if (!reason.success) throw badInput(reason.error.issues[0]?.message ?? 'Invalid reason.');
      const key: Key = { targetType: input.targetType, targetId: input.targetId };
      const target = isUuid(key.targetId)
        ? (await summarize(db, [key])).get(`${key.targetType}:${key.targetId}`)
        : undefined;
      if (!target) throw notFound('Nothing to moderate: the content no longer exists.');
      const { action } = input;
      if ((action === 'HIDE' || action === 'UNHIDE') && !isHideable(key.targetType)) {
        throw badInput('Only videos, posts and comments can be hidden; suspend a creator instead.');
      }
      if (action === 'RELEASE' && !target.held && target.hiddenBy !== 'system') {
        throw badInput('This content is not held for review.');
      }
      if ((action === 'SUSPEND_AUTHOR' || action === 'LIFT_SUSPENSION') && !target.authorId) {
        throw badInput('Anonymous content has no account to suspend.');
      }

      if (action === 'DELETE') await deleteTarget(actor, key);
      else if (action === 'SUSPEND_AUTHOR' || action === 'LIFT_SUSPENSION') {
        await setSuspended(admin.userId, target.authorId as string, action === 'SUSPEND_AUTHOR');
      }
      const closedReports = await db.transaction(async (tx) => {
        if (action === 'HIDE') await hide(tx, key, admin.userId, now());
        if (action === 'UNHIDE') await unhide(tx, key);
        // A dismissal or a release says the content is fine: holds (reports, blocked
        // terms) end; a hide an admin made stays.
        if (action === 'DISMISS' || action === 'RELEASE') {
          await unhide(tx, key, 'system');
          if (key.targetType === 'comment') {
            await tx.update(comments).set({ status: 'published' }).where(eq(comments.id, key.targetId));
            await recount(tx, eq(comments.id, key.targetId));
          }
        }
        let closed: { reporter: string }[] = [];
        if (CLOSES_REPORTS.includes(action)) {
          closed = await tx
            .update(reports)
            .set({ closedAt: now() })
            .where(
              and(
                eq(reports.targetType, key.targetType),
                eq(reports.targetId, key.targetId),
                isNull(reports.closedAt),
              ),
            )
            .returning({ reporter: reports.reporter });
        }
        await recordAction(tx, { adminId: admin.userId, action, ...key, reason: reason.data });
        return closed;
      });
      await deps.changes?.made({
        // A suspension (or its lifting) changes everything its author made.
        scopes:
          action === 'SUSPEND_AUTHOR' || action === 'LIFT_SUSPENSION'
            ? CACHE_SCOPES
            : scopesShowing(key.targetType),
        events: [
          ['moderation.changed', { ...key, action }],
          ...(key.targetType === 'video' ? [videoUpdated(key.targetId)] : []),
        ],
      });
      await tellPeople(key, target, action, reason.data ?? null, closedReports);
      return { ...key, action };
    },

    /**
     * Suspends an account, or lifts its suspension, from the admins' user page (ADR 0035):
     * the same rule as suspending a reported author, logged against the user.
     */
    async suspendUser(actor: Actor, userId: string, suspend: boolean, reason: string): Promise<void> {
      const admin = requireAdmin(actor);
      if (!isUuid(userId)) throw notFound('User not found.');
      await setSuspended(admin.userId, userId, suspend);
      await recordAction(db, {
        adminId: admin.userId,
        action: suspend ? 'SUSPEND_AUTHOR' : 'LIFT_SUSPENSION',
        targetType: 'user',
        targetId: userId,
        reason,
      });
      await deps.changes?.made({ scopes: CACHE_SCOPES });
    },

    /** Admins only: checked when a listener subscribes to the queue's changes. */
    watchQueue(actor: Actor): void {
      requireAdmin(actor);
    },
  };
}
