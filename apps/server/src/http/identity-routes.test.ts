import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { users } from '../db/schema.ts';

const PASSWORD = 'correct horse battery';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });

function refreshCookie(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === 'rb_refresh');
}
// Says to page routes that this browser has a session (ADR 0045): set and cleared with it.
function memberCookie(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === 'rb_member');
}

async function signedUp(email: string) {
  expect((await post('/auth/sign-up', { email, password: PASSWORD, name: 'Route Person' })).statusCode).toBe(
    200,
  );
  const confirm = await post('/auth/confirm-sign-up', { email, code: await t.latestCodeFor(email) });
  expect(confirm.statusCode).toBe(200);
}

async function signIn(email: string) {
  const response = await post('/auth/sign-in', { username: email, password: PASSWORD });
  expect(response.statusCode).toBe(200);
  const cookie = refreshCookie(response);
  expect(memberCookie(response)).toMatchObject({
    value: '1',
    path: '/',
    httpOnly: true,
    maxAge: cookie?.maxAge,
  });
  return {
    accessToken: (response.json() as { accessToken: string }).accessToken,
    refresh: cookie?.value as string,
  };
}

describe('identity routes', () => {
  it('signs up, confirms with the mailed code, signs in with a refresh cookie and reads the current user', async () => {
    const signUp = await post('/auth/sign-up', {
      email: 'Route@Example.com',
      password: PASSWORD,
      name: 'Route Person',
    });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json()).toEqual({ userId: expect.any(String), nextStep: 'CONFIRM_SIGN_UP' });

    const code = await t.latestCodeFor('route@example.com');
    const confirm = await post('/auth/confirm-sign-up', { email: 'route@example.com', code });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ nextStep: 'DONE' });

    const signInResponse = await post('/auth/sign-in', { username: 'route@example.com', password: PASSWORD });
    expect(signInResponse.statusCode).toBe(200);
    expect(signInResponse.headers['cache-control']).toBe('no-store');
    const body = signInResponse.json() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'expiresIn', 'user']);
    expect(body.expiresIn).toBe(900);
    const cookie = refreshCookie(signInResponse);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/auth', maxAge: 30 * 86_400 });
    expect(cookie?.secure).toBeFalsy();
    expect(JSON.stringify(body)).not.toContain(cookie?.value as string);

    const me = await t.app.inject({
      method: 'GET',
      url: '/auth/me',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      sub: (signUp.json() as { userId: string }).userId,
      email: 'route@example.com',
      email_verified: true,
      'custom:level': 'viewer',
      username: 'Route Person',
    });
  });

  it('rotates the refresh cookie; a parallel tab or a retry after a lost answer gets the same new one; an unknown one is refused with a cleared cookie', async () => {
    await signedUp('refresh@example.com');
    const session = await signIn('refresh@example.com');
    const refreshed = await post('/auth/refresh', undefined, { cookie: `rb_refresh=${session.refresh}` });
    expect(refreshed.statusCode).toBe(200);
    expect(Object.keys(refreshed.json() as object).sort()).toEqual(['accessToken', 'expiresIn', 'user']);
    const rotated = refreshCookie(refreshed);
    expect(rotated?.value).toBeTruthy();
    expect(rotated?.value).not.toBe(session.refresh);

    // Another tab sent the same cookie at the same moment, or the browser never stored the
    // first answer's cookie: it gets an access token and the same rotated cookie (replays
    // after the grace window: identity-service.test.ts).
    const parallel = await post('/auth/refresh', undefined, { cookie: `rb_refresh=${session.refresh}` });
    expect(parallel.statusCode).toBe(200);
    expect(refreshCookie(parallel)?.value).toBe(rotated?.value);

    const unknown = await post('/auth/refresh', undefined, { cookie: 'rb_refresh=not-a-token' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ name: 'NotAuthorizedException' });
    expect(refreshCookie(unknown)?.value).toBe('');
    expect(memberCookie(unknown)?.value).toBe('');
    // A visitor without a session cookie is not an error.
    const missing = await post('/auth/refresh');
    expect(missing.statusCode).toBe(204);
    expect(missing.body).toBe('');
  });

  it('signs out: the cookie is cleared, the access token and refresh token stop working', async () => {
    await signedUp('leave@example.com');
    const session = await signIn('leave@example.com');
    const headers = {
      authorization: `Bearer ${session.accessToken}`,
      cookie: `rb_refresh=${session.refresh}`,
    };
    const out = await post('/auth/sign-out', undefined, headers);
    expect(out.statusCode).toBe(200);
    expect(refreshCookie(out)?.value).toBe('');
    expect(memberCookie(out)?.value).toBe('');
    expect((await post('/auth/sign-out', undefined, headers)).statusCode).toBe(200);

    const me = await t.app.inject({
      method: 'GET',
      url: '/auth/me',
      headers: { authorization: headers.authorization },
    });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({
      name: 'NotAuthorizedException',
      message: 'Your session has expired. Please sign in again.',
    });
    expect((await post('/auth/refresh', undefined, { cookie: headers.cookie })).statusCode).toBe(401);
    // Signing out with the access token alone revokes that session too.
    const second = await signIn('leave@example.com');
    await post('/auth/sign-out', undefined, { authorization: `Bearer ${second.accessToken}` });
    expect(
      (await post('/auth/refresh', undefined, { cookie: `rb_refresh=${second.refresh}` })).statusCode,
    ).toBe(401);
  });

  it('answers an unknown user exactly as a wrong password, and an unconfirmed user without a session', async () => {
    await signedUp('known@example.com');
    const wrong = await post('/auth/sign-in', {
      username: 'known@example.com',
      password: 'not the password',
    });
    const unknown = await post('/auth/sign-in', {
      username: 'unknown@example.com',
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);

    await post('/auth/sign-up', { email: 'pending@example.com', password: PASSWORD, name: 'Pending' });
    const pending = await post('/auth/sign-in', { username: 'pending@example.com', password: PASSWORD });
    expect(pending.statusCode).toBe(400);
    expect(pending.json()).toMatchObject({ name: 'UserNotConfirmedException' });
    expect(refreshCookie(pending)).toBeUndefined();
  });

  it('gives bad input to every route a 400 with a clear message and changes nothing', async () => {
    const usersBefore = (await t.database.db.select({ n: count() }).from(users))[0]?.n;
    const cases: [string, unknown, string][] = [
      ['/auth/sign-up', { email: 'bad', password: PASSWORD, name: 'X' }, 'InvalidParameterException'],
      [
        '/auth/sign-up',
        { email: 'short@example.com', password: 'short', name: 'X' },
        'InvalidPasswordException',
      ],
      ['/auth/sign-up', { email: 'noname@example.com', password: PASSWORD }, 'InvalidParameterException'],
      [
        '/auth/sign-up',
        { email: 'typed@example.com', password: 12345678, name: 'X' },
        'InvalidPasswordException',
      ],
      ['/auth/sign-up', [], 'InvalidParameterException'],
      ['/auth/confirm-sign-up', { email: 'route@example.com', code: '12345' }, 'InvalidParameterException'],
      ['/auth/confirm-sign-up', { email: 'route@example.com' }, 'InvalidParameterException'],
      ['/auth/resend-code', { email: 'not an email' }, 'InvalidParameterException'],
      ['/auth/sign-in', { username: '', password: PASSWORD }, 'InvalidParameterException'],
      ['/auth/sign-in', { username: 'route@example.com' }, 'InvalidParameterException'],
    ];
    for (const [url, payload, name] of cases) {
      const response = await post(url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      const body = response.json() as { name: string; message: string };
      expect(body.name).toBe(name);
      expect(body.message.length).toBeGreaterThan(0);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ name: 'InvalidParameterException' });
    expect((await t.database.db.select({ n: count() }).from(users))[0]?.n).toBe(usersBefore);
  });

  it('limits requests per address with a LimitExceededException', async () => {
    const from = { remoteAddress: '127.0.0.42' };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/sign-in',
        payload: { username: '' },
        ...from,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toEqual({
          name: 'LimitExceededException',
          message: 'Too many attempts. Please wait a few minutes before trying again.',
        });
      }
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('does not leak internal errors, and leaves no account behind when the code cannot be mailed', async () => {
    const outbox = path.join(t.dataDir, 'outbox');
    await rename(outbox, `${outbox}-saved`);
    await writeFile(outbox, 'not a directory');
    try {
      const response = await post('/auth/sign-up', {
        email: 'nomail@example.com',
        password: PASSWORD,
        name: 'No Mail',
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        name: 'InternalErrorException',
        message: 'Something went wrong. Try again.',
      });
    } finally {
      await rm(outbox);
      await rename(`${outbox}-saved`, outbox);
    }
    expect(
      (await post('/auth/sign-up', { email: 'nomail@example.com', password: PASSWORD, name: 'No Mail' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('identity routes behind https', () => {
  it('marks the refresh cookie Secure', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://reelboard.example' });
    try {
      await secure.signedInUser('secure@example.com');
      const response = await secure.app.inject({
        method: 'POST',
        url: '/auth/sign-in',
        payload: { username: 'secure@example.com', password: 'correct horse battery' },
      });
      expect(refreshCookie(response)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
    } finally {
      await secure.close();
    }
  });
});
