import { createHash, randomBytes } from 'node:crypto';
import { emailSchema, passwordSchema, type SessionUser } from '@reelboard/shared/auth';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { ProfileService } from '../services/profile-service.ts';
import type { Storage } from '../storage/storage.ts';
import { createAccessTokens } from './access-tokens.ts';
import { createConfirmationCodes } from './confirmation-codes.ts';
import { confirmationMail } from './confirmation-mail.ts';
import { IdentityError, sessionExpired } from './identity-error.ts';
import { assertPasswordNotCommon } from './password-policy.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { createThrottles } from './throttles.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WRONG_CREDENTIALS = 'Incorrect username or password.';

export type SignInResult = {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  /** Seconds until the refresh token (and its session) expires. */
  refreshTokenExpiresIn: number;
  user: SessionUser;
};

const seconds = (n: number) => (n === 1 ? '1 second' : `${n} seconds`);
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// The built-in user pool (SPEC.md sections 4, 5 and 8): sign-up with a mailed code, sign-in
// with back-off, short-lived access tokens plus rotating refresh tokens, sign-out that
// revokes. See docs/decisions/0002-identity-and-auth.md.
export function createIdentityService(deps: {
  db: Database;
  mailer: Mailer;
  profiles: ProfileService;
  storage: Pick<Storage, 'publicUrl'>;
  authSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const tokens = createAccessTokens({ secret: deps.authSecret, ttlSeconds: deps.accessTokenTtlSeconds, now });
  const codes = createConfirmationCodes({ secret: deps.authSecret, now });
  const throttles = createThrottles(db, now);

  function parseEmail(email: string): string {
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success)
      throw new IdentityError(
        'InvalidParameterException',
        parsed.error.issues[0]?.message ?? 'Invalid email.',
      );
    return parsed.data;
  }

  // Answers that do not depend on whether the address has an account.
  async function userByEmail(email: string) {
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) return undefined;
    return db.query.users.findFirst({ where: eq(users.email, parsed.data) });
  }

  async function currentUser(userId: string): Promise<SessionUser> {
    if (!UUID.test(userId)) throw sessionExpired();
    const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
    if (!user) throw sessionExpired();
    const profile = await deps.profiles.byUserId(user.id);
    const avatarKey = profile?.avatarUrl ?? null;
    return {
      sub: user.id,
      email: user.email,
      email_verified: user.emailVerified,
      phone_number: user.phoneNumber,
      phone_number_verified: user.phoneNumberVerified,
      name: user.name,
      'custom:username': profile?.username ?? null,
      'custom:profilePicture': avatarKey,
      'custom:isSubscriber': false,
      'custom:level': profile?.level ?? 'viewer',
      username: profile?.username ?? user.name,
      // Avatars are put under public/ by the upload route; anything else gets no URL.
      avatarUrl: avatarKey?.startsWith('public/') ? deps.storage.publicUrl(avatarKey) : null,
      identityId: user.id,
    };
  }

  return {
    async signUp(email: string, password: string, name: string) {
      const address = parseEmail(email);
      const checkedPassword = passwordSchema.safeParse(password);
      if (!checkedPassword.success) {
        throw new IdentityError(
          'InvalidPasswordException',
          checkedPassword.error.issues[0]?.message ?? 'Invalid password.',
        );
      }
      const fullName = name.trim();
      if (fullName.length === 0 || fullName.length > 100) {
        throw new IdentityError(
          'InvalidParameterException',
          'Please enter your full name (at most 100 characters).',
        );
      }
      assertPasswordNotCommon(password, { email: address, name: fullName });
      const passwordHash = await hashPassword(password);
      // The mail is sent inside the transaction: if it cannot be sent, no account is left
      // behind that the person could neither confirm nor sign up again for.
      const userId = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({ email: address, name: fullName, passwordHash, createdAt: now(), updatedAt: now() })
          .onConflictDoNothing({ target: users.email })
          .returning({ id: users.id });
        if (!created)
          throw new IdentityError(
            'UsernameExistsException',
            'An account with the given email already exists.',
          );
        const code = await codes.issue(tx, created.id);
        await deps.mailer.send(confirmationMail(address, fullName, code));
        return created.id;
      });
      return { userId, nextStep: 'CONFIRM_SIGN_UP' as const };
    },

    async confirmSignUp(email: string, code: string): Promise<void> {
      const user = await userByEmail(email);
      if (!user)
        throw new IdentityError(
          'CodeMismatchException',
          'Invalid verification code provided, please try again.',
        );
      if (user.emailVerified) {
        throw new IdentityError(
          'NotAuthorizedException',
          'User cannot be confirmed. Current status is CONFIRMED',
        );
      }
      // The result leaves the transaction before anything is thrown, so a counted wrong try
      // is committed, and a right one commits together with the confirmed user.
      const result = await db.transaction(async (tx) => {
        const checked = await codes.check(tx, user.id, code.trim());
        if (checked === 'confirmed') {
          await tx.update(users).set({ emailVerified: true, updatedAt: now() }).where(eq(users.id, user.id));
        }
        return checked;
      });
      if (result === 'mismatch') {
        throw new IdentityError(
          'CodeMismatchException',
          'Invalid verification code provided, please try again.',
        );
      }
      if (result === 'expired') {
        throw new IdentityError(
          'ExpiredCodeException',
          'Invalid code provided, please request a code again.',
        );
      }
    },

    async resendCode(email: string): Promise<void> {
      const address = parseEmail(email);
      // The limit applies to every address alike, so it does not tell which ones exist.
      const claim = await throttles.claimResend(`resend:${address}`);
      if (!claim.allowed) {
        throw new IdentityError(
          'LimitExceededException',
          `Too many code requests. Try again in ${seconds(claim.retryAfterSeconds)}.`,
        );
      }
      const user = await db.query.users.findFirst({ where: eq(users.email, address) });
      if (!user || user.emailVerified) return;
      await db.transaction(async (tx) => {
        const code = await codes.issue(tx, user.id);
        await deps.mailer.send(confirmationMail(address, user.name, code));
      });
    },

    async signIn(username: string, password: string): Promise<SignInResult> {
      const login = username.trim();
      const user = login
        ? await db.query.users.findFirst({
            where: or(eq(users.email, login.toLowerCase()), eq(users.phoneNumber, login)),
          })
        : undefined;
      // Unknown names are throttled too (under their own key), so the answers stay alike.
      const throttleKey = user ? `sign-in:user:${user.id}` : `sign-in:name:${login.toLowerCase()}`;
      const claim = await throttles.claimSignIn(throttleKey);
      if (!claim.allowed) {
        throw new IdentityError(
          'LimitExceededException',
          `Too many failed attempts. Try again in ${seconds(claim.retryAfterSeconds)}.`,
        );
      }
      const passwordMatches = await verifyPassword(user?.passwordHash, password);
      if (!user || !passwordMatches) throw new IdentityError('NotAuthorizedException', WRONG_CREDENTIALS);
      await throttles.signInSucceeded(throttleKey);
      if (!user.emailVerified) throw new IdentityError('UserNotConfirmedException', 'User is not confirmed.');

      const at = now();
      const refreshToken = randomBytes(32).toString('base64url');
      const refreshTokenExpiresAt = new Date(at.getTime() + deps.refreshTokenTtlDays * 86_400_000);
      const [session] = await db
        .insert(sessions)
        .values({
          userId: user.id,
          refreshTokenHash: hashToken(refreshToken),
          expiresAt: refreshTokenExpiresAt,
          lastUsedAt: at,
          createdAt: at,
        })
        .returning({ id: sessions.id });
      if (!session) throw new Error('session insert returned nothing');
      return {
        accessToken: await tokens.issue({ userId: user.id, sessionId: session.id }),
        expiresIn: deps.accessTokenTtlSeconds,
        refreshToken,
        refreshTokenExpiresIn: deps.refreshTokenTtlDays * 86_400,
        user: await currentUser(user.id),
      };
    },

    /** A new access token for a live refresh token, which is replaced (rotated) at once. */
    async refresh(refreshToken: string): Promise<SignInResult> {
      if (!refreshToken) throw sessionExpired();
      const at = now();
      const next = randomBytes(32).toString('base64url');
      const [session] = await db
        .update(sessions)
        .set({ refreshTokenHash: hashToken(next), lastUsedAt: at })
        .where(
          and(
            eq(sessions.refreshTokenHash, hashToken(refreshToken)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, at),
          ),
        )
        .returning();
      if (!session) throw sessionExpired();
      return {
        accessToken: await tokens.issue({ userId: session.userId, sessionId: session.id }),
        expiresIn: deps.accessTokenTtlSeconds,
        refreshToken: next,
        refreshTokenExpiresIn: Math.floor((session.expiresAt.getTime() - at.getTime()) / 1000),
        user: await currentUser(session.userId),
      };
    },

    /** Revokes the session named by its id or its refresh token; signing out twice is fine. */
    async signOut(by: { sessionId?: string; refreshToken?: string }): Promise<void> {
      const conditions = [];
      if (by.sessionId && UUID.test(by.sessionId)) conditions.push(eq(sessions.id, by.sessionId));
      if (by.refreshToken) conditions.push(eq(sessions.refreshTokenHash, hashToken(by.refreshToken)));
      if (conditions.length === 0) return;
      await db
        .update(sessions)
        .set({ revokedAt: now() })
        .where(and(or(...conditions), isNull(sessions.revokedAt)));
    },

    /** Who holds this access token, if it is valid and its session still live. */
    async authenticate(
      accessToken: string,
    ): Promise<{ userId: string; sessionId: string; email: string } | undefined> {
      const claims = await tokens.verify(accessToken);
      if (!claims) return undefined;
      const [row] = await db
        .select({ email: users.email })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, claims.sessionId),
            eq(sessions.userId, claims.userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now()),
          ),
        )
        .limit(1);
      return row ? { userId: claims.userId, sessionId: claims.sessionId, email: row.email } : undefined;
    },

    currentUser,
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
