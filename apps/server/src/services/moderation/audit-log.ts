import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { moderationActions } from '../../db/moderation-schema.ts';
import { decodeCursor, pageSize, pastCursor, toPage } from '../../db/pagination.ts';
import { userProfiles } from '../../db/schema.ts';
import { type Actor, requireAdmin } from '../actors.ts';

export type ModerationActionName =
  | 'HOLD'
  | 'DISMISS'
  | 'HIDE'
  | 'UNHIDE'
  | 'RELEASE'
  | 'DELETE'
  | 'SUSPEND_AUTHOR'
  | 'LIFT_SUSPENSION'
  | 'ADD_BLOCKED_TERM'
  | 'REMOVE_BLOCKED_TERM'
  // Admins' actions on accounts and site settings (ADR 0035).
  | 'SET_LEVEL'
  | 'SIGN_OUT_EVERYWHERE'
  | 'RESEND_CONFIRMATION'
  | 'DELETE_ACCOUNT'
  | 'UPDATE_SETTINGS'
  | 'REVOKE_INVITATIONS'
  // Admins' health page and a person's data for a legal request (ADR 0041).
  | 'RETRY_JOB'
  | 'DISCARD_JOB'
  | 'EXPORT_DATA';

/** adminId null is the system (automatic holds). */
export type AuditEntry = {
  adminId: string | null;
  action: ModerationActionName;
  targetType: string;
  targetId: string;
  reason: string;
};

export type AuditRecord = typeof moderationActions.$inferSelect & { adminName: string | null };

// The moderation audit log: who (an admin or the system), what, on which target, when and
// why. Written in the same transaction as the action it records.
export async function recordAction(db: Pick<Database, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(moderationActions).values(entry);
}

export function createAuditLog(deps: { db: Database }) {
  return {
    /** Newest first; admins only. */
    async list(actor: Actor, args: { limit?: number | null; nextToken?: string | null }) {
      requireAdmin(actor);
      const size = pageSize(args.limit);
      const cursor = decodeCursor(args.nextToken);
      const after = pastCursor(cursor, { at: moderationActions.createdAt, id: moderationActions.id }, 'desc');
      const rows = await deps.db
        .select({ ...getTableColumns(moderationActions), adminName: userProfiles.username })
        .from(moderationActions)
        .leftJoin(userProfiles, eq(userProfiles.userId, moderationActions.adminId))
        .where(after)
        .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
        .limit(size + 1);
      return toPage(rows, size, (row) => row.createdAt);
    },
  };
}
