import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { authThrottles } from '../db/schema.ts';

// Sign-in back-off: the first FREE_FAILURES consecutive failures cost nothing; after that
// each attempt must wait 2^(failures - FREE_FAILURES) seconds after the previous one,
// capped, so an account is slowed down but never locked for good.
const FREE_FAILURES = 5;
const MAX_DELAY_SECONDS = 15 * 60;

function signInDelaySeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_FAILURES), MAX_DELAY_SECONDS);
}

// Resending a confirmation code: at most one a minute and five an hour per address.
const RESEND_MIN_GAP_SECONDS = 60;
const RESEND_PER_HOUR = 5;

export type Claim = { allowed: true } | { allowed: false; retryAfterSeconds: number };

// All decisions are one atomic upsert each, so parallel requests cannot slip past a limit:
// the row is locked while its condition is checked and its counter moved.
export function createThrottles(db: Database, now: () => Date) {
  const count = authThrottles.count;
  const lastAt = authThrottles.lastAt;
  const windowStartedAt = authThrottles.windowStartedAt;

  async function row(key: string) {
    return db.query.authThrottles.findFirst({ where: eq(authThrottles.key, key) });
  }

  return {
    /**
     * Counts a sign-in attempt as failed before the password is checked (so parallel
     * guesses each count); a success clears it again with signInSucceeded().
     */
    async claimSignIn(key: string): Promise<Claim> {
      const at = now();
      const delay = sql`least(power(2, ${count} - ${FREE_FAILURES}), ${MAX_DELAY_SECONDS}) * interval '1 second'`;
      const claimed = await db
        .insert(authThrottles)
        .values({ key, count: 1, windowStartedAt: at, lastAt: at })
        .onConflictDoUpdate({
          target: authThrottles.key,
          set: { count: sql`${count} + 1`, lastAt: at },
          setWhere: sql`${count} < ${FREE_FAILURES} or ${lastAt} + ${delay} <= ${at}`,
        })
        .returning({ key: authThrottles.key });
      if (claimed.length > 0) return { allowed: true };
      const current = await row(key);
      const waitMs = current
        ? current.lastAt.getTime() + signInDelaySeconds(current.count) * 1000 - at.getTime()
        : 0;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    },

    async signInSucceeded(key: string): Promise<void> {
      await db.delete(authThrottles).where(eq(authThrottles.key, key));
    },

    async claimResend(key: string): Promise<Claim> {
      const at = now();
      const hourAgo = new Date(at.getTime() - 3600_000);
      const minuteAgo = new Date(at.getTime() - RESEND_MIN_GAP_SECONDS * 1000);
      const newWindow = sql`${windowStartedAt} <= ${hourAgo}`;
      const claimed = await db
        .insert(authThrottles)
        .values({ key, count: 1, windowStartedAt: at, lastAt: at })
        .onConflictDoUpdate({
          target: authThrottles.key,
          set: {
            count: sql`case when ${newWindow} then 1 else ${count} + 1 end`,
            windowStartedAt: sql`case when ${newWindow} then ${at}::timestamptz else ${windowStartedAt} end`,
            lastAt: at,
          },
          setWhere: sql`${lastAt} <= ${minuteAgo} and (${newWindow} or ${count} < ${RESEND_PER_HOUR})`,
        })
        .returning({ key: authThrottles.key });
      if (claimed.length > 0) return { allowed: true };
      const current = await row(key);
      if (!current) return { allowed: false, retryAfterSeconds: RESEND_MIN_GAP_SECONDS };
      const nextByGap = current.lastAt.getTime() + RESEND_MIN_GAP_SECONDS * 1000;
      const nextByHour = current.count >= RESEND_PER_HOUR ? current.windowStartedAt.getTime() + 3600_000 : 0;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((Math.max(nextByGap, nextByHour) - at.getTime()) / 1000)),
      };
    },
  };
}

// A row is forgotten after a day without attempts. By then a resend row decides nothing
// (its hour window and minute gap are long over) and a sign-in row's back-off (15 minutes
// at most) has run out; forgetting its failure count gives a guesser a few free tries a
// day, which the back-off already allows. Every key is treated alike, so keeping or
// forgetting rows never tells a known account from a name without one. Without this,
// every name ever tried would keep a row for good.
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

/** Deletes the rows idle for a day; answers how many. Run hourly by the job queue. */
export async function removeExpiredThrottles(db: Database, at = new Date()): Promise<number> {
  const removed = await db
    .delete(authThrottles)
    .where(lt(authThrottles.lastAt, new Date(at.getTime() - FORGET_AFTER_MS)))
    .returning({ key: authThrottles.key });
  return removed.length;
}
