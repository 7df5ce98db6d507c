import { createHmac, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { confirmationCodes } from '../db/schema.ts';

export const CODE_VALID_HOURS = 24;
const MAX_WRONG_CODES = 5;

type Executor = Pick<Database, 'insert' | 'update' | 'select'>;

export type CodeCheck = 'confirmed' | 'mismatch' | 'expired';

// Six-digit codes, kept only as a keyed hash (bound to the user, so equal codes of two
// users differ in the table). A code is single use, valid 24 hours, and dies after five
// wrong tries; every change is a conditional UPDATE so parallel guesses cannot go past.
export function createConfirmationCodes(options: { secret: string; now: () => Date }) {
  const hashCode = (userId: string, code: string) =>
    createHmac('sha256', options.secret).update(`confirm:${userId}:${code}`).digest('hex');

  const live = (at: Date) =>
    and(
      isNull(confirmationCodes.consumedAt),
      gt(confirmationCodes.expiresAt, at),
      lt(confirmationCodes.failedAttempts, MAX_WRONG_CODES),
    );

  return {
    /** Makes a new code for the user, invalidating every earlier one. Returns the code. */
    async issue(tx: Executor, userId: string): Promise<string> {
      const at = options.now();
      const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
      await tx
        .update(confirmationCodes)
        .set({ consumedAt: at })
        .where(and(eq(confirmationCodes.userId, userId), isNull(confirmationCodes.consumedAt)));
      await tx.insert(confirmationCodes).values({
        userId,
        codeHash: hashCode(userId, code),
        expiresAt: new Date(at.getTime() + CODE_VALID_HOURS * 3600_000),
        createdAt: at,
      });
      return code;
    },

    /**
     * Checks a code against the user's current one. 'confirmed' means it was right and is
     * now used up; the caller marks the user confirmed in the same transaction.
     */
    async check(tx: Executor, userId: string, code: string): Promise<CodeCheck> {
      const at = options.now();
      const [current] = await tx
        .select()
        .from(confirmationCodes)
        .where(and(eq(confirmationCodes.userId, userId), isNull(confirmationCodes.consumedAt)))
        .orderBy(desc(confirmationCodes.createdAt))
        .limit(1);
      if (!current) return 'expired';
      const where = and(eq(confirmationCodes.id, current.id), live(at));
      if (current.codeHash === hashCode(userId, code)) {
        const used = await tx
          .update(confirmationCodes)
          .set({ consumedAt: at })
          .where(where)
          .returning({ id: confirmationCodes.id });
        return used.length > 0 ? 'confirmed' : 'expired';
      }
      const counted = await tx
        .update(confirmationCodes)
        .set({ failedAttempts: sql`${confirmationCodes.failedAttempts} + 1` })
        .where(where)
        .returning({ id: confirmationCodes.id });
      return counted.length > 0 ? 'mismatch' : 'expired';
    },
  };
}
