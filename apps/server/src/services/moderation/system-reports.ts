import type { Database } from '../../db/client.ts';
import { reports } from '../../db/moderation-schema.ts';
import type { Changes } from '../../realtime/changes.ts';
import { recordAction } from './audit-log.ts';

// Reports the site files itself: a comment held by a blocked term waits in the admins'
// queue as a report by 'system' (ADR 0017). Apart from the report service, which decides
// whether a reporter may see what they report: the comment service files these, and the
// report service reads comments, so neither needs the other.
export function createSystemReports(deps: { db: Database; changes?: Changes; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  return {
    async fileHold(commentId: string, matched: string): Promise<void> {
      const reason = `Matched the blocked term "${matched}".`;
      await deps.db.transaction(async (tx) => {
        await tx
          .insert(reports)
          .values({
            targetType: 'comment',
            targetId: commentId,
            reason: 'OTHER',
            details: reason,
            reporter: 'system',
            createdAt: now(),
          })
          .onConflictDoUpdate({
            target: [reports.targetType, reports.targetId, reports.reporter],
            set: { closedAt: null, details: reason },
          });
        await recordAction(tx, {
          adminId: null,
          action: 'HOLD',
          targetType: 'comment',
          targetId: commentId,
          reason,
        });
      });
      // The held comment leaves the threads through the comment service's own declaration.
      await deps.changes?.made({
        scopes: [],
        events: [['moderation.changed', { targetType: 'comment', targetId: commentId, action: 'HOLD' }]],
      });
    },
  };
}
