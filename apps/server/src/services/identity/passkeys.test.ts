import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { createSoftAuthenticator } from '../../../test/soft-authenticator.ts';
import { users } from '../../db/schema.ts';
import { createCapturingMailer, createFakeClock } from '../../identity/test-helpers.ts';
import { createLocalDiskStorage } from '../../storage/local-disk-storage.ts';
import { createProfileService } from '../profiles/profile-service.ts';
import { createIdentityService, type IdentityService } from './identity-service.ts';

const PASSWORD = 'correct horse battery';
const SECRET = 'test-secret-test-secret-test-secret-0123';
const ORIGIN = 'https://reelboard.example';
const IP = '10.31.0.1';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let clock: ReturnType<typeof createFakeClock>;
let mailer: ReturnType<typeof createCapturingMailer>;
let identity: IdentityService;
let storageDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  clock = createFakeClock();
  mailer = createCapturingMailer();
  storageDir = await mkdtemp(path.join(tmpdir(), 'reelboard-passkeys-'));
  const storage = createLocalDiskStorage({ rootDir: storageDir, publicUrl: ORIGIN, secret: SECRET });
  identity = createIdentityService({
    db: database.db,
    mailer,
    profiles: createProfileService({ db: database.db, storage }),
    storage,
    authSecret: SECRET,
    visitorSecret: SECRET,
    accessTokenTtlSeconds: 900,
    refreshTokenTtlDays: 30,
    now: clock.now,
    relyingParty: { id: 'reelboard.example', name: 'Reelboard', origin: ORIGIN },
  });
});
afterAll(async () => {
  await database.close();
  await rm(storageDir, { recursive: true, force: true });
});

let counter = 0;
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ name: 'no error', message: '' }),
    (error: Error) => ({ name: error.name, message: error.message }),
  );

/** A confirmed account with a passkey on a software authenticator. */
async function withPasskey(origin = ORIGIN) {
  const email = `passkey-${++counter}@example.com`;
  const { userId } = await identity.signUp(email, PASSWORD, 'Passkey Person');
  await identity.confirmSignUp(email, mailer.lastCodeFor(email));
  const { passkeys } = identity.secondFactors;
  const device = createSoftAuthenticator(origin);
  const credential = device.register(await passkeys.registrationOptions(userId));
  return { userId, device, added: passkeys.register(userId, 'Laptop', credential) };
}

describe('passkeys', () => {
  it('refuses a registration from another origin, and a challenge after five minutes', async () => {
    const elsewhere = await withPasskey('https://evil.example');
    expect(await failure(elsewhere.added)).toEqual({
      name: 'NotAuthorizedException',
      message: 'The passkey could not be verified.',
    });
    const { userId, device } = await withPasskey();
    const { passkeys } = identity.secondFactors;
    const options = await passkeys.registrationOptions(userId);
    clock.advance(5 * 60_000 + 1);
    expect(await failure(passkeys.register(userId, 'Late', device.register(options)))).toMatchObject({
      name: 'NotAuthorizedException',
    });
    const signInOptions = await passkeys.signInOptions();
    clock.advance(5 * 60_000 + 1);
    expect(await failure(passkeys.signIn(device.assert(signInOptions), IP))).toMatchObject({
      name: 'NotAuthorizedException',
    });
  });

  it("signs in without a password, and never as another account's second factor", async () => {
    const mine = await withPasskey();
    await mine.added;
    const theirs = await withPasskey();
    await theirs.added;
    const { passkeys } = identity.secondFactors;
    const session = await passkeys.signIn(mine.device.assert(await passkeys.signInOptions()), IP);
    expect(session.user.sub).toBe(mine.userId);
    // My passkey's answer to the challenge issued for their account is refused.
    const theirOptions = await passkeys.secondFactorOptions(theirs.userId);
    expect(
      await failure(passkeys.verifySecondFactor(theirs.userId, mine.device.assert(theirOptions))),
    ).toMatchObject({ name: 'NotAuthorizedException' });
    expect((await passkeys.list(mine.userId)).map((key) => key.lastUsedAt)).toEqual([
      clock.now().toISOString(),
    ]);
  });

  it('keeps passkeys to their account: another cannot rename or remove them', async () => {
    const mine = await withPasskey();
    const { id } = await mine.added;
    const theirs = await withPasskey();
    const { passkeys } = identity.secondFactors;
    expect(await failure(passkeys.rename(theirs.userId, id, 'Mine now'))).toMatchObject({
      name: 'InvalidParameterException',
    });
    expect(await failure(passkeys.remove(theirs.userId, id))).toMatchObject({
      name: 'InvalidParameterException',
    });
    expect((await passkeys.list(mine.userId)).map((key) => key.name)).toEqual(['Laptop']);
  });

  it('lets no suspended account in with a passkey', async () => {
    const mine = await withPasskey();
    await mine.added;
    await database.db.update(users).set({ suspendedAt: clock.now() }).where(eq(users.id, mine.userId));
    const { passkeys } = identity.secondFactors;
    expect(await failure(passkeys.signIn(mine.device.assert(await passkeys.signInOptions()), IP))).toEqual({
      name: 'NotAuthorizedException',
      message: 'User is disabled.',
    });
  });
});
