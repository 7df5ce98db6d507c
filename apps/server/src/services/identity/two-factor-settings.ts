import type { TwoFactorStatus } from '@reelboard/shared/two-factor';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { recoveryCodes, totpFactors } from '../../db/two-factor-schema.ts';
import { IdentityError } from '../../identity/identity-error.ts';
import { verifyPassword } from '../../identity/passwords.ts';
import { hashRecoveryCode, newRecoveryCodes } from '../../identity/recovery-codes.ts';
import { newTotpSecret, totpUri } from '../../identity/totp.ts';
import type { Passkeys } from './passkeys.ts';
import type { TwoFactor } from './two-factor.ts';

// A signed-in person's own second factors (issue 22 item 3): set up an authenticator app
// (QR code and secret shown once, at set-up), turn it on with a first code (which gives ten
// recovery codes, shown once), turn it off with a code or the password. Each call acts on
// the caller's own account only: the routes pass the actor's user id.
export function createTwoFactorSettings(deps: {
  db: Database;
  authSecret: string;
  now: () => Date;
  twoFactor: TwoFactor;
  passkeys: Passkeys;
}) {
  const { db, now } = deps;

  const enabledFactor = async (userId: string) => {
    const [factor] = await db
      .select({ userId: totpFactors.userId })
      .from(totpFactors)
      .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.enabledAt)));
    return factor;
  };

  return {
    async status(userId: string): Promise<TwoFactorStatus> {
      const [left] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return {
        totpEnabled: (await enabledFactor(userId)) !== undefined,
        recoveryCodesLeft: left?.count ?? 0,
        passkeys: await deps.passkeys.list(userId),
      };
    },

    /** A new secret, pending until confirmed; the only answer that ever carries it. */
    async setUpTotp(userId: string) {
      if (await enabledFactor(userId)) {
        throw new IdentityError('InvalidParameterException', 'Two-factor sign-in is already on.');
      }
      const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      if (!user) throw new IdentityError('NotAuthorizedException', 'User does not exist.');
      const secret = newTotpSecret();
      const sealed = deps.twoFactor.sealSecret(secret);
      await db
        .insert(totpFactors)
        .values({ userId, secretSealed: sealed, createdAt: now() })
        .onConflictDoUpdate({
          target: totpFactors.userId,
          set: { secretSealed: sealed, lastUsedStep: null, createdAt: now() },
          setWhere: isNull(totpFactors.enabledAt),
        });
      const uri = totpUri(secret, user.email);
      return { secret, uri, qrCodeSvg: await QRCode.toString(uri, { type: 'svg', margin: 2 }) };
    },

    /** The first right code turns it on; answers the ten recovery codes, shown only now. */
    async enableTotp(userId: string, code: string): Promise<{ recoveryCodes: string[] }> {
      await deps.twoFactor.verifyCode(userId, code, 'pending');
      const codes = newRecoveryCodes();
      await db.transaction(async (tx) => {
        const [enabled] = await tx
          .update(totpFactors)
          .set({ enabledAt: now() })
          .where(and(eq(totpFactors.userId, userId), isNull(totpFactors.enabledAt)))
          .returning({ userId: totpFactors.userId });
        if (!enabled)
          throw new IdentityError('InvalidParameterException', 'Two-factor sign-in is already on.');
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx
          .insert(recoveryCodes)
          .values(codes.map((c) => ({ userId, codeHash: hashRecoveryCode(deps.authSecret, userId, c) })));
      });
      return { recoveryCodes: codes };
    },

    /** Off with a code (app or recovery) or the account's password. */
    async disable(userId: string, proof: { code?: string; password?: string }): Promise<void> {
      if (!(await enabledFactor(userId))) return;
      if (proof.code) {
        await deps.twoFactor.verifyCode(userId, proof.code);
      } else {
        const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
        await deps.twoFactor.checkPassword(userId, () => verifyPassword(user?.hash, proof.password ?? ''));
      }
      await db.transaction(async (tx) => {
        await tx.delete(totpFactors).where(eq(totpFactors.userId, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      });
    },
  };
}
