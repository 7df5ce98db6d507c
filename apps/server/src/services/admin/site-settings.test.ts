import { registrationMessages } from '@reelboard/shared/admin-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousReader, nobody } from '../../../test/actors.ts';
import { createTestApp } from '../../../test/app.ts';
import { insertUser } from '../../../test/users.ts';
import type { UserActor } from '../actors.ts';

// Site settings against PostgreSQL (issue 25): who may change them, their checks, and
// that sign-up, new profiles, uploads and reports follow them on every node at once.
let t: Awaited<ReturnType<typeof createTestApp>>;
let other: Awaited<ReturnType<typeof createTestApp>>;
let admin: UserActor;
let creator: UserActor;
let viewer: UserActor;

const defaults = {
  registration: 'open',
  newAccountLevel: 'viewer',
  uploadQuotaBytes: null,
  uploadQuotaVideosPerDay: null,
  siteName: null,
  supportEmail: null,
  reportHoldThreshold: null,
} as const;

beforeAll(async () => {
  t = await createTestApp();
  // A second node on the same database.
  other = await createTestApp({}, { databaseUrl: t.database.url });
  admin = await insertUser(t.database.db, 'admin');
  creator = await insertUser(t.database.db, 'creator');
  viewer = await insertUser(t.database.db, 'viewer');
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const signUp = (app: typeof t, email: string, invitation?: string) =>
  app.app.inject({
    method: 'POST',
    url: '/auth/sign-up',
    payload: { email, password: 'correct horse battery', name: 'New Person', invitation },
  });

async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
  expect(await check()).toBe(true);
}

describe('access and checks', () => {
  it('refuses reading and changing the settings to everyone but admins', async () => {
    for (const actor of [nobody, anonymousReader, viewer, creator]) {
      await expect(t.services.siteSettings.get(actor)).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(t.services.siteSettings.update(actor, defaults)).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
      await expect(t.services.siteSettings.createInvitation(actor)).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
      await expect(t.services.siteSettings.revokeInvitations(actor)).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
    }
  });

  it('refuses bad values with clear messages and changes nothing', async () => {
    const bad: [object, string][] = [
      [{ uploadQuotaVideosPerDay: 0 }, 'Videos per day must be at least 1, or empty for no limit.'],
      [{ uploadQuotaBytes: 1.5 }, 'The upload quota must be a whole number of bytes.'],
      [{ supportEmail: 'nope' }, 'Please enter a valid support e-mail address.'],
      [{ registration: 'maybe' }, 'Choose open, closed or by invitation.'],
      [{ reportHoldThreshold: -1 }, 'The report hold threshold must be at least 1.'],
    ];
    for (const [change, message] of bad) {
      await expect(t.services.siteSettings.update(admin, { ...defaults, ...change })).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        message,
      });
    }
    expect(await t.services.siteSettings.get(admin)).toMatchObject(defaults);
  });

  it('fills empty values from the environment and names the start-up settings', async () => {
    const settings = await t.services.siteSettings.get(admin);
    expect(settings.defaults).toMatchObject({ siteName: 'Reelboard', reportHoldThreshold: 3 });
    expect(settings.startupSettings).toContain('DATABASE_URL');
    await t.services.siteSettings.update(admin, { ...defaults, reportHoldThreshold: 7 });
    expect((await other.services.siteSettings.inForce()).reportHoldThreshold).toBe(7);
  });
});

describe('registration', () => {
  it('closing sign-up on one node stops it on another at once', async () => {
    expect(await other.services.siteSettings.registration()).toBe('open');
    await t.services.siteSettings.update(admin, { ...defaults, registration: 'closed' });
    await eventually(async () => (await other.services.siteSettings.registration()) === 'closed');
    const refused = await signUp(other, 'closed-out@example.com');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ name: 'NotAuthorizedException', message: registrationMessages.closed });
  });

  it('by invitation: needs a signed link, which revoking ends', async () => {
    await t.services.siteSettings.update(admin, { ...defaults, registration: 'invitation' });
    expect((await signUp(t, 'uninvited@example.com')).json().message).toBe(
      registrationMessages.invitationNeeded,
    );
    expect((await signUp(t, 'forged@example.com', '1-abc.def')).json().message).toBe(
      registrationMessages.invitationInvalid,
    );
    const { url } = await t.services.siteSettings.createInvitation(admin);
    const token = new URL(url).searchParams.get('invitation') as string;
    expect((await signUp(t, 'invited@example.com', token)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 5));
    await t.services.siteSettings.revokeInvitations(admin);
    expect((await signUp(other, 'late@example.com', token)).statusCode).toBe(403);
    await t.services.siteSettings.update(admin, defaults);
  });

  it('new accounts start as creators when the setting says so', async () => {
    await t.services.siteSettings.update(admin, { ...defaults, newAccountLevel: 'creator' });
    const person = await t.signedInUser('starts-creator@example.com');
    const actor = (await t.services.resolveActor({
      authorization: `Bearer ${person.accessToken}`,
    })) as UserActor;
    expect((await t.services.profiles.createOwn(actor, {})).level).toBe('creator');
    await t.services.siteSettings.update(admin, defaults);
  });
});

describe('upload quota', () => {
  const file = (size: number) => ({ fileName: 'a.mp4', contentType: 'video/mp4', size });

  it('stops a creator at the videos a day, with a clear message', async () => {
    const uploader = await insertUser(t.database.db, 'creator');
    await t.services.siteSettings.update(admin, { ...defaults, uploadQuotaVideosPerDay: 1 });
    await t.services.uploads.start(uploader, file(1000));
    await expect(t.services.uploads.start(uploader, file(1000))).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: 'You can upload at most 1 video a day. Please try again tomorrow.',
    });
  });

  it('stops a creator at the total bytes, with a clear message', async () => {
    const uploader = await insertUser(t.database.db, 'creator');
    await t.services.siteSettings.update(admin, { ...defaults, uploadQuotaBytes: 5 * 1024 * 1024 });
    await t.services.uploads.start(uploader, file(3 * 1024 * 1024));
    await expect(t.services.uploads.start(uploader, file(3 * 1024 * 1024))).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'You have reached your upload quota of 5 MB. Delete a video or ask an admin for more space.',
    });
    await t.services.siteSettings.update(admin, defaults);
    await expect(t.services.uploads.start(uploader, file(3 * 1024 * 1024))).resolves.toBeDefined();
  });
});
