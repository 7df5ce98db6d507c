import type { TwoFactorStatus } from '@reelboard/shared/two-factor';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { passkeys, webauthnChallenges } from '../../db/two-factor-schema.ts';
import { IdentityError } from '../../identity/identity-error.ts';
import type { SignInResult } from './sessions.ts';

// Passkeys (WebAuthn, issue 22 item 4, ADR 0032) through @simplewebauthn/server: adding,
// naming and removing them, signing in with one without a password (discoverable
// credentials), and answering the second-factor challenge with one. Every challenge is a
// row of webauthn_challenges (any node may receive the answer), used once and expiring.

/** Who the browser must be talking to: the site's host (RP ID) and its origin, from PUBLIC_URL. */
export type RelyingParty = { id: string; name: string; origin: string };

export const relyingPartyOf = (publicUrl: string): RelyingParty => {
  const url = new URL(publicUrl);
  return { id: url.hostname, name: 'Reelboard', origin: url.origin };
};

type Purpose = 'register' | 'sign-in' | 'second-factor';

const CHALLENGE_TTL_MS = 5 * 60_000;
const NOT_VERIFIED = 'The passkey could not be verified.';
const refused = () => new IdentityError('NotAuthorizedException', NOT_VERIFIED);

export function createPasskeys(deps: {
  db: Database;
  now: () => Date;
  relyingParty: RelyingParty;
  startSession: (userId: string, clientIp: string) => Promise<SignInResult>;
}) {
  const { db, now, relyingParty: rp } = deps;

  async function remember(challenge: string, purpose: Purpose, userId: string | null) {
    const at = now();
    await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, at));
    await db
      .insert(webauthnChallenges)
      .values({ challenge, purpose, userId, expiresAt: new Date(at.getTime() + CHALLENGE_TTL_MS) });
  }

  /** Takes (deletes) a live challenge of this ceremony and account: true once per challenge. */
  function consume(purpose: Purpose, userId: string | null) {
    return async (challenge: string) => {
      const taken = await db
        .delete(webauthnChallenges)
        .where(
          and(
            eq(webauthnChallenges.challenge, challenge),
            eq(webauthnChallenges.purpose, purpose),
            userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
            gt(webauthnChallenges.expiresAt, now()),
          ),
        )
        .returning({ challenge: webauthnChallenges.challenge });
      return taken.length > 0;
    };
  }

  const ofUser = (userId: string) =>
    db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));

  /** Checks an assertion by one of the given account's passkeys (any account's when null). */
  async function verifyAssertion(credential: unknown, purpose: Purpose, userId: string | null) {
    const response = credential as AuthenticationResponseJSON;
    const [stored] = await db
      .select()
      .from(passkeys)
      .where(
        and(
          eq(passkeys.credentialId, response.id),
          userId === null ? undefined : eq(passkeys.userId, userId),
        ),
      );
    if (!stored) throw refused();
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: consume(purpose, userId),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: stored.credentialId,
        publicKey: stored.publicKey,
        counter: stored.signCount,
        transports: stored.transports,
      },
      requireUserVerification: true,
    }).catch(() => ({ verified: false, authenticationInfo: undefined }));
    if (!result.verified || !result.authenticationInfo) throw refused();
    await db
      .update(passkeys)
      .set({ signCount: result.authenticationInfo.newCounter, lastUsedAt: now() })
      .where(eq(passkeys.id, stored.id));
    return stored.userId;
  }

  return {
    async has(userId: string): Promise<boolean> {
      const [one] = await db
        .select({ id: passkeys.id })
        .from(passkeys)
        .where(eq(passkeys.userId, userId))
        .limit(1);
      return one !== undefined;
    },

    async list(userId: string): Promise<TwoFactorStatus['passkeys']> {
      return (await ofUser(userId)).map((key) => ({
        id: key.id,
        name: key.name,
        createdAt: key.createdAt.toISOString(),
        lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
      }));
    },

    async registrationOptions(userId: string) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw refused();
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: user.email,
        userDisplayName: user.name,
        userID: new TextEncoder().encode(user.id),
        attestationType: 'none',
        excludeCredentials: (await ofUser(userId)).map((key) => ({
          id: key.credentialId,
          transports: key.transports,
        })),
        // Discoverable, so that it signs in without a name; verified, so that it is two factors.
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        // EdDSA, ES256, RS256: the library would add ML-DSA-44 where Node has it, which Node
        // still marks experimental (a warning on every start that registers one).
        supportedAlgorithmIDs: [-8, -7, -257],
      });
      await remember(options.challenge, 'register', userId);
      return options;
    },

    async register(userId: string, name: string, credential: unknown) {
      const result = await verifyRegistrationResponse({
        response: credential as RegistrationResponseJSON,
        expectedChallenge: consume('register', userId),
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
      }).catch(() => ({ verified: false, registrationInfo: undefined }));
      if (!result.verified || !result.registrationInfo) throw refused();
      const { credential: created } = result.registrationInfo;
      const [row] = await db
        .insert(passkeys)
        .values({
          userId,
          credentialId: created.id,
          publicKey: created.publicKey,
          signCount: created.counter,
          transports: created.transports ?? [],
          name,
          createdAt: now(),
        })
        .onConflictDoNothing({ target: passkeys.credentialId })
        .returning({ id: passkeys.id });
      if (!row) throw new IdentityError('InvalidParameterException', 'This passkey is already added.');
      return { id: row.id, name };
    },

    async rename(userId: string, passkeyId: string, name: string): Promise<void> {
      const renamed = await db
        .update(passkeys)
        .set({ name })
        .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
        .returning({ id: passkeys.id });
      if (renamed.length === 0) throw new IdentityError('InvalidParameterException', 'No such passkey.');
    },

    async remove(userId: string, passkeyId: string): Promise<void> {
      const removed = await db
        .delete(passkeys)
        .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
        .returning({ id: passkeys.id });
      if (removed.length === 0) throw new IdentityError('InvalidParameterException', 'No such passkey.');
    },

    /** Options for a passwordless sign-in: no account named, the authenticator offers its passkeys. */
    async signInOptions() {
      const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
      await remember(options.challenge, 'sign-in', null);
      return options;
    },

    async signIn(credential: unknown, clientIp: string): Promise<SignInResult> {
      const userId = await verifyAssertion(credential, 'sign-in', null);
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user?.emailVerified)
        throw new IdentityError('UserNotConfirmedException', 'User is not confirmed.');
      if (user.suspendedAt) throw new IdentityError('NotAuthorizedException', 'User is disabled.');
      return deps.startSession(userId, clientIp);
    },

    /** Options for answering a second-factor challenge with one of this account's passkeys. */
    async secondFactorOptions(userId: string) {
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        userVerification: 'required',
        allowCredentials: (await ofUser(userId)).map((key) => ({
          id: key.credentialId,
          transports: key.transports,
        })),
      });
      await remember(options.challenge, 'second-factor', userId);
      return options;
    },

    async verifySecondFactor(userId: string, credential: unknown): Promise<void> {
      await verifyAssertion(credential, 'second-factor', userId);
    },
  };
}

export type Passkeys = ReturnType<typeof createPasskeys>;
