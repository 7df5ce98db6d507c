import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import { passwordChangedMail, RESET_CODE_VALID_HOURS, resetCodeMail } from '../../identity/account-mail.ts';
import { createConfirmationCodes } from '../../identity/confirmation-codes.ts';
import { parseEmail } from '../../identity/email-address.ts';
import { hashPassword } from '../../identity/passwords.ts';
import type { JobKind } from '../../jobs/job-queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { createRateLimiter } from '../../ops/rate-limiter.ts';
import type { ActorCache } from './actor-cache.ts';
import { assertNewPassword, codeRefused, tooManyRequests } from './password-rules.ts';

const RESET_MAIL_JOB = 'password-reset-mail';

const MAX_WRONG_CODES = 5;

// "Forgot password?" (issue 22, ADR 0031). The request's answer must not tell whether the
// address has an account, in its status, its text or its time: the request only claims the
// address's rate limit and queues a job, the same two writes for every address, and the
// job (on a worker) looks the address up, makes the code and sends it. A right code sets
// the new password and ends every session of the account in the same transaction; the
// sessions trigger tells every node (ADR 0020).
export function createPasswordReset(deps: {
  db: Database;
  mailer: Mailer;
  jobs: { send(name: string, data: object): Promise<void> };
  limiter: ReturnType<typeof createRateLimiter>;
  authSecret: string;
  publicUrl: string;
  now: () => Date;
  actors?: ActorCache;
}) {
  const { db, now, limiter } = deps;
  const codes = createConfirmationCodes({
    secret: deps.authSecret,
    now,
    purpose: 'reset',
    validHours: RESET_CODE_VALID_HOURS,
  });

  /** The job's work: a code for an address with an account, nothing for one without. */
  async function sendCode(data: { email: string }): Promise<void> {
    const user = await db.query.users.findFirst({ where: eq(users.email, data.email) });
    if (!user) return;
    await db.transaction(async (tx) => {
      const code = await codes.issue(tx, user.id);
      await deps.mailer.send(resetCodeMail(user.email, user.name, code, deps.publicUrl));
    });
  }

  const job: JobKind<{ email: string }> = {
    name: RESET_MAIL_JOB,
    run: (data) => sendCode(data),
    retryLimit: 2,
    retryDelaySeconds: 10,
  };

  // Wrong codes for an address without an account are counted too, under a key of their
  // own, so that the sixth one answers ExpiredCode there as well.
  async function unknownAddressAnswer(address: string): Promise<never> {
    const claim = await limiter.claim({
      key: `reset-code:${address}`,
      limit: MAX_WRONG_CODES,
      windowMs: RESET_CODE_VALID_HOURS * 3600_000,
    });
    throw codeRefused(claim.allowed ? 'mismatch' : 'expired');
  }

  return {
    job,

    /** Always the same answer for a well-formed address (RESET_REQUESTED_MESSAGE). */
    async forgotPassword(email: string): Promise<void> {
      const address = parseEmail(email);
      const claim = await limiter.claim({
        key: `reset:${address}`,
        limit: 5,
        windowMs: 3600_000,
        minGapMs: 60_000,
      });
      if (!claim.allowed) throw tooManyRequests(claim.retryAfterSeconds);
      await deps.jobs.send(RESET_MAIL_JOB, { email: address });
    },

    async confirmForgotPassword(email: string, code: string, password: string): Promise<void> {
      const address = parseEmail(email);
      const user = await db.query.users.findFirst({ where: eq(users.email, address) });
      // The name is left out: refusing a password for containing it would tell that the
      // address has an account (the address, common lists and patterns still count).
      assertNewPassword(password, { email: address, name: '' });
      // Hashed before the code is checked, for every address alike.
      const passwordHash = await hashPassword(password);
      if (!user) return unknownAddressAnswer(address);
      const result = await db.transaction(async (tx) => {
        const checked = await codes.check(tx, user.id, code.trim());
        if (checked !== 'confirmed') return checked;
        const at = now();
        // The code came to the address, so it is confirmed too.
        await tx
          .update(users)
          .set({ passwordHash, emailVerified: true, updatedAt: at })
          .where(eq(users.id, user.id));
        await tx
          .update(sessions)
          .set({ revokedAt: at })
          .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
        return checked;
      });
      if (result !== 'confirmed') throw codeRefused(result);
      deps.actors?.forgetUser(user.id);
      await limiter.clear(`sign-in:user:${user.id}`);
      await deps.mailer.send(passwordChangedMail(user.email, user.name, 'reset', deps.publicUrl));
    },
  };
}
