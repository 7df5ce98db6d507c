import * as oidc from 'openid-client';
import type { SocialProviderSettings } from './social-settings.ts';

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProviderName = (typeof SOCIAL_PROVIDERS)[number];

/** Who the provider says signed in. emailVerified is true only when the provider says so. */
export type ProviderProfile = {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
};

/** What the callback must present again: kept sealed in a short-lived cookie (ADR 0033). */
export type PendingSignIn = { state: string; codeVerifier: string; nonce: string | undefined };

const SCOPES: Record<SocialProviderName, string> = { google: 'openid email profile', facebook: 'email' };

// The client side of sign-in with Google (OpenID Connect: discovery, ID token checked
// against the issuer's keys and the nonce) and Facebook (OAuth 2 and its Graph API's /me),
// both through openid-client with PKCE (S256) and a state check. Plain http is allowed only
// for an issuer the operator configured as such: the tests' provider on loopback.
export function createSocialProviders(settings: SocialProviderSettings, publicUrl: string) {
  const configurations = new Map<SocialProviderName, Promise<oidc.Configuration>>();
  const redirectUri = (name: SocialProviderName) => `${publicUrl}/auth/social/${name}/callback`;

  async function configure(name: SocialProviderName): Promise<oidc.Configuration> {
    const google = settings.google;
    if (name === 'google' && google) {
      const issuer = new URL(google.issuer);
      const insecure = issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [];
      return oidc.discovery(issuer, google.clientId, google.clientSecret, undefined, { execute: insecure });
    }
    const facebook = settings.facebook;
    if (name === 'facebook' && facebook) {
      const config = new oidc.Configuration(
        {
          issuer: new URL(facebook.authorizationUrl).origin,
          authorization_endpoint: facebook.authorizationUrl,
          token_endpoint: facebook.tokenUrl,
        },
        facebook.clientId,
        facebook.clientSecret,
      );
      if (facebook.tokenUrl.startsWith('http:')) oidc.allowInsecureRequests(config);
      return config;
    }
    throw new Error(`sign-in with ${name} is not configured`);
  }

  // Discovery runs once per process; a failed one (the provider unreachable) is tried again.
  function configuration(name: SocialProviderName): Promise<oidc.Configuration> {
    let pending = configurations.get(name);
    if (!pending) {
      pending = configure(name);
      pending.catch(() => configurations.delete(name));
      configurations.set(name, pending);
    }
    return pending;
  }

  async function profileOf(
    name: SocialProviderName,
    config: oidc.Configuration,
    tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>,
  ): Promise<ProviderProfile> {
    if (name === 'google') {
      const idToken = tokens.claims();
      if (!idToken) throw new Error('the provider sent no ID token');
      // Google puts the address in the ID token; a provider that keeps it to the UserInfo
      // endpoint (as the specification's default has it) is asked there, for the same subject.
      const claims =
        'email' in idToken ? idToken : await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub);
      return {
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : undefined,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : undefined,
      };
    }
    const userinfoUrl = new URL(settings.facebook?.userinfoUrl ?? '');
    const response = await oidc.fetchProtectedResource(config, tokens.access_token, userinfoUrl, 'GET');
    if (!response.ok) throw new Error(`the provider's profile answered ${response.status}`);
    const me = (await response.json()) as { id?: unknown; email?: unknown; name?: unknown };
    if (typeof me.id !== 'string' || me.id === '') throw new Error('the provider sent no account id');
    return {
      subject: me.id,
      email: typeof me.email === 'string' ? me.email : undefined,
      // Facebook does not say whether the address was verified, so it never links.
      emailVerified: false,
      name: typeof me.name === 'string' ? me.name : undefined,
    };
  }

  return {
    enabled: (name: SocialProviderName) => settings[name] !== undefined,

    /** The provider's authorization URL, and what the callback must present again. */
    async begin(name: SocialProviderName): Promise<{ url: string; pending: PendingSignIn }> {
      const config = await configuration(name);
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = name === 'google' ? oidc.randomNonce() : undefined;
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri(name),
        scope: SCOPES[name],
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        ...(nonce ? { nonce } : {}),
      });
      return { url: url.href, pending: { state, codeVerifier, nonce } };
    },

    /** Exchanges the callback's code (state, PKCE and nonce checked) for the person's profile. */
    async finish(name: SocialProviderName, query: string, pending: PendingSignIn): Promise<ProviderProfile> {
      const config = await configuration(name);
      const callbackUrl = new URL(`${redirectUri(name)}?${query}`);
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: name === 'google',
      });
      return profileOf(name, config, tokens);
    },
  };
}

export type SocialProviders = ReturnType<typeof createSocialProviders>;
