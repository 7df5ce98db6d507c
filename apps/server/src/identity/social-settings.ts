import { z } from 'zod';

// The environment settings of sign-in with Google and Facebook (ADR 0033), read by
// config.ts. The issuer and endpoint URLs default to the real providers; tests point them
// at an OpenID provider on loopback.
const optionalText = z
  .string()
  .optional()
  .transform((value) => value || undefined);
const httpUrl = (fallback: string) =>
  z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default(fallback);

const FACEBOOK_GRAPH = 'https://graph.facebook.com/v21.0';

export const socialProviderSettings = {
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: httpUrl('https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: optionalText,
  FACEBOOK_CLIENT_SECRET: optionalText,
  FACEBOOK_AUTHORIZATION_URL: httpUrl('https://www.facebook.com/v21.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: httpUrl(`${FACEBOOK_GRAPH}/oauth/access_token`),
  FACEBOOK_USERINFO_URL: httpUrl(`${FACEBOOK_GRAPH}/me?fields=id,name,email`),
};

type Env = { [K in keyof typeof socialProviderSettings]: z.output<(typeof socialProviderSettings)[K]> };

type Client = { clientId: string; clientSecret: string };

export type SocialProviderSettings = {
  /** OpenID Connect: endpoints and keys come from the issuer's discovery document. */
  google: (Client & { issuer: string }) | undefined;
  /** Plain OAuth 2 (Facebook Login has no OpenID Connect code flow for the web). */
  facebook: (Client & { authorizationUrl: string; tokenUrl: string; userinfoUrl: string }) | undefined;
};

export function socialProvidersOf(e: Env): SocialProviderSettings {
  return {
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : undefined,
    facebook:
      e.FACEBOOK_CLIENT_ID && e.FACEBOOK_CLIENT_SECRET
        ? {
            clientId: e.FACEBOOK_CLIENT_ID,
            clientSecret: e.FACEBOOK_CLIENT_SECRET,
            authorizationUrl: e.FACEBOOK_AUTHORIZATION_URL,
            tokenUrl: e.FACEBOOK_TOKEN_URL,
            userinfoUrl: e.FACEBOOK_USERINFO_URL,
          }
        : undefined,
  };
}
