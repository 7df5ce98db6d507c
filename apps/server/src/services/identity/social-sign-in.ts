import { randomBytes } from 'node:crypto';
import { emailSchema } from '@reelboard/shared/auth';
import { and, eq } from 'drizzle-orm';
import { socialIdentities } from '../../db/account-choices-schema.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { IdentityError } from '../../identity/identity-error.ts';
import { hashPassword } from '../../identity/passwords.ts';
import { createSecretBox } from '../../identity/secret-box.ts';
import type {
  PendingSignIn,
  ProviderProfile,
  SocialProviderName,
  SocialProviders,
} from '../../identity/social-providers.ts';
import type { IdentityService } from './identity-service.ts';
import type { SignInOutcome } from './two-factor.ts';

// The provider's answer must come back within this time of the start.
const PENDING_TTL_MS = 10 * 60_000;
const NOT_VERIFIED = 'The sign-in could not be verified. Please try again.';

const LABELS: Record<SocialProviderName, string> = { google: 'Google', facebook: 'Facebook' };

// A password nobody knows: accounts made through a provider sign in through it (or set a
// password with a reset), and the column stays one kind of value.
const unknowablePassword = () => hashPassword(randomBytes(32).toString('base64url'));

// Sign-in with Google or Facebook (issue 22 item 7, ADR 0033). The provider proved who the
// person is at the provider; this decides which Reelboard account that is:
// - a provider account linked before signs in to its account;
// - else an account with the same address is linked only when the provider says the address
//   is verified, and one whose address was never confirmed is taken over by the address's
//   owner (its password and other links were set by someone who never proved the address);
// - else a new account is created, signed in at once (no code to confirm), with the address
//   counted as verified only when the provider said so.
// Then, like every sign-in, finishFirstFactor: two-factor accounts get the challenge.
export function createSocialSignIn(deps: {
  db: Database;
  now?: () => Date;
  authSecret: string;
  providers: SocialProviders;
  /** Every sign-in ends in finishFirstFactor (ADR 0032); a takeover ends the old sessions. */
  identity: Pick<IdentityService, 'secondFactors' | 'revokeAllSessions'>;
  /** The site's registration setting: throws when new accounts are closed (ADR 0035). */
  admitSignUp?: (invitation: null) => Promise<void>;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  // The state, PKCE verifier and nonce travel sealed (encrypted and authenticated) in the
  // browser's cookie, so any node may receive the callback and nothing is stored before it.
  const box = createSecretBox(deps.authSecret, 'social-sign-in');

  function openPending(provider: SocialProviderName, sealed: string | undefined): PendingSignIn {
    try {
      const opened = JSON.parse(box.open(sealed ?? '')) as PendingSignIn & {
        provider: string;
        expiresAt: number;
      };
      if (opened.provider === provider && opened.expiresAt > now().getTime()) return opened;
    } catch {
      // Missing, altered or from another secret: refused below like an expired one.
    }
    throw new IdentityError('NotAuthorizedException', NOT_VERIFIED);
  }

  async function linkedUser(provider: SocialProviderName, subject: string) {
    const [row] = await db
      .select({ user: users })
      .from(socialIdentities)
      .innerJoin(users, eq(users.id, socialIdentities.userId))
      .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)));
    return row?.user;
  }

  async function link(provider: SocialProviderName, subject: string, user: typeof users.$inferSelect) {
    const takeOver = !user.emailVerified;
    const passwordHash = takeOver ? await unknowablePassword() : undefined;
    await db.transaction(async (tx) => {
      if (takeOver) {
        await tx.delete(socialIdentities).where(eq(socialIdentities.userId, user.id));
        await tx
          .update(users)
          .set({ emailVerified: true, passwordHash, updatedAt: now() })
          .where(eq(users.id, user.id));
      }
      await tx.insert(socialIdentities).values({ provider, subject, userId: user.id, createdAt: now() });
    });
    if (takeOver) await deps.identity.revokeAllSessions(user.id);
    return { ...user, emailVerified: true };
  }

  async function create(provider: SocialProviderName, profile: ProviderProfile, email: string) {
    await deps.admitSignUp?.(null);
    const name = profile.name?.trim().slice(0, 100) || email.split('@')[0] || 'Reelboard user';
    const passwordHash = await unknowablePassword();
    return db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email,
          name,
          passwordHash,
          emailVerified: profile.emailVerified,
          createdAt: now(),
          updatedAt: now(),
        })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (!created)
        throw new IdentityError('UsernameExistsException', 'An account with the given email already exists.');
      await tx
        .insert(socialIdentities)
        .values({ provider, subject: profile.subject, userId: created.id, createdAt: now() });
      return created;
    });
  }

  async function accountFor(provider: SocialProviderName, profile: ProviderProfile) {
    const linked = await linkedUser(provider, profile.subject);
    if (linked) return linked;
    const email = emailSchema.safeParse(profile.email ?? '');
    if (!email.success) {
      throw new IdentityError(
        'NotAuthorizedException',
        `Your ${LABELS[provider]} account did not share an e-mail address. Sign up with your e-mail instead.`,
      );
    }
    const existing = await db.query.users.findFirst({ where: eq(users.email, email.data) });
    if (!existing) return create(provider, profile, email.data);
    if (!profile.emailVerified) {
      throw new IdentityError(
        'NotAuthorizedException',
        `An account with this e-mail address already exists, and ${LABELS[provider]} did not confirm the address is yours. Sign in with your password.`,
      );
    }
    return link(provider, profile.subject, existing);
  }

  async function signIn(provider: SocialProviderName, profile: ProviderProfile, clientIp: string) {
    const user = await accountFor(provider, profile);
    if (user.suspendedAt) throw new IdentityError('NotAuthorizedException', 'User is disabled.');
    return deps.identity.secondFactors.twoFactor.finishFirstFactor(user.id, clientIp);
  }

  return {
    enabled: deps.providers.enabled,

    /** The provider's sign-in page, and the sealed checks for the browser's cookie. */
    async start(provider: SocialProviderName): Promise<{ url: string; sealed: string }> {
      const { url, pending } = await deps.providers.begin(provider);
      const expiresAt = now().getTime() + PENDING_TTL_MS;
      return { url, sealed: box.seal(JSON.stringify({ ...pending, provider, expiresAt })) };
    },

    /**
     * The provider sent the person back with `query`: the state, PKCE verifier and nonce of
     * the sealed cookie are checked by the exchange, then the account is found or made.
     */
    async callback(
      provider: SocialProviderName,
      query: string,
      sealed: string | undefined,
      clientIp: string,
    ): Promise<SignInOutcome> {
      const pending = openPending(provider, sealed);
      let profile: ProviderProfile;
      try {
        profile = await deps.providers.finish(provider, query, pending);
      } catch (error) {
        throw Object.assign(new IdentityError('NotAuthorizedException', NOT_VERIFIED), { cause: error });
      }
      return signIn(provider, profile, clientIp);
    },
  };
}

export type SocialSignIn = ReturnType<typeof createSocialSignIn>;
