import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';

// Changing the password and the e-mail address from the settings, through the REST API
// (issue 22): what each change ends and tells, and every refusal by its Cognito name.
const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'staple orbit lantern 42';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const refused = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  name: (response.json() as { name: string }).name,
});
const me = (token: string) => t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) });

async function twoSessions() {
  const user = await t.signedInUser(`changes-${++counter}@example.com`, PASSWORD);
  const other = await post('/auth/sign-in', { username: user.email, password: PASSWORD });
  return { ...user, otherToken: (other.json() as { accessToken: string }).accessToken };
}

describe('changing the password', () => {
  it('asks for the current password and ends every other session, not this one', async () => {
    const user = await twoSessions();
    const changed = await post(
      '/auth/account/password',
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      bearer(user.accessToken),
    );
    expect(changed.statusCode).toBe(200);
    expect((await me(user.accessToken)).statusCode).toBe(200);
    expect((await me(user.otherToken)).statusCode).toBe(401);
    expect(refused(await post('/auth/sign-in', { username: user.email, password: PASSWORD }))).toEqual({
      status: 400,
      name: 'NotAuthorizedException',
    });
    expect((await post('/auth/sign-in', { username: user.email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('refuses a wrong current password (NotAuthorizedException) and a weak new one (InvalidPasswordException)', async () => {
    const user = await twoSessions();
    const wrong = await post(
      '/auth/account/password',
      { currentPassword: 'not my password', newPassword: NEW_PASSWORD },
      bearer(user.accessToken),
    );
    expect(refused(wrong)).toEqual({ status: 400, name: 'NotAuthorizedException' });
    for (const newPassword of ['short', 'password123']) {
      const weak = await post(
        '/auth/account/password',
        { currentPassword: PASSWORD, newPassword },
        bearer(user.accessToken),
      );
      expect(refused(weak)).toEqual({ status: 400, name: 'InvalidPasswordException' });
    }
    expect((await me(user.otherToken)).statusCode).toBe(200);
  });

  it('refuses without a session (NotAuthorizedException, 401)', async () => {
    const response = await post('/auth/account/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(refused(response)).toEqual({ status: 401, name: 'NotAuthorizedException' });
  });

  it('slows down guessing the current password like sign-in does (LimitExceededException)', async () => {
    const user = await twoSessions();
    const statuses = [];
    for (let i = 0; i < 7; i += 1) {
      const guess = await post(
        '/auth/account/password',
        { currentPassword: `guess ${i}`, newPassword: NEW_PASSWORD },
        bearer(user.accessToken),
      );
      statuses.push(refused(guess).name);
    }
    expect(statuses).toContain('LimitExceededException');
  });
});

describe('changing the e-mail address', () => {
  it('confirms the new address with a code, then tells the old one', async () => {
    const user = await twoSessions();
    const newEmail = `changed-${counter}@example.com`;
    const asked = await post(
      '/auth/account/email',
      { email: newEmail, password: PASSWORD },
      bearer(user.accessToken),
    );
    expect(asked.statusCode).toBe(200);
    expect((await me(user.accessToken)).json()).toMatchObject({ email: user.email });
    const code = await t.latestCodeFor(newEmail);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await post('/auth/account/email/confirm', { code: wrongCode }, bearer(user.accessToken));
    expect(refused(wrong)).toEqual({ status: 400, name: 'CodeMismatchException' });
    const done = await post('/auth/account/email/confirm', { code }, bearer(user.accessToken));
    expect(done.json()).toEqual({ email: newEmail });
    expect((await me(user.accessToken)).json()).toMatchObject({ email: newEmail, email_verified: true });
    expect((await post('/auth/sign-in', { username: newEmail, password: PASSWORD })).statusCode).toBe(200);
    const outbox = path.join(t.dataDir, 'outbox');
    const mails = await Promise.all(
      (await readdir(outbox)).map((name) => readFile(path.join(outbox, name), 'utf8')),
    );
    const told = mails.find(
      (mail) => mail.includes(`To: ${user.email}`) && mail.includes('address was changed'),
    );
    expect(told).toContain(newEmail);
    const again = await post('/auth/account/email/confirm', { code }, bearer(user.accessToken));
    expect(refused(again)).toEqual({ status: 400, name: 'ExpiredCodeException' });
  });

  it('refuses a wrong password, its own address and a taken one', async () => {
    const user = await twoSessions();
    const taken = await t.signedInUser(`taken-${++counter}@example.com`, PASSWORD);
    const ask = (email: string, password = PASSWORD) =>
      post('/auth/account/email', { email, password }, bearer(user.accessToken)).then(refused);
    expect(await ask(`free-${counter}@example.com`, 'wrong password')).toEqual({
      status: 400,
      name: 'NotAuthorizedException',
    });
    expect(await ask(user.email)).toEqual({ status: 400, name: 'InvalidParameterException' });
    expect(await ask(taken.email)).toEqual({ status: 400, name: 'UsernameExistsException' });
    expect(await ask('not an address')).toEqual({ status: 400, name: 'InvalidParameterException' });
  });
});
