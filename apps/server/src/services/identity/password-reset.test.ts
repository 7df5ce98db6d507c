import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { RESET_REQUESTED_MESSAGE } from '@reelboard/shared/account';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { waitFor } from '../../../test/processing.ts';
import { confirmationCodes } from '../../db/schema.ts';

// "Forgot password?" through the REST API with the real job queue and outbox (issue 22):
// the equal answer, the code's rules and the refusals by their Cognito names.
const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'staple orbit lantern 42';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({}, { superviseIntervalSeconds: 1 });
  await t.services.jobs.startWorker();
});
afterAll(() => t.close());

let counter = 0;
// Each request from an address of its own: the per-address limits of the routes are not
// what these tests are about.
let addresses = 0;
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) => {
  addresses += 1;
  const remoteAddress = `10.44.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
  return t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
};
const refused = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  name: (response.json() as { name: string }).name,
});

async function mailsTo(email: string): Promise<string[]> {
  const outbox = path.join(t.dataDir, 'outbox');
  const files = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
  const messages = await Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8')));
  return messages.filter((message) => message.toLowerCase().includes(`to: ${email.toLowerCase()}`));
}

async function resetCodeFor(email: string): Promise<string> {
  return waitFor(async () => {
    const last = (await mailsTo(email)).filter((m) => m.includes('password reset code')).at(-1);
    return last ? /reset code is (\d{6})/.exec(last)?.[1] : undefined;
  }, 15_000);
}

async function accountWithResetCode() {
  const user = await t.signedInUser(`reset-${++counter}@example.com`, PASSWORD);
  const forgot = await post('/auth/forgot-password', { email: user.email });
  expect(forgot.statusCode).toBe(200);
  return { ...user, code: await resetCodeFor(user.email) };
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('asking for a reset', () => {
  it('answers an unknown address exactly as a known one, in about the same time', async () => {
    const known = [];
    for (let i = 0; i < 3; i += 1)
      known.push((await t.signedInUser(`reset-known-${++counter}@example.com`, PASSWORD)).email);
    const unknown = known.map((email) => email.replace('@', '.nobody@'));
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await post('/auth/forgot-password', { email });
      return { response, ms: performance.now() - started };
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
    const knownAnswers = [];
    const unknownAnswers = [];
    for (let i = 0; i < 3; i += 1) {
      knownAnswers.push(await timed(known[i] ?? ''));
      unknownAnswers.push(await timed(unknown[i] ?? ''));
    }
    for (const answer of [...knownAnswers, ...unknownAnswers]) {
      expect(answer.response.statusCode).toBe(200);
      expect(answer.response.json()).toEqual({
        nextStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
        message: RESET_REQUESTED_MESSAGE,
      });
      expect(answer.response.body).toBe(knownAnswers[0]?.response.body);
    }
    // Both do the same two writes; the lookup and the mail are the job's work.
    const a = median(knownAnswers.map((answer) => answer.ms));
    const b = median(unknownAnswers.map((answer) => answer.ms));
    expect(Math.max(a, b)).toBeLessThan(Math.min(a, b) * 3 + 30);
    await resetCodeFor(known[0] ?? '');
    expect(await mailsTo(unknown[0] ?? '')).toEqual([]);
  });

  it('refuses a second request for the same address within a minute, known or not (LimitExceededException)', async () => {
    const { email } = await accountWithResetCode();
    const unknown = `nobody-limit-${counter}@example.com`;
    await post('/auth/forgot-password', { email: unknown });
    const again = refused(await post('/auth/forgot-password', { email }));
    const againUnknown = refused(await post('/auth/forgot-password', { email: unknown }));
    expect(again).toEqual({ status: 429, name: 'LimitExceededException' });
    expect(againUnknown).toEqual(again);
  });

  it('mails a code valid for one hour that says every session will end', async () => {
    const { email, userId } = await accountWithResetCode();
    const [row] = await t.database.db
      .select()
      .from(confirmationCodes)
      .where(eq(confirmationCodes.userId, userId))
      .orderBy(sql`created_at desc`)
      .limit(1);
    expect(row?.purpose).toBe('reset');
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(3_600_000);
    const mail = (await mailsTo(email)).at(-1) ?? '';
    expect(mail).toContain('signs your account out on every device');
    expect(mail).toContain('If you did not ask for this');
  });
});

describe('confirming a reset', () => {
  it('sets the password, ends every session and refresh token, and tells the person', async () => {
    const user = await accountWithResetCode();
    const other = await post('/auth/sign-in', { username: user.email, password: PASSWORD });
    const cookie = other.cookies.find((c) => c.name === 'rb_refresh')?.value ?? '';
    const done = await post('/auth/confirm-forgot-password', {
      email: user.email,
      code: user.code,
      password: NEW_PASSWORD,
    });
    expect(done.statusCode).toBe(200);
    expect(refused(await post('/auth/sign-in', { username: user.email, password: PASSWORD }))).toEqual({
      status: 400,
      name: 'NotAuthorizedException',
    });
    expect((await post('/auth/sign-in', { username: user.email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
    expect((await post('/auth/refresh', {}, { cookie: `rb_refresh=${cookie}` })).statusCode).toBe(401);
    const me = await t.app.inject({
      method: 'GET',
      url: '/auth/me',
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    expect(me.statusCode).toBe(401);
    const notice = (await mailsTo(user.email)).at(-1) ?? '';
    expect(notice).toContain('Every device that was signed in to your account has been signed out');
    expect(notice).toContain('If this was not you');
    // Single use.
    const again = await post('/auth/confirm-forgot-password', {
      email: user.email,
      code: user.code,
      password: `${NEW_PASSWORD}!`,
    });
    expect(refused(again)).toEqual({ status: 400, name: 'ExpiredCodeException' });
  });

  it('refuses a wrong code (CodeMismatchException) and voids the code after five', async () => {
    const user = await accountWithResetCode();
    for (let i = 0; i < 5; i += 1) {
      const attempt = await post('/auth/confirm-forgot-password', {
        email: user.email,
        code: wrong(user.code),
        password: NEW_PASSWORD,
      });
      expect(refused(attempt)).toEqual({ status: 400, name: 'CodeMismatchException' });
    }
    const right = await post('/auth/confirm-forgot-password', {
      email: user.email,
      code: user.code,
      password: NEW_PASSWORD,
    });
    expect(refused(right)).toEqual({ status: 400, name: 'ExpiredCodeException' });
  });

  it('answers wrong codes for an unknown address as for a known one', async () => {
    const email = `nobody-codes-${++counter}@example.com`;
    for (let i = 0; i < 5; i += 1) {
      const attempt = await post('/auth/confirm-forgot-password', {
        email,
        code: '123456',
        password: NEW_PASSWORD,
      });
      expect(refused(attempt)).toEqual({ status: 400, name: 'CodeMismatchException' });
    }
    const sixth = await post('/auth/confirm-forgot-password', {
      email,
      code: '123456',
      password: NEW_PASSWORD,
    });
    expect(refused(sixth)).toEqual({ status: 400, name: 'ExpiredCodeException' });
  });

  it('refuses a code older than an hour (ExpiredCodeException)', async () => {
    const user = await accountWithResetCode();
    await t.database.db
      .update(confirmationCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(confirmationCodes.userId, user.userId));
    const late = await post('/auth/confirm-forgot-password', {
      email: user.email,
      code: user.code,
      password: NEW_PASSWORD,
    });
    expect(refused(late)).toEqual({ status: 400, name: 'ExpiredCodeException' });
  });

  it('holds the new password to the sign-up rules (InvalidPasswordException)', async () => {
    const user = await accountWithResetCode();
    for (const password of ['short', 'password123', 'reelboard2024']) {
      const attempt = await post('/auth/confirm-forgot-password', {
        email: user.email,
        code: user.code,
        password,
      });
      expect(refused(attempt)).toEqual({ status: 400, name: 'InvalidPasswordException' });
    }
    // The refusals did not use the code up.
    const done = await post('/auth/confirm-forgot-password', {
      email: user.email,
      code: user.code,
      password: NEW_PASSWORD,
    });
    expect(done.statusCode).toBe(200);
  });
});
