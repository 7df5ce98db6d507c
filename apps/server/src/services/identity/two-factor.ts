import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { recoveryCodes, signInChallenges, totpFactors } from '../../db/two-factor-schema.ts';
import { IdentityError } from '../../identity/identity-error.ts';
import { hashRecoveryCode, normalizeRecoveryCode } from '../../identity/recovery-codes.ts';
import { createSecretBox } from '../../identity/secret-box.ts';
import { checkTotp } from '../../identity/totp.ts';
import type { BackOff, createRateLimiter } from '../../ops/rate-limiter.ts';
import type { SignInResult } from './sessions.ts';

// The second factor of a sign-in (issue 22 item 3, ADR 0032), in the shape of Cognito's
// challenge flow: a sign-in whose first factor (password, social provider) succeeded for an
// account with two-factor on gets no session yet, only a challenge
//   { ChallengeName: 'SOFTWARE_TOKEN_MFA', Session, AvailableChallenges }
// where Session is a short-lived, single-use token; respondToChallenge() with a code from the
// app, a recovery code or a passkey then starts the session. No refresh token or access token
// exists before that, so neither /auth/refresh nor the GraphQL API can act half signed in.
//
// EVERY SIGN-IN PATH goes through finishFirstFactor(userId, clientIp) once it knows who the
// person is (reach it as identity.secondFactors.twoFactor), and answers its result as it is:
// a session, or the challenge for the web app to ask for the code (social sign-in included:
// answer the challenge to the browser instead of starting a session yourself).
// secondFactorRequired(userId) tells whether it will be a challenge. A path that ends in a
// redirect hands the challenge to the sign-in page in the fragment, which no server sees:
//   /signin#challenge=<Session>&factors=<AvailableChallenges joined by commas>
// (apps/web/src/features/auth/challenge-link.ts); the page then shows the second step. Signing in with a passkey is itself two factors (a device and its PIN or
// biometric check) and starts its session directly.

export type ChallengeName = 'SOFTWARE_TOKEN_MFA' | 'WEB_AUTHN';

export type SecondFactorChallenge = {
  ChallengeName: 'SOFTWARE_TOKEN_MFA';
  /** The challenge's token: send it back with the answer. */
  Session: string;
  /** The factors this account may answer with (WEB_AUTHN when it has a passkey). */
  AvailableChallenges: ChallengeName[];
};

export type SignInOutcome = SignInResult | SecondFactorChallenge;

export const isChallenge = (outcome: SignInOutcome): outcome is SecondFactorChallenge =>
  'ChallengeName' in outcome;

const CHALLENGE_TTL_MS = 5 * 60_000;
const EXPIRED_SESSION = 'Invalid session for the user, session is expired.';
const WRONG_CODE = 'Invalid code received for user';

// Wrong second factors: like the password, 5 free tries, then a growing wait (at most 15
// minutes), forgotten a day later or when a right one arrives. Per account, so new
// challenges (each needing the password) do not reset it.
const secondFactorBackOff = (userId: string): BackOff => ({
  key: `second-factor:user:${userId}`,
  freeClaims: 5,
  maxDelaySeconds: 15 * 60,
  forgetAfterMs: 24 * 60 * 60 * 1000,
});

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createTwoFactor(deps: {
  db: Database;
  authSecret: string;
  now: () => Date;
  limiter: ReturnType<typeof createRateLimiter>;
  startSession: (userId: string, clientIp: string) => Promise<SignInResult>;
  /** Whether the account has a passkey, and the check of a passkey's answer (passkeys.ts). */
  passkeys: {
    has: (userId: string) => Promise<boolean>;
    verifySecondFactor: (userId: string, credential: unknown) => Promise<void>;
  };
}) {
  const { db, now } = deps;
  const box = createSecretBox(deps.authSecret, 'totp');

  async function secondFactorRequired(userId: string): Promise<boolean> {
    const [factor] = await db
      .select({ userId: totpFactors.userId })
      .from(totpFactors)
      .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.enabledAt)));
    return factor !== undefined;
  }

  async function limited<T>(userId: string, check: () => Promise<T>): Promise<T> {
    const backOff = secondFactorBackOff(userId);
    const claim = await deps.limiter.claimBackOff(backOff);
    if (!claim.allowed) {
      throw new IdentityError(
        'LimitExceededException',
        `Too many failed attempts. Try again in ${claim.retryAfterSeconds} seconds.`,
      );
    }
    const result = await check();
    await deps.limiter.clear(backOff.key);
    return result;
  }

  /** A code from the app, or a recovery code (used up). Throws the Cognito name of a refusal. */
  async function acceptCode(
    userId: string,
    typed: string,
    factorState: 'enabled' | 'pending',
  ): Promise<void> {
    const code = typed.replace(/\s/g, '');
    const recovery = normalizeRecoveryCode(code);
    if (recovery && factorState === 'enabled') {
      const used = await db
        .update(recoveryCodes)
        .set({ usedAt: now() })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, hashRecoveryCode(deps.authSecret, userId, recovery)),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ userId: recoveryCodes.userId });
      if (used.length === 0) throw new IdentityError('CodeMismatchException', WRONG_CODE);
      return;
    }
    const enabled =
      factorState === 'enabled' ? isNotNull(totpFactors.enabledAt) : isNull(totpFactors.enabledAt);
    const [factor] = await db
      .select()
      .from(totpFactors)
      .where(and(eq(totpFactors.userId, userId), enabled));
    if (!factor) throw new IdentityError('CodeMismatchException', WRONG_CODE);
    const checked = checkTotp(box.open(factor.secretSealed), code, now());
    if (checked.kind === 'wrong') throw new IdentityError('CodeMismatchException', WRONG_CODE);
    if (checked.kind === 'late') throw new IdentityError('ExpiredCodeException', 'Your code has expired.');
    // The step is taken in one conditional UPDATE: a code (or an older one) is accepted once,
    // even when two requests carry it at the same moment.
    const taken = await db
      .update(totpFactors)
      .set({ lastUsedStep: checked.step })
      .where(
        and(
          eq(totpFactors.userId, userId),
          or(isNull(totpFactors.lastUsedStep), lt(totpFactors.lastUsedStep, checked.step)),
        ),
      )
      .returning({ userId: totpFactors.userId });
    if (taken.length === 0) {
      throw new IdentityError(
        'CodeMismatchException',
        'This code has already been used. Wait for the next one.',
      );
    }
  }

  /** The account a challenge token belongs to, while it is live. */
  async function challengedUser(session: string): Promise<string> {
    const [challenge] = await db
      .select({ userId: signInChallenges.userId })
      .from(signInChallenges)
      .where(and(eq(signInChallenges.tokenHash, hashToken(session)), gt(signInChallenges.expiresAt, now())));
    if (!challenge) throw new IdentityError('NotAuthorizedException', EXPIRED_SESSION);
    return challenge.userId;
  }

  /** Opens a challenge for an account with two-factor on (see finishFirstFactor). */
  async function issueChallenge(userId: string): Promise<SecondFactorChallenge> {
    const at = now();
    const token = randomBytes(32).toString('base64url');
    // Expired challenges go as new ones come: no clean-up job needed.
    await db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, at));
    await db
      .insert(signInChallenges)
      .values({ tokenHash: hashToken(token), userId, expiresAt: new Date(at.getTime() + CHALLENGE_TTL_MS) });
    const available: ChallengeName[] = ['SOFTWARE_TOKEN_MFA'];
    if (await deps.passkeys.has(userId)) available.push('WEB_AUTHN');
    return { ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: token, AvailableChallenges: available };
  }

  return {
    secondFactorRequired,
    challengedUser,
    issueChallenge,

    /** After any first factor: a session, or the challenge when two-factor is on. */
    async finishFirstFactor(userId: string, clientIp: string): Promise<SignInOutcome> {
      if (await secondFactorRequired(userId)) return issueChallenge(userId);
      return deps.startSession(userId, clientIp);
    },

    /** Cognito's RespondToAuthChallenge: the second factor, then the session. */
    async respondToChallenge(
      answer: { session: string; challengeName: ChallengeName; code?: string; credential?: unknown },
      clientIp: string,
    ): Promise<SignInResult> {
      const userId = await challengedUser(answer.session);
      await limited(userId, async () => {
        if (answer.challengeName === 'WEB_AUTHN') {
          await deps.passkeys.verifySecondFactor(userId, answer.credential);
        } else {
          await acceptCode(userId, answer.code ?? '', 'enabled');
        }
      });
      // Single use: of two answers racing with one token, one starts a session.
      const [spent] = await db
        .delete(signInChallenges)
        .where(eq(signInChallenges.tokenHash, hashToken(answer.session)))
        .returning({ userId: signInChallenges.userId });
      if (!spent) throw new IdentityError('NotAuthorizedException', EXPIRED_SESSION);
      const [user] = await db
        .select({ suspendedAt: users.suspendedAt })
        .from(users)
        .where(eq(users.id, userId));
      if (!user || user.suspendedAt) throw new IdentityError('NotAuthorizedException', 'User is disabled.');
      return deps.startSession(userId, clientIp);
    },

    /** Checks a code (app or recovery) for a signed-in person, under the same attempt limit. */
    verifyCode: (userId: string, code: string, factorState: 'enabled' | 'pending' = 'enabled') =>
      limited(userId, () => acceptCode(userId, code, factorState)),

    /** The password as proof (turning two-factor off), under the same attempt limit. */
    checkPassword: (userId: string, matches: () => Promise<boolean>) =>
      limited(userId, async () => {
        if (!(await matches()))
          throw new IdentityError('NotAuthorizedException', 'Incorrect username or password.');
      }),

    sealSecret: (secret: string) => box.seal(secret),
  };
}

export type TwoFactor = ReturnType<typeof createTwoFactor>;

/** The session of an outcome that must be one (a sign-in path without two-factor). */
export function sessionOf(outcome: SignInOutcome): SignInResult {
  if (isChallenge(outcome)) throw new IdentityError('NotAuthorizedException', 'A second factor is required.');
  return outcome;
}
