import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOOPBACK_CLIENT,
  signInAtProvider,
  startLoopbackOidc,
} from '../../../../e2e/support/loopback-oidc.ts';
import { createTestApp } from '../../test/app.ts';

// The social sign-in routes (ADR 0033) against a real OpenID provider on loopback: the
// cookies' attributes, the redirects, and refusals answered without internals.
const PUBLIC_URL = 'http://localhost:3998';
let provider: Awaited<ReturnType<typeof startLoopbackOidc>>;
let app: Awaited<ReturnType<typeof createTestApp>>;
let bare: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  provider = await startLoopbackOidc({ redirectUris: [`${PUBLIC_URL}/auth/social/google/callback`] });
  app = await createTestApp({
    PUBLIC_URL,
    GOOGLE_CLIENT_ID: LOOPBACK_CLIENT.clientId,
    GOOGLE_CLIENT_SECRET: LOOPBACK_CLIENT.clientSecret,
    GOOGLE_ISSUER: provider.issuer,
  });
  bare = await createTestApp();
});
afterAll(async () => {
  await app?.close();
  await bare?.close();
  await provider?.close();
});

const cookieOf = (setCookie: string | string[] | undefined, name: string) =>
  [setCookie ?? []].flat().find((line) => line.startsWith(`${name}=`));
const fragmentOf = (location: string) => new URLSearchParams(location.split('#')[1] ?? '');

describe('social sign-in routes', () => {
  it('offers nothing and changes nothing without client credentials', async () => {
    expect((await bare.app.inject({ url: '/auth/social/providers' })).json()).toEqual({ providers: [] });
    const start = await bare.app.inject({ url: '/auth/social/google/start' });
    expect(start.statusCode).toBe(303);
    expect(fragmentOf(String(start.headers.location)).get('social-error')).toBe('NotAuthorizedException');
  });

  it('goes to the provider and back to a session in the refresh cookie', async () => {
    expect((await app.app.inject({ url: '/auth/social/providers' })).json()).toEqual({
      providers: ['google'],
    });
    const start = await app.app.inject({ url: '/auth/social/google/start' });
    expect(start.statusCode).toBe(303);
    const location = String(start.headers.location);
    expect(location.startsWith(provider.issuer)).toBe(true);
    const pending = cookieOf(start.headers['set-cookie'], 'rb_social') ?? '';
    expect(pending).toMatch(/HttpOnly/);
    expect(pending).toMatch(/SameSite=Lax/);
    expect(pending).toMatch(/Path=\/auth\/social/);
    expect(pending).toMatch(/Max-Age=600/);

    const email = `routes-${Date.now()}@example.com`;
    const callbackUrl = new URL(await signInAtProvider(location, { email, verified: true }));
    const callback = await app.app.inject({
      url: `${callbackUrl.pathname}${callbackUrl.search}`,
      headers: { cookie: pending.split(';')[0] ?? '' },
    });
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe('/');
    const refresh = cookieOf(callback.headers['set-cookie'], 'rb_refresh') ?? '';
    expect(refresh).toMatch(/HttpOnly/);
    expect(refresh).toMatch(/SameSite=Strict/);
    const session = await app.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      headers: { cookie: refresh.split(';')[0] ?? '' },
    });
    expect(session.json()).toMatchObject({ user: { email } });
  });

  it('refuses a callback without its cookie, and a cancelled one, with a message and no internals', async () => {
    const forged = await app.app.inject({ url: '/auth/social/google/callback?code=x&state=y' });
    expect(forged.statusCode).toBe(303);
    const refused = fragmentOf(String(forged.headers.location));
    expect(refused.get('social-error')).toBe('NotAuthorizedException');
    expect(refused.get('message')).toBe('The sign-in could not be verified. Please try again.');
    expect(cookieOf(forged.headers['set-cookie'], 'rb_refresh')).toBeUndefined();

    const cancelled = await app.app.inject({
      url: '/auth/social/google/callback?error=access_denied&state=y',
    });
    expect(fragmentOf(String(cancelled.headers.location)).get('message')).toBe(
      'Sign-in with Google was cancelled.',
    );
    expect((await app.app.inject({ url: '/auth/social/twitter/start' })).statusCode).toBe(303);
  });
});
