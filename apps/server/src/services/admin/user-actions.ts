import { adminReasonSchema } from '@reelboard/shared/admin-users';
import { isUuid } from '@reelboard/shared/ids';
import { LEVELS, type Level } from '@reelboard/shared/levels';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userProfiles, users } from '../../db/schema.ts';
import { badInput, forbidden, notFound } from '../../errors.ts';
import type { Changes } from '../../realtime/changes.ts';
import { type Actor, requireAdmin, type UserActor } from '../actors.ts';
import type { ActorCache } from '../identity/actor-cache.ts';
import { type ModerationActionName, recordAction } from '../moderation/audit-log.ts';
import { keepAnAdmin } from './last-admin.ts';

// The admins' actions on one account, each logged in the moderation audit log with the
// admin and their reason (ADR 0035). Suspension goes through the moderation service's
// rule; sign-out and the confirmation code through identity's.
export function createUserActions(deps: {
  db: Database;
  suspendUser: (actor: Actor, userId: string, suspend: boolean, reason: string) => Promise<void>;
  revokeSessions: (userId: string) => Promise<void>;
  resendCode: (email: string) => Promise<void>;
  actors?: ActorCache;
  changes?: Changes;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** The admin, the checked reason and the user's row, or the error the caller sees. */
  async function prepare(actor: Actor, userId: string, reason: unknown) {
    const admin = requireAdmin(actor);
    const parsed = adminReasonSchema.safeParse(reason);
    if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'Please give a reason.');
    const user = isUuid(userId) ? await db.query.users.findFirst({ where: eq(users.id, userId) }) : undefined;
    if (!user) throw notFound('User not found.');
    return { admin, reason: parsed.data, user };
  }

  const log = (admin: UserActor, action: ModerationActionName, userId: string, reason: string) =>
    recordAction(db, { adminId: admin.userId, action, targetType: 'user', targetId: userId, reason });

  return {
    async changeLevel(actor: Actor, userId: string, level: Level, reason: unknown): Promise<void> {
      const { admin, reason: why } = await prepare(actor, userId, reason);
      if (!LEVELS.includes(level)) throw badInput('Choose viewer, creator or admin.');
      if (userId === admin.userId) throw forbidden('Admins cannot change their own level.');
      await db.transaction(async (tx) => {
        if (level !== 'admin') await keepAnAdmin(tx, userId);
        const [updated] = await tx
          .update(userProfiles)
          .set({ level, updatedAt: now() })
          .where(eq(userProfiles.userId, userId))
          .returning({ id: userProfiles.id });
        if (!updated) {
          const user = await tx.query.users.findFirst({ where: eq(users.id, userId) });
          if (!user) throw notFound('User not found.');
          await tx.insert(userProfiles).values({
            userId,
            email: user.email,
            username: user.name.slice(0, 30) || user.email.split('@')[0] || 'user',
            level,
          });
        }
        await recordAction(tx, {
          adminId: admin.userId,
          action: 'SET_LEVEL',
          targetType: 'user',
          targetId: userId,
          reason: `${level}: ${why}`,
        });
      });
      // This node at once; the others through the level trigger (ADR 0020).
      deps.actors?.forgetUser(userId);
      await deps.changes?.made({ scopes: ['catalogue'] });
    },

    async suspend(actor: Actor, userId: string, suspend: boolean, reason: unknown): Promise<void> {
      const { reason: why } = await prepare(actor, userId, reason);
      await deps.suspendUser(actor, userId, suspend, why);
    },

    async signOutEverywhere(actor: Actor, userId: string, reason: unknown): Promise<void> {
      const { admin, reason: why } = await prepare(actor, userId, reason);
      await deps.revokeSessions(userId);
      await log(admin, 'SIGN_OUT_EVERYWHERE', userId, why);
    },

    async resendConfirmation(actor: Actor, userId: string, reason: unknown): Promise<void> {
      const { admin, reason: why, user } = await prepare(actor, userId, reason);
      if (user.emailVerified) throw badInput('This account is confirmed already.');
      await deps.resendCode(user.email);
      await log(admin, 'RESEND_CONFIRMATION', userId, why);
    },
  };
}
