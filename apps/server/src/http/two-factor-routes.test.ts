import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { createSoftAuthenticator } from '../../test/soft-authenticator.ts';
import { totpCodeAt } from '../identity/totp.ts';

// Two-factor sign-in and passkeys through the REST API, as the web app drives them: what
// the answers carry (and do not), and that no route gets around the second factor.
const PASSWORD = 'correct horse battery';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown = {}, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const refreshCookie = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === 'rb_refresh');
const json = (response: LightMyRequestResponse) => response.json() as Record<string, unknown>;
let counter = 0;

/** A signed-in account with an authenticator app turned on. */
async function withTotp() {
  const user = await t.signedInUser(`routes-2fa-${++counter}@example.com`, PASSWORD);
  const setup = await post('/auth/two-factor/totp/setup', {}, bearer(user.accessToken));
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enable = await post(
    '/auth/two-factor/totp/enable',
    { code: totpCodeAt(secret, new Date()) },
    bearer(user.accessToken),
  );
  expect(enable.statusCode).toBe(200);
  const { recoveryCodes } = enable.json() as { recoveryCodes: string[] };
  return { ...user, secret, recoveryCodes };
}

describe('two-factor sign-in over HTTP', () => {
  it('answers the challenge without any token or cookie, and GraphQL and refresh cannot act on it', async () => {
    const user = await withTotp();
    const signIn = await post('/auth/sign-in', { username: user.email, password: PASSWORD });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toEqual({
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: expect.any(String),
      AvailableChallenges: ['SOFTWARE_TOKEN_MFA'],
    });
    expect(refreshCookie(signIn)).toBeUndefined();
    const { Session } = signIn.json() as { Session: string };

    expect((await post('/auth/refresh')).statusCode).toBe(204);
    expect((await post('/auth/refresh', {}, { cookie: `rb_refresh=${Session}` })).statusCode).toBe(401);
    const graphql = await t.graphql('{ myHistoryPaused }', {}, { token: Session });
    expect(graphql.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(graphql.body.data?.myHistoryPaused ?? null).toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(Session) })).statusCode,
    ).toBe(401);
    expect((await post('/auth/two-factor/disable', { password: PASSWORD }, bearer(Session))).statusCode).toBe(
      401,
    );

    const wrong = await post('/auth/respond-to-challenge', {
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session,
      ChallengeResponses: { SOFTWARE_TOKEN_MFA_CODE: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      name: 'CodeMismatchException',
      message: 'Invalid code received for user',
    });

    const [recovery] = user.recoveryCodes;
    const right = await post('/auth/respond-to-challenge', {
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session,
      ChallengeResponses: { SOFTWARE_TOKEN_MFA_CODE: recovery },
    });
    expect(right.statusCode).toBe(200);
    expect(refreshCookie(right)?.value).toEqual(expect.any(String));
    const { accessToken } = right.json() as { accessToken: string };
    expect((await t.graphql('{ myHistoryPaused }', {}, { token: accessToken })).body.data).toEqual({
      myHistoryPaused: false,
    });
  });

  it('answers bad input with a named error and no internals', async () => {
    const bad = await post('/auth/respond-to-challenge', { ChallengeName: 'SMS_MFA', Session: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).name).toBe('InvalidParameterException');
    expect(bad.body).not.toMatch(/at .*\.ts|stack/i);
    const unknown = await post('/auth/respond-to-challenge', {
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: 'not-a-session',
      ChallengeResponses: { SOFTWARE_TOKEN_MFA_CODE: '123456' },
    });
    expect(unknown.json()).toEqual({
      name: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
    expect((await post('/auth/two-factor/totp/setup')).statusCode).toBe(401);
  });
});

describe('passkeys over HTTP', () => {
  it('adds, names, signs in without a password, answers the second factor and removes', async () => {
    const user = await withTotp();
    const auth = bearer(user.accessToken);
    const device = createSoftAuthenticator(t.config.publicUrl);

    const options = json(await post('/auth/passkeys/registration-options', {}, auth));
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    const credential = device.register(options as { challenge: string; user: { id: string } });
    const added = await post('/auth/passkeys', { name: 'Laptop', credential }, auth);
    expect(added.statusCode).toBe(200);
    const { id } = added.json() as { id: string };
    // The same registration answer again: its challenge is used up.
    expect(json(await post('/auth/passkeys', { name: 'Again', credential }, auth)).name).toBe(
      'NotAuthorizedException',
    );
    expect((await post(`/auth/passkeys/${id}/rename`, { name: 'Work laptop' }, auth)).statusCode).toBe(200);
    const status = json(await t.app.inject({ method: 'GET', url: '/auth/two-factor', headers: auth }));
    expect(status).toMatchObject({
      totpEnabled: true,
      recoveryCodesLeft: 10,
      passkeys: [{ id, name: 'Work laptop' }],
    });

    // Without a password: the passkey names the account.
    const signInOptions = json(await post('/auth/passkeys/sign-in-options')) as { challenge: string };
    const assertion = device.assert(signInOptions);
    const signIn = await post('/auth/passkeys/sign-in', { credential: assertion });
    expect(signIn.statusCode).toBe(200);
    expect((signIn.json() as { user: { sub: string } }).user.sub).toBe(user.userId);
    expect(refreshCookie(signIn)).toBeDefined();
    expect(json(await post('/auth/passkeys/sign-in', { credential: assertion })).name).toBe(
      'NotAuthorizedException',
    );

    // As the second factor after the password.
    const challenge = json(await post('/auth/sign-in', { username: user.email, password: PASSWORD })) as {
      Session: string;
      AvailableChallenges: string[];
    };
    expect(challenge.AvailableChallenges).toEqual(['SOFTWARE_TOKEN_MFA', 'WEB_AUTHN']);
    const factorOptions = json(
      await post('/auth/passkeys/second-factor-options', { Session: challenge.Session }),
    );
    expect(factorOptions.allowCredentials).toEqual([
      { id: device.credentialId, type: 'public-key', transports: ['internal'] },
    ]);
    // A passwordless challenge does not answer a second factor.
    const foreign = device.assert(
      json(await post('/auth/passkeys/sign-in-options')) as { challenge: string },
    );
    const refused = await post('/auth/respond-to-challenge', {
      ChallengeName: 'WEB_AUTHN',
      Session: challenge.Session,
      ChallengeResponses: { CREDENTIAL: foreign },
    });
    expect(json(refused).name).toBe('NotAuthorizedException');
    const answered = await post('/auth/respond-to-challenge', {
      ChallengeName: 'WEB_AUTHN',
      Session: challenge.Session,
      ChallengeResponses: { CREDENTIAL: device.assert(factorOptions as { challenge: string }) },
    });
    expect(answered.statusCode).toBe(200);
    expect(refreshCookie(answered)).toBeDefined();

    const other = await t.signedInUser(`routes-2fa-other-${++counter}@example.com`, PASSWORD);
    expect((await post(`/auth/passkeys/${id}/remove`, {}, bearer(other.accessToken))).statusCode).toBe(400);
    expect((await post(`/auth/passkeys/${id}/remove`, {}, auth)).statusCode).toBe(200);
    const again = device.assert(json(await post('/auth/passkeys/sign-in-options')) as { challenge: string });
    expect(json(await post('/auth/passkeys/sign-in', { credential: again })).name).toBe(
      'NotAuthorizedException',
    );
  });
});
