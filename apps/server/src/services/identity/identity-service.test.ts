import { parseOptions } from '@node-rs/argon2';
import { SEEN_RECENTLY_MS } from '@reelboard/shared/moderation-people';
import { count, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userActor } from '../../../test/actors.ts';
import { createIdentityBed, type IdentityBed, TEST_SECRET } from '../../../test/identity-bed.ts';
import { accountAddresses, confirmationCodes, sessions, users } from '../../db/schema.ts';
import { visitorKey } from '../../identity/visitor-key.ts';
import { removeStaleSightings } from './account-addresses.ts';
import type { IdentityService } from './identity-service.ts';
import { sessionOf } from './two-factor.ts';

const PASSWORD = 'correct horse battery';
const CLIENT_IP = '10.20.0.1';

let bed: IdentityBed;
let database: IdentityBed['database'];
let clock: IdentityBed['clock'];
let mailer: IdentityBed['mailer'];
let profiles: IdentityBed['profiles'];
let identity: IdentityService;

beforeAll(async () => {
  bed = await createIdentityBed({ label: 'identity' });
  ({ database, clock, mailer, profiles, identity } = bed);
});
afterAll(() => bed.close());

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${++counter}@example.com`;

async function confirmedUser(label: string) {
  const email = uniqueEmail(label);
  const { userId } = await identity.signUp(email, PASSWORD, `Person ${label}`);
  await identity.confirmSignUp(email, mailer.lastCodeFor(email));
  return { email, userId };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ name: 'no error', message: '', status: 0 }),
    (error: { name: string; message: string; status: number }) => ({
      name: error.name,
      message: error.message,
      status: error.status,
    }),
  );

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function codeRow(userId: string) {
  const rows = await database.db.select().from(confirmationCodes).where(eq(confirmationCodes.userId, userId));
  return rows.find((row) => row.consumedAt === null);
}

describe('sign-up', () => {
  it('creates an unconfirmed user with an argon2id hash and mails a 6-digit code kept only hashed', async () => {
    const result = await identity.signUp('  New.Person@Example.COM ', PASSWORD, ' New Person ');
    expect(result).toEqual({ userId: expect.any(String), nextStep: 'CONFIRM_SIGN_UP' });
    const user = await database.db.query.users.findFirst({ where: eq(users.id, result.userId) });
    expect(user).toMatchObject({ email: 'new.person@example.com', name: 'New Person', emailVerified: false });
    expect(parseOptions(user?.passwordHash as string).algorithm).toBe(2); // Argon2id
    expect(user?.passwordHash).not.toContain(PASSWORD);

    const mail = mailer.sent.at(-1);
    expect(mail).toMatchObject({ to: 'new.person@example.com', subject: 'Your Reelboard confirmation code' });
    const code = mailer.lastCodeFor('new.person@example.com');
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.html).toContain(code);
    const row = await codeRow(result.userId);
    expect(row?.codeHash).not.toContain(code);
    expect(row?.expiresAt.getTime()).toBe(clock.now().getTime() + 24 * 3600_000);
  });

  it('refuses a short password, a bad e-mail, a blank name and an existing e-mail, creating nothing', async () => {
    const before = (await database.db.select({ n: count() }).from(users))[0]?.n;
    const mailsBefore = mailer.sent.length;
    expect(await failure(identity.signUp(uniqueEmail('short'), 'seven77', 'Short'))).toMatchObject({
      name: 'InvalidPasswordException',
      message: 'Password must be at least 8 characters long',
      status: 400,
    });
    expect(await failure(identity.signUp('not-an-email', PASSWORD, 'Bad'))).toMatchObject({
      name: 'InvalidParameterException',
      message: 'Please enter a valid email address',
    });
    expect(await failure(identity.signUp(uniqueEmail('blank'), PASSWORD, '   '))).toMatchObject({
      name: 'InvalidParameterException',
    });
    expect((await database.db.select({ n: count() }).from(users))[0]?.n).toBe(before);

    const unconfirmed = uniqueEmail('twice');
    await identity.signUp(unconfirmed, PASSWORD, 'Twice');
    expect(await failure(identity.signUp(unconfirmed.toUpperCase(), PASSWORD, 'Again'))).toMatchObject({
      name: 'UsernameExistsException',
    });
    const { email: confirmed } = await confirmedUser('taken');
    expect(await failure(identity.signUp(` ${confirmed} `, PASSWORD, 'Again'))).toMatchObject({
      name: 'UsernameExistsException',
    });
    // One mail each for the two real sign-ups, none for the refused ones.
    expect(mailer.sent.length).toBe(mailsBefore + 2);
  });
});

describe('confirmation codes', () => {
  it('confirms with the mailed code once; a confirmed user cannot be confirmed again', async () => {
    const email = uniqueEmail('confirm');
    const { userId } = await identity.signUp(email, PASSWORD, 'Confirm');
    const code = mailer.lastCodeFor(email);
    await identity.confirmSignUp(` ${email.toUpperCase()} `, code);
    const user = await database.db.query.users.findFirst({ where: eq(users.id, userId) });
    expect(user?.emailVerified).toBe(true);
    expect(await failure(identity.confirmSignUp(email, code))).toEqual({
      name: 'NotAuthorizedException',
      message: 'User cannot be confirmed. Current status is CONFIRMED',
      status: 400,
    });
  });

  it('lets the same right code succeed only once when used in parallel', async () => {
    const email = uniqueEmail('parallel-right');
    await identity.signUp(email, PASSWORD, 'Parallel');
    const code = mailer.lastCodeFor(email);
    const results = await Promise.all([1, 2, 3].map(() => failure(identity.confirmSignUp(email, code))));
    expect(results.filter((r) => r.name === 'no error')).toHaveLength(1);
    expect(
      results.filter((r) => r.name === 'ExpiredCodeException' || r.name === 'NotAuthorizedException'),
    ).toHaveLength(2);
  });

  it('expires a code after 24 hours', async () => {
    const email = uniqueEmail('expiry');
    await identity.signUp(email, PASSWORD, 'Expiry');
    const code = mailer.lastCodeFor(email);
    clock.advance(24 * 3600_000 - 1000);
    const early = uniqueEmail('expiry-control');
    await identity.signUp(early, PASSWORD, 'Control');
    clock.advance(2000);
    expect(await failure(identity.confirmSignUp(email, code))).toMatchObject({
      name: 'ExpiredCodeException',
    });
    // A code issued later is still good at the same moment.
    await identity.confirmSignUp(early, mailer.lastCodeFor(early));
  });

  it('kills a code after five wrong tries, even for the right code, until a new one is sent', async () => {
    const email = uniqueEmail('wrong');
    const { userId } = await identity.signUp(email, PASSWORD, 'Wrong');
    const code = mailer.lastCodeFor(email);
    for (let i = 0; i < 5; i++) {
      expect(await failure(identity.confirmSignUp(email, wrongCode(code)))).toMatchObject({
        name: 'CodeMismatchException',
      });
    }
    expect(await failure(identity.confirmSignUp(email, code))).toMatchObject({
      name: 'ExpiredCodeException',
    });
    expect(await failure(identity.confirmSignUp(email, wrongCode(code)))).toMatchObject({
      name: 'ExpiredCodeException',
    });
    expect((await database.db.query.users.findFirst({ where: eq(users.id, userId) }))?.emailVerified).toBe(
      false,
    );

    clock.advance(61_000);
    await identity.resendCode(email);
    const fresh = mailer.lastCodeFor(email);
    await identity.confirmSignUp(email, fresh);
  });

  it('counts parallel wrong guesses atomically: no more than five are ever checked', async () => {
    const email = uniqueEmail('burst');
    const { userId } = await identity.signUp(email, PASSWORD, 'Burst');
    const code = mailer.lastCodeFor(email);
    const guesses = Array.from({ length: 12 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const results = await Promise.all(guesses.map((guess) => failure(identity.confirmSignUp(email, guess))));
    expect(results.filter((r) => r.name === 'CodeMismatchException')).toHaveLength(5);
    expect(results.filter((r) => r.name === 'ExpiredCodeException')).toHaveLength(7);
    expect((await codeRow(userId))?.failedAttempts).toBe(5);
    expect(await failure(identity.confirmSignUp(email, code))).toMatchObject({
      name: 'ExpiredCodeException',
    });
  });

  it('answers an unknown address as a wrong code', async () => {
    expect(await failure(identity.confirmSignUp(uniqueEmail('nobody'), '123456'))).toEqual({
      name: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
      status: 400,
    });
  });
});

describe('resending codes', () => {
  it('sends a fresh code that replaces the old one', async () => {
    const email = uniqueEmail('resend');
    await identity.signUp(email, PASSWORD, 'Resend');
    const old = mailer.lastCodeFor(email);
    await identity.resendCode(email);
    const fresh = mailer.lastCodeFor(email);
    if (fresh !== old) {
      expect(await failure(identity.confirmSignUp(email, old))).toMatchObject({
        name: 'CodeMismatchException',
      });
    }
    await identity.confirmSignUp(email, fresh);
  });

  it('allows one resend a minute and five an hour per address', async () => {
    const email = uniqueEmail('limit');
    await identity.signUp(email, PASSWORD, 'Limit');
    await identity.resendCode(email);
    const refused = await failure(identity.resendCode(email));
    expect(refused).toMatchObject({ name: 'LimitExceededException', status: 429 });
    expect(refused.message).toMatch(/Try again in \d+ seconds?\./);
    clock.advance(60_000);
    for (let i = 2; i <= 5; i++) {
      await identity.resendCode(email);
      clock.advance(61_000);
    }
    // Five sent within the hour: the sixth waits for the hour to pass.
    expect(await failure(identity.resendCode(email))).toMatchObject({ name: 'LimitExceededException' });
    clock.advance(3600_000);
    await identity.resendCode(email);
  });

  it('answers alike for unknown and confirmed addresses, without mail', async () => {
    const { email: confirmed } = await confirmedUser('done');
    const mailsBefore = mailer.sent.length;
    await expect(identity.resendCode(confirmed)).resolves.toBeUndefined();
    const unknown = uniqueEmail('ghost');
    await expect(identity.resendCode(unknown)).resolves.toBeUndefined();
    expect(mailer.sent.length).toBe(mailsBefore);
    // The limit applies to every address, so it does not tell which exist either.
    expect(await failure(identity.resendCode(unknown))).toMatchObject({ name: 'LimitExceededException' });
    expect(await failure(identity.resendCode('bad address'))).toMatchObject({
      name: 'InvalidParameterException',
    });
  });
});

describe('sign-in', () => {
  it('gives the same answer for an unknown user and a wrong password', async () => {
    const { email } = await confirmedUser('same');
    const wrong = await failure(identity.signIn(email, 'not the password', CLIENT_IP));
    const unknown = await failure(identity.signIn(uniqueEmail('unknown'), 'not the password', CLIENT_IP));
    expect(wrong).toEqual({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
      status: 400,
    });
    expect(unknown).toEqual(wrong);
  });

  it('gives an unconfirmed user with the right password no session', async () => {
    const email = uniqueEmail('unconfirmed');
    const { userId } = await identity.signUp(email, PASSWORD, 'Unconfirmed');
    expect(await failure(identity.signIn(email, PASSWORD, CLIENT_IP))).toMatchObject({
      name: 'UserNotConfirmedException',
    });
    const rows = await database.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(rows).toHaveLength(0);
  });

  it('signs in by e-mail in any case, or by phone number when one is set', async () => {
    const { email, userId } = await confirmedUser('phone');
    await database.db.update(users).set({ phoneNumber: '+15550100123' }).where(eq(users.id, userId));
    expect(sessionOf(await identity.signIn(` ${email.toUpperCase()} `, PASSWORD, CLIENT_IP)).user.sub).toBe(
      userId,
    );
    expect(sessionOf(await identity.signIn('+15550100123', PASSWORD, CLIENT_IP)).user.email).toBe(email);
  });

  it('backs off after five failures, with growing delays that always end, and resets on success', async () => {
    const { email } = await confirmedUser('backoff');
    for (let i = 0; i < 5; i++) {
      expect(await failure(identity.signIn(email, 'wrong password', CLIENT_IP))).toMatchObject({
        name: 'NotAuthorizedException',
      });
    }
    // Refused even with the right password while the delay runs.
    const refused = await failure(identity.signIn(email, PASSWORD, CLIENT_IP));
    expect(refused).toEqual({
      name: 'LimitExceededException',
      message: 'Too many failed attempts. Try again in 1 second.',
      status: 429,
    });
    const delays: number[] = [];
    for (let failures = 5; failures < 18; failures++) {
      const message = (await failure(identity.signIn(email, 'wrong password', CLIENT_IP))).message;
      const wait = Number(message.match(/Try again in (\d+) seconds?\./)?.[1]);
      delays.push(wait);
      clock.advance(wait * 1000 - 1000);
      if (wait > 1)
        expect(await failure(identity.signIn(email, 'wrong password', CLIENT_IP))).toMatchObject({
          name: 'LimitExceededException',
        });
      clock.advance(1000);
      expect(await failure(identity.signIn(email, 'wrong password', CLIENT_IP))).toMatchObject({
        name: 'NotAuthorizedException',
      });
    }
    expect(delays.slice(0, 6)).toEqual([1, 2, 4, 8, 16, 32]);
    expect(Math.max(...delays)).toBe(900);
    // Capped: after 15 minutes the right password works, and the count starts again.
    clock.advance(900_000);
    await identity.signIn(email, PASSWORD, CLIENT_IP);
    expect(await failure(identity.signIn(email, 'wrong password', CLIENT_IP))).toMatchObject({
      name: 'NotAuthorizedException',
    });
  });

  it('counts parallel attempts before checking them, and slows unknown names alike', async () => {
    const { email } = await confirmedUser('burst-sign-in');
    const results = await Promise.all(
      Array.from({ length: 8 }, () => failure(identity.signIn(email, 'wrong password', CLIENT_IP))),
    );
    expect(results.filter((r) => r.name === 'NotAuthorizedException')).toHaveLength(5);
    expect(results.filter((r) => r.name === 'LimitExceededException')).toHaveLength(3);

    const unknown = uniqueEmail('nobody-signs-in');
    for (let i = 0; i < 5; i++) await identity.signIn(unknown, 'x', CLIENT_IP).catch(() => {});
    expect(await failure(identity.signIn(unknown, 'x', CLIENT_IP))).toMatchObject({
      name: 'LimitExceededException',
    });
  });
});

describe('sessions', () => {
  it('issues a short-lived JWT and an opaque refresh token kept only as a hash', async () => {
    const { email, userId } = await confirmedUser('tokens');
    const session = sessionOf(await identity.signIn(email, PASSWORD, CLIENT_IP));
    expect(session.expiresIn).toBe(900);
    expect(session.refreshTokenExpiresIn).toBe(30 * 86_400);
    const claims = decodeJwt(session.accessToken);
    expect(claims).toMatchObject({ iss: 'reelboard', sub: userId, sid: expect.any(String) });
    expect((claims.exp as number) - (claims.iat as number)).toBe(900);
    const [row] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, claims.sid as string));
    expect(row?.refreshTokenHash).not.toBe(session.refreshToken);
    expect(Buffer.from(session.refreshToken, 'base64url')).toHaveLength(32);

    expect(await identity.authenticate(session.accessToken)).toEqual({
      userId,
      sessionId: claims.sid,
      email,
      level: 'viewer',
    });
    clock.advance(901_000);
    expect(await identity.authenticate(session.accessToken)).toBeUndefined();
  });

  it('refuses tampered tokens and tokens signed with another key', async () => {
    const { email } = await confirmedUser('tamper');
    const { accessToken } = sessionOf(await identity.signIn(email, PASSWORD, CLIENT_IP));
    const [header, payload, signature] = accessToken.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...decodeJwt(accessToken), sub: '00000000-0000-4000-8000-000000000000' }),
    ).toString('base64url');
    expect(await identity.authenticate(`${header}.${forgedPayload}.${signature}`)).toBeUndefined();
    expect(await identity.authenticate(`${header}.${payload}.`)).toBeUndefined();
    expect(await identity.authenticate('not a token')).toBeUndefined();
    const other = bed.identityWith({ authSecret: 'another-secret-another-secret-another-secret' });
    expect(await other.authenticate(accessToken)).toBeUndefined();
  });

  it('rotates the refresh token: the new one works, the old one no longer does', async () => {
    const { email, userId } = await confirmedUser('rotate');
    const first = sessionOf(await identity.signIn(email, PASSWORD, CLIENT_IP));
    clock.advance(60_000);
    const second = await identity.refresh(first.refreshToken, CLIENT_IP);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.user.sub).toBe(userId);
    expect(second.refreshTokenExpiresIn).toBe(30 * 86_400 - 60);
    expect(await identity.authenticate(second.accessToken)).toMatchObject({ userId });
    const third = await identity.refresh(second.refreshToken as string, CLIENT_IP);
    expect(await identity.authenticate(third.accessToken)).toMatchObject({ userId });
  });

  it('lets two tabs refresh with the same token at once: both get the same live cookie', async () => {
    const { email, userId } = await confirmedUser('two-tabs');
    const first = sessionOf(await identity.signIn(email, PASSWORD, CLIENT_IP));
    // Truly concurrent: the second UPDATE waits on the first one's row lock, then finds the
    // token rotated away and takes the grace path.
    const [tabA, tabB] = await Promise.all([
      identity.refresh(first.refreshToken, CLIENT_IP),
      identity.refresh(first.refreshToken, CLIENT_IP),
    ]);
    expect(tabA.refreshToken).not.toBeNull();
    expect(tabA.refreshToken).not.toBe(first.refreshToken);
    // Whichever answer the browser stores last, its cookie holds the live token.
    expect(tabB.refreshToken).toBe(tabA.refreshToken);
    expect(await identity.authenticate(tabA.accessToken)).toMatchObject({ userId });
    expect(await identity.authenticate(tabB.accessToken)).toMatchObject({ userId });
    clock.advance(15 * 60_000);
    const later = await identity.refresh(tabB.refreshToken as string, CLIENT_IP);
    expect(await identity.authenticate(later.accessToken)).toMatchObject({ userId });
  });

  it('lets a browser whose refresh answer was lost refresh again with the old token, and go on later', async () => {
    const { email, userId } = await confirmedUser('lost-answer');
    const first = sessionOf(await identity.signIn(email, PASSWORD, CLIENT_IP));
    // The server rotates, but a navigation aborts the request: the cookie is never stored.
    await identity.refresh(first.refreshToken, CLIENT_IP);
    clock.advance(3_000);
    const retry = await identity.refresh(first.refreshToken, CLIENT_IP);
    expect(retry.refreshToken).not.toBeNull();
    expect(retry.refreshToken).not.toBe(first.refreshToken);
    expect(await identity.authenticate(retry.accessToken)).toMatchObject({ userId });
    // The next refresh, long after the grace window, uses the cookie the retry set.
    clock.advance(15 * 60_000);
    const later = await identity.refresh(retry.refreshToken as string, CLIENT_IP);
    expect(later.refreshToken).not.toBeNull();
    expect(await identity.authenticate(later.accessToken)).toMatchObject({ userId });
  });

  it('still revokes the session when the token whose answer was lost is replayed after the grace window', async () => {
    const { email } = await confirmedUser('lost-then-replay');
    const stolen = sessionOf(await identity.signIn(email, PASSWORD, CLIENT_IP));
    await identity.refresh(stolen.refreshToken, CLIENT_IP);
    clock.advance(3_000);
    const retry = await identity.refresh(stolen.refreshToken, CLIENT_IP);
    clock.advance(60_000);
    expect(await failure(identity.refresh(stolen.refreshToken, CLIENT_IP))).toMatchObject({
      name: 'NotAuthorizedException',
      status: 401,
    });
    expect(await identity.authenticate(retry.accessToken)).toBeUndefined();
    expect(await failure(identity.refresh(retry.refreshToken as string, CLIENT_IP))).toMatchObject({
      name: 'NotAuthorizedException',
    });
  });

  it('sets no cookie for a late request with a token the session has since rotated past twice', async () => {
    const { email, userId } = await confirmedUser('late-tab');
    const first = sessionOf(await identity.signIn(email, PASSWORD, CLIENT_IP));
    const second = await identity.refresh(first.refreshToken, CLIENT_IP);
    clock.advance(2_000);
    const third = await identity.refresh(second.refreshToken as string, CLIENT_IP);
    clock.advance(2_000);
    // The browser's cookie holds the third token; the late answer must not replace it.
    const late = await identity.refresh(first.refreshToken, CLIENT_IP);
    expect(late.refreshToken).toBeNull();
    expect(await identity.authenticate(late.accessToken)).toMatchObject({ userId });
    expect(await identity.refresh(third.refreshToken as string, CLIENT_IP)).toMatchObject({
      user: { sub: userId },
    });
  });

  it('revokes the whole session when a rotated-away token is replayed after the grace window', async () => {
    const { email } = await confirmedUser('replay');
    const stolen = sessionOf(await identity.signIn(email, PASSWORD, CLIENT_IP));
    const rotated = await identity.refresh(stolen.refreshToken, CLIENT_IP);
    clock.advance(60_000);
    expect(await failure(identity.refresh(stolen.refreshToken, CLIENT_IP))).toMatchObject({
      name: 'NotAuthorizedException',
      status: 401,
    });
    // Whoever holds the newer token is signed out too: access token and refresh token.
    expect(await identity.authenticate(rotated.accessToken)).toBeUndefined();
    expect(await failure(identity.refresh(rotated.refreshToken as string, CLIENT_IP))).toMatchObject({
      name: 'NotAuthorizedException',
    });
  });

  it('detects a replay of a token rotated away several times before', async () => {
    const { email } = await confirmedUser('old-replay');
    const stolen = sessionOf(await identity.signIn(email, PASSWORD, CLIENT_IP));
    let current = await identity.refresh(stolen.refreshToken, CLIENT_IP);
    clock.advance(60_000);
    current = await identity.refresh(current.refreshToken as string, CLIENT_IP);
    clock.advance(60_000);
    expect(await failure(identity.refresh(stolen.refreshToken, CLIENT_IP))).toMatchObject({
      name: 'NotAuthorizedException',
    });
    expect(await identity.authenticate(current.accessToken)).toBeUndefined();
  });

  it('revokes the session on sign-out: its access tokens stop working and refresh is refused', async () => {
    const { email, userId } = await confirmedUser('sign-out');
    const session = sessionOf(await identity.signIn(email, PASSWORD, CLIENT_IP));
    const other = sessionOf(await identity.signIn(email, PASSWORD, CLIENT_IP));
    const auth = await identity.authenticate(session.accessToken);
    await identity.signOut({ sessionId: auth?.sessionId });
    await identity.signOut({ sessionId: auth?.sessionId });
    expect(await identity.authenticate(session.accessToken)).toBeUndefined();
    expect(await failure(identity.refresh(session.refreshToken, CLIENT_IP))).toMatchObject({
      name: 'NotAuthorizedException',
    });
    // Other sessions of the same user stay; signing out by refresh token works too.
    expect(await identity.authenticate(other.accessToken)).toMatchObject({ userId });
    await identity.signOut({ refreshToken: other.refreshToken });
    expect(await identity.authenticate(other.accessToken)).toBeUndefined();
  });

  it('ends a session when its refresh token expires', async () => {
    const { email } = await confirmedUser('old-session');
    const session = sessionOf(await identity.signIn(email, PASSWORD, CLIENT_IP));
    clock.advance(30 * 86_400_000 + 1000);
    expect(await failure(identity.refresh(session.refreshToken, CLIENT_IP))).toMatchObject({
      name: 'NotAuthorizedException',
    });
  });

  it('keeps the keyed hash of each address an account signs in or refreshes from, for 30 days', async () => {
    const { email, userId } = await confirmedUser('addresses');
    const seen = async () => {
      const rows = await database.db
        .select({ addressKey: accountAddresses.addressKey, lastSeenAt: accountAddresses.lastSeenAt })
        .from(accountAddresses)
        .where(eq(accountAddresses.userId, userId));
      return Object.fromEntries(rows.map((row) => [row.addressKey, row.lastSeenAt.getTime()]));
    };
    const signedInAt = clock.now().getTime();
    const session = sessionOf(await identity.signIn(email, PASSWORD, '10.20.1.1'));
    clock.advance(SEEN_RECENTLY_MS - 60_000);
    await identity.refresh(session.refreshToken, '10.20.1.2');
    const refreshedAt = clock.now().getTime();
    expect(await seen()).toEqual({
      [visitorKey(TEST_SECRET, '10.20.1.1')]: signedInAt,
      [visitorKey(TEST_SECRET, '10.20.1.2')]: refreshedAt,
    });
    // A sighting older than 30 days counts for nothing: the hourly clean-up removes it.
    clock.advance(120_000);
    await identity.signIn(email, PASSWORD, '10.20.1.2');
    expect(await removeStaleSightings(database.db, clock.now())).toBeGreaterThanOrEqual(1);
    expect(await seen()).toEqual({ [visitorKey(TEST_SECRET, '10.20.1.2')]: clock.now().getTime() });
  });
});

describe('current user', () => {
  it('has the session attributes, with profile fields when a profile exists', async () => {
    const { email, userId } = await confirmedUser('attrs');
    expect(await identity.currentUser(userId)).toEqual({
      sub: userId,
      email,
      email_verified: true,
      phone_number: null,
      phone_number_verified: false,
      name: 'Person attrs',
      'custom:username': null,
      'custom:profilePicture': null,
      'custom:isSubscriber': false,
      'custom:level': 'viewer',
      username: 'Person attrs',
      avatarUrl: null,
      identityId: userId,
    });
    const profile = await profiles.createOwn(userActor(userId), { username: 'attrs_user' });
    await profiles.updateOwn(userActor(userId), {
      id: profile.id,
      avatarUrl: `public/profile-pics/${userId}/a.webp`,
    });
    await profiles.setLevel(userId, 'creator');
    expect(await identity.currentUser(userId)).toMatchObject({
      'custom:username': 'attrs_user',
      'custom:profilePicture': `public/profile-pics/${userId}/a.webp`,
      'custom:level': 'creator',
      username: 'attrs_user',
      avatarUrl: `http://localhost:3000/storage/public/profile-pics/${userId}/a.webp`,
    });
    expect(await failure(identity.currentUser('00000000-0000-4000-8000-000000000000'))).toMatchObject({
      name: 'NotAuthorizedException',
      status: 401,
    });
  });
});
