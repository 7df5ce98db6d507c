import { createHmac, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { confirmationCodes } from '../db/schema.ts';

export const CODE_VALID_HOURS = 24;
const MAX_WRONG_CODES = 5;

type Executor = Pick<Database, 'insert' | 'update' | 'select'>;

export type CodeCheck = 'confirmed' | 'mismatch' | 'expired';

/** What a code proves: the sign-up's address, a password reset, or a new address (issue 22). */
export type CodePurpose = 'confirm' | 'reset' | 'email';

// Six-digit codes, kept only as a keyed hash (bound to the user and the purpose, so equal
// codes of two users differ in the table). A code is single use, valid 24 hours (or
// `validHours`), and dies after five wrong tries; every change is a conditional UPDATE so
// parallel guesses cannot go past. Each purpose has its own current code.
export function createConfirmationCodes(options: {
  secret: string;
  now: () => Date;
  purpose?: CodePurpose;
  validHours?: number;
}) {
  const purpose = options.purpose ?? 'confirm';
  const validHours = options.validHours ?? CODE_VALID_HOURS;
  const hashCode = (userId: string, code: string) =>
    createHmac('sha256', options.secret).update(`${purpose}:${userId}:${code}`).digest('hex');
  const mine = (userId: string) =>
    and(
      eq(confirmationCodes.userId, userId),
      eq(confirmationCodes.purpose, purpose),
      isNull(confirmationCodes.consumedAt),
    );

  const live = (at: Date) =>
    and(
      isNull(confirmationCodes.consumedAt),
      gt(confirmationCodes.expiresAt, at),
      lt(confirmationCodes.failedAttempts, MAX_WRONG_CODES),
    );

  // Checks a code against the user's current one of this purpose.
  async function checkFor(
    tx: Executor,
    userId: string,
    code: string,
  ): Promise<{ result: CodeCheck; newEmail: string | null }> {
    const at = options.now();
    const [current] = await tx
      .select()
      .from(confirmationCodes)
      .where(mine(userId))
      .orderBy(desc(confirmationCodes.createdAt))
      .limit(1);
    if (!current) return { result: 'expired', newEmail: null };
    const answer = (result: CodeCheck) => ({ result, newEmail: current.newEmail });
    const where = and(eq(confirmationCodes.id, current.id), live(at));
    if (current.codeHash === hashCode(userId, code)) {
      const used = await tx
        .update(confirmationCodes)
        .set({ consumedAt: at })
        .where(where)
        .returning({ id: confirmationCodes.id });
      return answer(used.length > 0 ? 'confirmed' : 'expired');
    }
    const counted = await tx
      .update(confirmationCodes)
      .set({ failedAttempts: sql`${confirmationCodes.failedAttempts} + 1` })
      .where(where)
      .returning({ id: confirmationCodes.id });
    return answer(counted.length > 0 ? 'mismatch' : 'expired');
  }

  return {
    /** Makes a new code for the user, invalidating every earlier one. Returns the code. */
    async issue(tx: Executor, userId: string, newEmail?: string): Promise<string> {
      const at = options.now();
      const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
      await tx.update(confirmationCodes).set({ consumedAt: at }).where(mine(userId));
      await tx.insert(confirmationCodes).values({
        userId,
        purpose,
        newEmail,
        codeHash: hashCode(userId, code),
        expiresAt: new Date(at.getTime() + validHours * 3600_000),
        createdAt: at,
      });
      return code;
    },

    /**
     * Checks a code against the user's current one. 'confirmed' means it was right and is
     * now used up; the caller makes the change it proves in the same transaction.
     */
    async check(tx: Executor, userId: string, code: string): Promise<CodeCheck> {
      return (await checkFor(tx, userId, code)).result;
    },

    /** check(), with the new address an 'email' code was issued for. */
    checkFor,
  };
}
