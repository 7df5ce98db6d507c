import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityBed, failureOf, type IdentityBed } from '../../../test/identity-bed.ts';
import { sessions } from '../../db/schema.ts';
import { totpFactors } from '../../db/two-factor-schema.ts';
import { totpCodeAt } from '../../identity/totp.ts';
import type { IdentityService } from './identity-service.ts';
import { isChallenge, type SecondFactorChallenge, type SignInOutcome } from './two-factor.ts';

const PASSWORD = 'correct horse battery';
const IP = '10.30.0.1';
const STEP_MS = 30_000;

let bed: IdentityBed;
let clock: IdentityBed['clock'];
let mailer: IdentityBed['mailer'];
let identity: IdentityService;
let database: IdentityBed['database'];

beforeAll(async () => {
  bed = await createIdentityBed({ label: 'two-factor' });
  ({ clock, mailer, identity, database } = bed);
});
afterAll(() => bed.close());

let counter = 0;
const nextStep = () => clock.advance(STEP_MS);
const code = (secret: string) => totpCodeAt(secret, clock.now());
const wrong = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, '0');

function challengeOf(outcome: SignInOutcome): SecondFactorChallenge {
  if (!isChallenge(outcome)) throw new Error('expected a challenge, got a session');
  return outcome;
}

/** A confirmed account with two-factor on: its secret and recovery codes. */
async function withTwoFactor() {
  const email = `two-factor-${++counter}@example.com`;
  const { userId } = await identity.signUp(email, PASSWORD, 'Two Factor');
  await identity.confirmSignUp(email, mailer.lastCodeFor(email));
  const settings = identity.secondFactors.settings;
  const { secret, uri, qrCodeSvg } = await settings.setUpTotp(userId);
  expect(uri).toContain(`secret=${secret}`);
  expect(qrCodeSvg).toContain('<svg');
  const { recoveryCodes } = await settings.enableTotp(userId, code(secret));
  nextStep();
  return { email, userId, secret, recoveryCodes };
}

const respond = (session: string, answer: string) =>
  identity.secondFactors.twoFactor.respondToChallenge(
    { session, challengeName: 'SOFTWARE_TOKEN_MFA', code: answer },
    IP,
  );
const challenge = async (email: string) => challengeOf(await identity.signIn(email, PASSWORD, IP));
const sessionCount = async (userId: string) =>
  (await database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe('turning two-factor on and off', () => {
  it('asks for a first right code, gives ten single-use recovery codes and keeps the secret sealed', async () => {
    const email = `setup-${++counter}@example.com`;
    const { userId } = await identity.signUp(email, PASSWORD, 'Setup');
    await identity.confirmSignUp(email, mailer.lastCodeFor(email));
    const settings = identity.secondFactors.settings;
    const { secret } = await settings.setUpTotp(userId);
    expect(await failureOf(settings.enableTotp(userId, wrong(code(secret))))).toMatchObject({
      name: 'CodeMismatchException',
    });
    expect((await settings.status(userId)).totpEnabled).toBe(false);
    const { recoveryCodes } = await settings.enableTotp(userId, code(secret));
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await settings.status(userId)).toMatchObject({ totpEnabled: true, recoveryCodesLeft: 10 });
    const [row] = await database.db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
    expect(row?.secretSealed).not.toContain(secret);
    expect(await failureOf(settings.setUpTotp(userId))).toMatchObject({ name: 'InvalidParameterException' });
  });

  it('turns off only with a right code or the password', async () => {
    const { userId, secret } = await withTwoFactor();
    const settings = identity.secondFactors.settings;
    expect(await failureOf(settings.disable(userId, { password: 'not the password' }))).toMatchObject({
      name: 'NotAuthorizedException',
    });
    expect(await failureOf(settings.disable(userId, { code: wrong(code(secret)) }))).toMatchObject({
      name: 'CodeMismatchException',
    });
    expect((await settings.status(userId)).totpEnabled).toBe(true);
    await settings.disable(userId, { password: PASSWORD });
    expect(await settings.status(userId)).toMatchObject({ totpEnabled: false, recoveryCodesLeft: 0 });

    const again = await settings.setUpTotp(userId);
    await settings.enableTotp(userId, code(again.secret));
    nextStep();
    await settings.disable(userId, { code: code(again.secret) });
    expect((await settings.status(userId)).totpEnabled).toBe(false);
  });
});

describe('signing in with two-factor on', () => {
  it('answers SOFTWARE_TOKEN_MFA with no session until a right code', async () => {
    const { email, userId, secret } = await withTwoFactor();
    const before = await sessionCount(userId);
    const outcome = await identity.signIn(email, PASSWORD, IP);
    expect(outcome).toEqual({
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: expect.any(String),
      AvailableChallenges: ['SOFTWARE_TOKEN_MFA'],
    });
    expect(outcome).not.toHaveProperty('accessToken');
    expect(outcome).not.toHaveProperty('refreshToken');
    // Nothing to refresh and nothing to authenticate with: no session row exists yet.
    expect(await sessionCount(userId)).toBe(before);
    const { Session } = challengeOf(outcome);
    expect(await identity.authenticate(Session)).toBeUndefined();
    expect(await failureOf(identity.refresh(Session, IP))).toMatchObject({ name: 'NotAuthorizedException' });

    expect(await failureOf(respond(Session, wrong(code(secret))))).toEqual({
      name: 'CodeMismatchException',
      message: 'Invalid code received for user',
    });
    const session = await respond(Session, code(secret));
    expect(session.user.sub).toBe(userId);
    expect(await identity.authenticate(session.accessToken)).toMatchObject({ userId });
    expect(await sessionCount(userId)).toBe(before + 1);
  });

  it('refuses a code reused within its window, and a late one', async () => {
    const { email, secret } = await withTwoFactor();
    const used = code(secret);
    await respond((await challenge(email)).Session, used);
    expect(await failureOf(respond((await challenge(email)).Session, used))).toMatchObject({
      name: 'CodeMismatchException',
      message: 'This code has already been used. Wait for the next one.',
    });
    // One step of clock drift is allowed; two steps is late.
    const old = code(secret);
    clock.advance(2 * STEP_MS);
    expect(await failureOf(respond((await challenge(email)).Session, old))).toMatchObject({
      name: 'ExpiredCodeException',
    });
  });

  it('takes a recovery code once', async () => {
    const { email, userId, recoveryCodes } = await withTwoFactor();
    const [recovery = ''] = recoveryCodes;
    const session = await respond((await challenge(email)).Session, recovery.toUpperCase());
    expect(session.user.sub).toBe(userId);
    expect(await failureOf(respond((await challenge(email)).Session, recovery))).toMatchObject({
      name: 'CodeMismatchException',
    });
    expect((await identity.secondFactors.settings.status(userId)).recoveryCodesLeft).toBe(9);
  });

  it('uses a challenge once and lets it expire after five minutes', async () => {
    const { email, secret } = await withTwoFactor();
    const { Session } = await challenge(email);
    await respond(Session, code(secret));
    nextStep();
    expect(await failureOf(respond(Session, code(secret)))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
    const late = await challenge(email);
    clock.advance(5 * 60_000 + 1);
    expect(await failureOf(respond(late.Session, code(secret)))).toMatchObject({
      name: 'NotAuthorizedException',
    });
  });

  it('limits wrong answers per account, across challenges', async () => {
    const { email, secret } = await withTwoFactor();
    for (let i = 0; i < 5; i++) {
      expect(await failureOf(respond((await challenge(email)).Session, wrong(code(secret))))).toMatchObject({
        name: 'CodeMismatchException',
      });
    }
    // Five wrong answers start a wait: even the right code must wait for it.
    const { Session } = await challenge(email);
    expect(await failureOf(respond(Session, code(secret)))).toMatchObject({ name: 'LimitExceededException' });
    clock.advance(1_000);
    expect((await respond(Session, code(secret))).user.email).toBe(email);
  });

  it('every sign-in path goes through the challenge: finishFirstFactor never starts a session itself', async () => {
    const { userId } = await withTwoFactor();
    const { twoFactor } = identity.secondFactors;
    expect(await twoFactor.secondFactorRequired(userId)).toBe(true);
    expect(isChallenge(await twoFactor.finishFirstFactor(userId, IP))).toBe(true);
  });
});
