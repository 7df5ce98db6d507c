import { emailSchema, passwordSchema, type SessionUser } from '@reelboard/shared/auth';
import { isUuid } from '@reelboard/shared/ids';
import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { createConfirmationCodes } from '../../identity/confirmation-codes.ts';
import { confirmationMail } from '../../identity/confirmation-mail.ts';
import { parseEmail } from '../../identity/email-address.ts';
import { IdentityError, sessionExpired } from '../../identity/identity-error.ts';
import { assertPasswordNotCommon } from '../../identity/password-policy.ts';
import { hashPassword, verifyPassword } from '../../identity/passwords.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { type BackOff, createRateLimiter, type WindowLimit } from '../../ops/rate-limiter.ts';
import type { Storage } from '../../storage/storage.ts';
import type { ProfileService } from '../profiles/profile-service.ts';
import type { ActorCache } from './actor-cache.ts';
import { type RelyingParty, relyingPartyOf } from './passkeys.ts';
import { createSecondFactors } from './second-factors.ts';
import { createSessions } from './sessions.ts';
import type { SignInOutcome } from './two-factor.ts';

const WRONG_CREDENTIALS = 'Incorrect username or password.';
const USER_DISABLED = 'User is disabled.';

const seconds = (n: number) => (n === 1 ? '1 second' : `${n} seconds`);

// Sign-in back-off: the first 5 consecutive failures cost nothing; after that each attempt
// waits 2^(failures - 5) seconds after the previous one, at most 15 minutes, so an account is
// slowed down but never locked for good. The count is forgotten a day after the last attempt:
// the back-off has run out by then, and a guesser gains a few free tries a day, which the
// back-off allows anyway. Every key is treated alike, so keeping or forgetting a count never
// tells a known account from a name without one.
const signInBackOff = (key: string): BackOff => ({
  key,
  freeClaims: 5,
  maxDelaySeconds: 15 * 60,
  forgetAfterMs: 24 * 60 * 60 * 1000,
});

// Resending a confirmation code: at most one a minute and five an hour per address.
const resendLimit = (key: string): WindowLimit => ({
  key,
  limit: 5,
  windowMs: 60 * 60 * 1000,
  minGapMs: 60_000,
});

// The built-in user pool (SPEC.md sections 4, 5 and 8): sign-up with a mailed code, sign-in
// with back-off, short-lived access tokens plus rotating refresh tokens, sign-out that
// revokes. See docs/decisions/0002-identity-and-auth.md.
export function createIdentityService(deps: {
  db: Database;
  mailer: Mailer;
  profiles: ProfileService;
  storage: Pick<Storage, 'publicUrl'>;
  authSecret: string;
  /** Keys the address hashes kept of where accounts are seen (the visitors' key). */
  visitorSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  now?: () => Date;
  actors?: ActorCache;
  /** The site's registration setting (ADR 0035): throws when sign-up is closed to this person. */
  admitSignUp?: (invitation: string | null | undefined) => Promise<void>;
  /** Passkeys' relying party: PUBLIC_URL's host and origin (ADR 0032). */
  relyingParty?: RelyingParty;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const codes = createConfirmationCodes({ secret: deps.authSecret, now });
  const limiter = createRateLimiter(db, now);
  const sessions = createSessions({
    db,
    authSecret: deps.authSecret,
    visitorSecret: deps.visitorSecret,
    accessTokenTtlSeconds: deps.accessTokenTtlSeconds,
    refreshTokenTtlDays: deps.refreshTokenTtlDays,
    now,
    currentUser: (userId) => currentUser(userId),
    actors: deps.actors,
  });
  // Two-factor sign-in and passkeys (ADR 0032): a sign-in ends in finishFirstFactor.
  const secondFactors = createSecondFactors({
    db,
    authSecret: deps.authSecret,
    now,
    limiter,
    relyingParty: deps.relyingParty ?? relyingPartyOf('http://localhost'),
    startSession: sessions.start,
  });

  // Answers that do not depend on whether the address has an account.
  async function userByEmail(email: string) {
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) return undefined;
    return db.query.users.findFirst({ where: eq(users.email, parsed.data) });
  }

  async function currentUser(userId: string): Promise<SessionUser> {
    if (!isUuid(userId)) throw sessionExpired();
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
    async signUp(email: string, password: string, name: string, invitation?: string | null) {
      await deps.admitSignUp?.(invitation);
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
      const claim = await limiter.claim(resendLimit(`resend:${address}`));
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

    async signIn(username: string, password: string, clientIp: string): Promise<SignInOutcome> {
      const login = username.trim();
      const user = login
        ? await db.query.users.findFirst({
            where: or(eq(users.email, login.toLowerCase()), eq(users.phoneNumber, login)),
          })
        : undefined;
      // Unknown names are slowed down too (under their own key), so the answers stay alike.
      const backOffKey = user ? `sign-in:user:${user.id}` : `sign-in:name:${login.toLowerCase()}`;
      const claim = await limiter.claimBackOff(signInBackOff(backOffKey));
      if (!claim.allowed) {
        throw new IdentityError(
          'LimitExceededException',
          `Too many failed attempts. Try again in ${seconds(claim.retryAfterSeconds)}.`,
        );
      }
      const passwordMatches = await verifyPassword(user?.passwordHash, password);
      if (!user || !passwordMatches) throw new IdentityError('NotAuthorizedException', WRONG_CREDENTIALS);
      await limiter.clear(backOffKey);
      if (!user.emailVerified) throw new IdentityError('UserNotConfirmedException', 'User is not confirmed.');
      // Only someone who knows the password learns of the suspension (ADR 0017). The name
      // and message are the managed pool's for a disabled user, so the web can tell it apart.
      if (user.suspendedAt) throw new IdentityError('NotAuthorizedException', USER_DISABLED);

      return secondFactors.twoFactor.finishFirstFactor(user.id, clientIp);
    },

    secondFactors,
    refresh: sessions.refresh,
    signOut: sessions.signOut,
    revokeAllSessions: sessions.revokeAll,
    authenticate: sessions.authenticate,

    currentUser,
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
