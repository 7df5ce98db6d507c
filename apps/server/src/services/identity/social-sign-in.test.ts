import { eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOOPBACK_CLIENT,
  signInAtProvider,
  startLoopbackOidc,
} from '../../../../../e2e/support/loopback-oidc.ts';
import { createIdentityBed, failureOf, type IdentityBed, TEST_SECRET } from '../../../test/identity-bed.ts';
import { socialIdentities } from '../../db/account-choices-schema.ts';
import { users } from '../../db/schema.ts';
import { createSecretBox } from '../../identity/secret-box.ts';
import { createSocialProviders } from '../../identity/social-providers.ts';
import { totpCodeAt } from '../../identity/totp.ts';
import type { IdentityService } from './identity-service.ts';
import { createSocialSignIn, type SocialSignIn } from './social-sign-in.ts';
import { isChallenge } from './two-factor.ts';

// Sign-in with Google against a real OpenID provider on loopback (node-oidc-provider), the
// client being openid-client as in production: nothing between them is faked.
const PUBLIC_URL = 'http://localhost:3999';
const IP = '10.40.0.1';
const PASSWORD = 'correct horse battery';

let bed: IdentityBed;
let database: IdentityBed['database'];
let mailer: IdentityBed['mailer'];
let provider: Awaited<ReturnType<typeof startLoopbackOidc>>;
let identity: IdentityService;
let social: SocialSignIn;

beforeAll(async () => {
  bed = await createIdentityBed({ label: 'social', publicUrl: PUBLIC_URL, realTime: true });
  ({ database, mailer, identity } = bed);
  provider = await startLoopbackOidc({
    redirectUris: ['google', 'facebook'].map((name) => `${PUBLIC_URL}/auth/social/${name}/callback`),
  });
  social = createSocialSignIn({
    db: database.db,
    authSecret: TEST_SECRET,
    providers: createSocialProviders(
      {
        google: { ...LOOPBACK_CLIENT, issuer: provider.issuer },
        facebook: {
          ...LOOPBACK_CLIENT,
          authorizationUrl: `${provider.issuer}/auth`,
          tokenUrl: `${provider.issuer}/token`,
          userinfoUrl: `${provider.issuer}/graph/me`,
        },
      },
      PUBLIC_URL,
    ),
    identity,
  });
});
afterAll(async () => {
  await provider?.close();
  await bed?.close();
});

let counter = 0;
const address = (name: string) => `${name}-${++counter}@example.com`;
const queryOf = (callbackUrl: string) => new URL(callbackUrl).search.slice(1);

/** The whole round trip: start, sign in at the provider, come back. */
async function signInWith(name: 'google' | 'facebook', who: { email: string; verified: boolean }) {
  const { url, sealed } = await social.start(name);
  const callbackUrl = await signInAtProvider(url, who);
  return social.callback(name, queryOf(callbackUrl), sealed, IP);
}
const signInWithGoogle = (who: { email: string; verified: boolean }) => signInWith('google', who);

async function confirmedAccount(email: string) {
  await identity.signUp(email, PASSWORD, 'Has Password');
  await identity.confirmSignUp(email, mailer.lastCodeFor(email));
}

const linksOf = async (email: string) =>
  database.db
    .select({ provider: socialIdentities.provider })
    .from(socialIdentities)
    .innerJoin(users, eq(users.id, socialIdentities.userId))
    .where(eq(users.email, email));

describe('sign-in with Google (OpenID Connect)', () => {
  it('creates a confirmed account for a new verified address, and signs the same person in again', async () => {
    const email = address('new');
    const first = await signInWithGoogle({ email, verified: true });
    if (isChallenge(first)) throw new Error('expected a session');
    expect(first.user).toMatchObject({ email, email_verified: true });
    expect(first.refreshToken).toBeTruthy();
    const again = await signInWithGoogle({ email, verified: true });
    if (isChallenge(again)) throw new Error('expected a session');
    expect(again.user.sub).toBe(first.user.sub);
    expect(await linksOf(email)).toEqual([{ provider: 'google' }]);
  });

  it('links an existing account when the provider says the address is verified; the password still works', async () => {
    const email = address('linked');
    await confirmedAccount(email);
    const outcome = await signInWithGoogle({ email, verified: true });
    if (isChallenge(outcome)) throw new Error('expected a session');
    expect(outcome.user.email).toBe(email);
    expect(await linksOf(email)).toEqual([{ provider: 'google' }]);
    expect(isChallenge(await identity.signIn(email, PASSWORD, IP))).toBe(false);
  });

  it('does not link an existing account when the address is not verified', async () => {
    const email = address('unverified');
    await confirmedAccount(email);
    expect(await failureOf(signInWithGoogle({ email, verified: false }))).toMatchObject({
      name: 'NotAuthorizedException',
      message: expect.stringContaining('Sign in with your password'),
    });
    expect(await linksOf(email)).toEqual([]);
  });

  it("gives a never-confirmed account to the verified address's owner, dropping the password set by someone else", async () => {
    const email = address('squatted');
    await identity.signUp(email, PASSWORD, 'Squatter');
    const outcome = await signInWithGoogle({ email, verified: true });
    expect(isChallenge(outcome)).toBe(false);
    expect(await failureOf(identity.signIn(email, PASSWORD, IP))).toMatchObject({
      name: 'NotAuthorizedException',
    });
  });

  it('asks for the second factor of an account with two-factor on, and starts no session', async () => {
    const email = address('two-factor');
    await confirmedAccount(email);
    const user = await database.db.query.users.findFirst({ where: eq(users.email, email) });
    const settings = identity.secondFactors.settings;
    const { secret } = await settings.setUpTotp(user?.id ?? '');
    await settings.enableTotp(user?.id ?? '', totpCodeAt(secret, new Date()));
    const outcome = await signInWithGoogle({ email, verified: true });
    expect(outcome).toMatchObject({ ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: expect.any(String) });
    expect('refreshToken' in outcome).toBe(false);
  });
});

describe('sign-in with Facebook (OAuth 2 and its /me)', () => {
  it('creates an account whose address is not counted as verified, and never links an existing one', async () => {
    const email = address('facebook');
    const outcome = await signInWith('facebook', { email, verified: true });
    if (isChallenge(outcome)) throw new Error('expected a session');
    expect(outcome.user).toMatchObject({ email, email_verified: false });
    expect(await linksOf(email)).toEqual([{ provider: 'facebook' }]);

    const taken = address('facebook-existing');
    await confirmedAccount(taken);
    expect(await failureOf(signInWith('facebook', { email: taken, verified: true }))).toMatchObject({
      name: 'NotAuthorizedException',
      message: expect.stringContaining('Facebook did not confirm the address is yours'),
    });
    expect(await linksOf(taken)).toEqual([]);
  });

  it('sends a PKCE challenge and a state, without a nonce (no ID token)', async () => {
    const params = new URL((await social.start('facebook')).url).searchParams;
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeNull();
    expect(params.get('scope')).toBe('email');
  });
});

describe('the checks of the round trip', () => {
  it('sends a PKCE S256 challenge of the verifier it keeps sealed, with a state and a nonce', async () => {
    const { url, sealed } = await social.start('google');
    const params = new URL(url).searchParams;
    const kept = JSON.parse(createSecretBox(TEST_SECRET, 'social-sign-in').open(sealed)) as {
      state: string;
      codeVerifier: string;
      nonce: string;
    };
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toBe(await oidc.calculatePKCECodeChallenge(kept.codeVerifier));
    expect(params.get('state')).toBe(kept.state);
    expect(params.get('nonce')).toBe(kept.nonce);
    expect(sealed).not.toContain(kept.codeVerifier);
  });

  it('refuses a code sent back with another PKCE verifier (the provider checks it)', async () => {
    const { url, sealed } = await social.start('google');
    const box = createSecretBox(TEST_SECRET, 'social-sign-in');
    const kept = JSON.parse(box.open(sealed)) as Record<string, unknown>;
    const forged = box.seal(JSON.stringify({ ...kept, codeVerifier: oidc.randomPKCECodeVerifier() }));
    const callbackUrl = await signInAtProvider(url, { email: address('pkce'), verified: true });
    expect(await failureOf(social.callback('google', queryOf(callbackUrl), forged, IP))).toMatchObject({
      name: 'NotAuthorizedException',
      message: 'The sign-in could not be verified. Please try again.',
    });
  });

  it("refuses a callback whose state is not the browser's own", async () => {
    const mine = await social.start('google');
    const theirs = await social.start('google');
    const callbackUrl = await signInAtProvider(theirs.url, { email: address('state'), verified: true });
    expect(await failureOf(social.callback('google', queryOf(callbackUrl), mine.sealed, IP))).toMatchObject({
      name: 'NotAuthorizedException',
    });
    const altered = queryOf(callbackUrl).replace(/state=[^&]+/, 'state=altered');
    expect(await failureOf(social.callback('google', altered, theirs.sealed, IP))).toMatchObject({
      name: 'NotAuthorizedException',
    });
  });

  it('refuses a callback without the cookie, or with one altered', async () => {
    const { url, sealed } = await social.start('google');
    const callbackUrl = await signInAtProvider(url, { email: address('cookie'), verified: true });
    for (const cookie of [undefined, '', `${sealed.slice(0, -2)}xx`]) {
      expect(await failureOf(social.callback('google', queryOf(callbackUrl), cookie, IP))).toMatchObject({
        name: 'NotAuthorizedException',
      });
    }
  });
});
