import type { Readable } from 'node:stream';
import { adminReasonSchema } from '@reelboard/shared/admin-users';
import { isUuid } from '@reelboard/shared/ids';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { badInput, notFound } from '../../errors.ts';
import { type Actor, requireAdmin } from '../actors.ts';
import { recordAction } from '../moderation/audit-log.ts';

// "Export their data" on an admin's user page (issue 25, ADR 0041): for a person's legal
// request, the same ZIP as their own "Download my data" (account-data's zipFor), streamed
// to the admin at once and kept nowhere. Each export is in the audit log with the admin
// and their reason.
export function createUserDataExport(deps: { db: Database; zipFor: (userId: string) => Promise<Readable> }) {
  return {
    async export(
      actor: Actor,
      userId: string,
      reason: unknown,
    ): Promise<{ body: Readable; fileName: string }> {
      const admin = requireAdmin(actor);
      const why = adminReasonSchema.safeParse(reason);
      if (!why.success) throw badInput(why.error.issues[0]?.message ?? 'Please give a reason.');
      const user = isUuid(userId)
        ? await deps.db.query.users.findFirst({ where: eq(users.id, userId), columns: { id: true } })
        : undefined;
      if (!user) throw notFound('User not found.');
      await recordAction(deps.db, {
        adminId: admin.userId,
        action: 'EXPORT_DATA',
        targetType: 'user',
        targetId: userId,
        reason: why.data,
      });
      const day = new Date().toISOString().slice(0, 10);
      return { body: await deps.zipFor(userId), fileName: `reelboard-data-${userId}-${day}.zip` };
    },
  };
}
