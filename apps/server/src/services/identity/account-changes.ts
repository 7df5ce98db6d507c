import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, userProfiles, users } from '../../db/schema.ts';
import {
  emailChangeCodeMail,
  emailChangedMail,
  passwordChangedMail,
  RESET_CODE_VALID_HOURS,
} from '../../identity/account-mail.ts';
import { createConfirmationCodes } from '../../identity/confirmation-codes.ts';
import { parseEmail } from '../../identity/email-address.ts';
import { IdentityError, sessionExpired } from '../../identity/identity-error.ts';
import { hashPassword, verifyPassword } from '../../identity/passwords.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { createRateLimiter } from '../../ops/rate-limiter.ts';
import type { ActorCache } from './actor-cache.ts';
import { assertNewPassword, codeRefused, tooManyRequests, WRONG_PASSWORD } from './password-rules.ts';

type Person = { userId: string; sessionId: string };

const EMAIL_TAKEN = 'An account with the given email already exists.';

// Changing the password and the e-mail address from the settings (issue 22). Both ask for
// the current password, under the sign-in's own back-off (the same key), so these routes
// are no way around it. A new password ends every other session; a new address must be
// confirmed with a code sent to it, and the old address is told once it changed.
export function createAccountChanges(deps: {
  db: Database;
  mailer: Mailer;
  limiter: ReturnType<typeof createRateLimiter>;
  authSecret: string;
  publicUrl: string;
  now: () => Date;
  actors?: ActorCache;
}) {
  const { db, now, limiter } = deps;
  const emailCodes = createConfirmationCodes({
    secret: deps.authSecret,
    now,
    purpose: 'email',
    validHours: RESET_CODE_VALID_HOURS,
  });

  async function userWithPassword(userId: string, password: string) {
    const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
    if (!user) throw sessionExpired();
    const backOffKey = `sign-in:user:${user.id}`;
    const claim = await limiter.claimBackOff({
      key: backOffKey,
      freeClaims: 5,
      maxDelaySeconds: 15 * 60,
      forgetAfterMs: 24 * 60 * 60 * 1000,
    });
    if (!claim.allowed) throw tooManyRequests(claim.retryAfterSeconds);
    if (!(await verifyPassword(user.passwordHash, password)))
      throw new IdentityError('NotAuthorizedException', WRONG_PASSWORD);
    await limiter.clear(backOffKey);
    return user;
  }

  async function addressTaken(address: string, userId: string): Promise<boolean> {
    const owner = await db.query.users.findFirst({ where: eq(users.email, address), columns: { id: true } });
    return owner !== undefined && owner.id !== userId;
  }

  return {
    /** A new password; every session but this one ends, on every node (ADR 0020). */
    async changePassword(person: Person, currentPassword: string, newPassword: string): Promise<void> {
      const user = await userWithPassword(person.userId, currentPassword);
      assertNewPassword(newPassword, { email: user.email, name: user.name });
      const passwordHash = await hashPassword(newPassword);
      const at = now();
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, user.id));
        await tx
          .update(sessions)
          .set({ revokedAt: at })
          .where(
            and(eq(sessions.userId, user.id), ne(sessions.id, person.sessionId), isNull(sessions.revokedAt)),
          );
      });
      deps.actors?.forgetUser(user.id);
      await deps.mailer.send(passwordChangedMail(user.email, user.name, 'changed', deps.publicUrl));
    },

    /** Sends a code to the new address; nothing changes until it comes back. */
    async requestEmailChange(person: Person, email: string, password: string): Promise<void> {
      const address = parseEmail(email);
      const user = await userWithPassword(person.userId, password);
      if (address === user.email)
        throw new IdentityError('InvalidParameterException', 'This is already your e-mail address.');
      if (await addressTaken(address, user.id))
        throw new IdentityError('UsernameExistsException', EMAIL_TAKEN);
      const claim = await limiter.claim({
        key: `email-change:${user.id}`,
        limit: 5,
        windowMs: 3600_000,
        minGapMs: 30_000,
      });
      if (!claim.allowed) throw tooManyRequests(claim.retryAfterSeconds);
      await db.transaction(async (tx) => {
        const code = await emailCodes.issue(tx, user.id, address);
        await deps.mailer.send(emailChangeCodeMail(address, user.name, code));
      });
    },

    /** The code from the new address: it becomes the account's address (confirmed). */
    async confirmEmailChange(person: Person, code: string): Promise<{ email: string }> {
      const user = await db.query.users.findFirst({ where: eq(users.id, person.userId) });
      if (!user) throw sessionExpired();
      const outcome = await db.transaction(async (tx) => {
        const checked = await emailCodes.checkFor(tx, user.id, code.trim());
        if (checked.result !== 'confirmed' || !checked.newEmail) return checked;
        if (await addressTaken(checked.newEmail, user.id)) return { ...checked, result: 'taken' as const };
        await tx
          .update(users)
          .set({ email: checked.newEmail, emailVerified: true, updatedAt: now() })
          .where(eq(users.id, user.id));
        // The profile keeps a copy that the settings and admin pages show.
        await tx
          .update(userProfiles)
          .set({ email: checked.newEmail })
          .where(eq(userProfiles.userId, user.id));
        return checked;
      });
      if (outcome.result === 'taken') throw new IdentityError('UsernameExistsException', EMAIL_TAKEN);
      if (outcome.result !== 'confirmed' || !outcome.newEmail)
        throw codeRefused(outcome.result === 'mismatch' ? 'mismatch' : 'expired');
      deps.actors?.forgetUser(user.id);
      await deps.mailer.send(emailChangedMail(user.email, user.name, outcome.newEmail, deps.publicUrl));
      return { email: outcome.newEmail };
    },
  };
}
