import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityBed, failureOf, type IdentityBed } from '../../../test/identity-bed.ts';
import { createSoftAuthenticator } from '../../../test/soft-authenticator.ts';
import { users } from '../../db/schema.ts';
import type { IdentityService } from './identity-service.ts';

const PASSWORD = 'correct horse battery';
const ORIGIN = 'https://reelboard.example';
const IP = '10.31.0.1';

let bed: IdentityBed;
let clock: IdentityBed['clock'];
let mailer: IdentityBed['mailer'];
let identity: IdentityService;
let database: IdentityBed['database'];

beforeAll(async () => {
  bed = await createIdentityBed({
    label: 'passkeys',
    publicUrl: ORIGIN,
    overrides: { relyingParty: { id: 'reelboard.example', name: 'Reelboard', origin: ORIGIN } },
  });
  ({ clock, mailer, identity, database } = bed);
});
afterAll(() => bed.close());

let counter = 0;

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
    expect(await failureOf(elsewhere.added)).toEqual({
      name: 'NotAuthorizedException',
      message: 'The passkey could not be verified.',
    });
    const { userId, device } = await withPasskey();
    const { passkeys } = identity.secondFactors;
    const options = await passkeys.registrationOptions(userId);
    clock.advance(5 * 60_000 + 1);
    expect(await failureOf(passkeys.register(userId, 'Late', device.register(options)))).toMatchObject({
      name: 'NotAuthorizedException',
    });
    const signInOptions = await passkeys.signInOptions();
    clock.advance(5 * 60_000 + 1);
    expect(await failureOf(passkeys.signIn(device.assert(signInOptions), IP))).toMatchObject({
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
      await failureOf(passkeys.verifySecondFactor(theirs.userId, mine.device.assert(theirOptions))),
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
    expect(await failureOf(passkeys.rename(theirs.userId, id, 'Mine now'))).toMatchObject({
      name: 'InvalidParameterException',
    });
    expect(await failureOf(passkeys.remove(theirs.userId, id))).toMatchObject({
      name: 'InvalidParameterException',
    });
    expect((await passkeys.list(mine.userId)).map((key) => key.name)).toEqual(['Laptop']);
  });

  it('lets no suspended account in with a passkey', async () => {
    const mine = await withPasskey();
    await mine.added;
    await database.db.update(users).set({ suspendedAt: clock.now() }).where(eq(users.id, mine.userId));
    const { passkeys } = identity.secondFactors;
    expect(await failureOf(passkeys.signIn(mine.device.assert(await passkeys.signInOptions()), IP))).toEqual({
      name: 'NotAuthorizedException',
      message: 'User is disabled.',
    });
  });
});
