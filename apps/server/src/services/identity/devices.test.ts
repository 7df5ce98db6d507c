import type { Device } from '@reelboard/shared/account';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';

// The devices list through the REST API (issue 22): what it shows of each session, and
// signing one out or all the others.
const PASSWORD = 'correct horse battery';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const refused = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  name: (response.json() as { name: string }).name,
});

async function signIn(email: string, userAgent: string, ip: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/auth/sign-in',
    payload: { username: email, password: PASSWORD },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
  const cookie = response.cookies.find((c) => c.name === 'rb_refresh')?.value ?? '';
  return { token: (response.json() as { accessToken: string }).accessToken, cookie };
}

const devicesOf = async (token: string) =>
  (
    (await t.app.inject({ method: 'GET', url: '/auth/account/devices', headers: bearer(token) })).json() as {
      devices: Device[];
    }
  ).devices;

async function userOnTwoDevices() {
  const { email } = await t.signedInUser(`devices-${++counter}@example.com`, PASSWORD);
  const laptop = await signIn(email, FIREFOX, '203.0.113.7');
  const phone = await signIn(email, IPHONE, '2001:db8:85a3::8a2e:370:7334');
  return { email, laptop, phone };
}

describe('the devices list', () => {
  it('names each browser and system, masks the address and marks this device', async () => {
    const { laptop } = await userOnTwoDevices();
    const devices = await devicesOf(laptop.token);
    expect(devices).toContainEqual(
      expect.objectContaining({
        browser: 'Firefox 128',
        system: 'Windows 10',
        address: '203.0.113.x',
        current: true,
      }),
    );
    expect(devices).toContainEqual(
      expect.objectContaining({
        browser: 'Safari 17',
        system: 'iOS 17.4',
        address: '2001:db8:85a3:x',
        current: false,
      }),
    );
    expect(JSON.stringify(devices)).not.toContain('203.0.113.7');
    expect(devices.filter((device) => device.current)).toHaveLength(1);
  });

  it('signs one device out at once: its token and refresh token stop working', async () => {
    const { laptop, phone } = await userOnTwoDevices();
    const phoneId = (await devicesOf(phone.token)).find((device) => device.current)?.id;
    const out = await t.app.inject({
      method: 'POST',
      url: '/auth/account/devices/sign-out',
      payload: { sessionId: phoneId },
      headers: bearer(laptop.token),
    });
    expect(out.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(phone.token) })).statusCode,
    ).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      headers: { cookie: `rb_refresh=${phone.cookie}` },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await devicesOf(laptop.token)).map((device) => device.id)).not.toContain(phoneId);
  });

  it("refuses another account's session and an unknown one (NotAuthorizedException)", async () => {
    const mine = await userOnTwoDevices();
    const theirs = await userOnTwoDevices();
    const theirId = (await devicesOf(theirs.phone.token))[0]?.id;
    for (const sessionId of [theirId, crypto.randomUUID()]) {
      const out = await t.app.inject({
        method: 'POST',
        url: '/auth/account/devices/sign-out',
        payload: { sessionId },
        headers: bearer(mine.laptop.token),
      });
      expect(refused(out)).toEqual({ status: 400, name: 'NotAuthorizedException' });
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(theirs.phone.token) }))
        .statusCode,
    ).toBe(200);
    const anonymous = await t.app.inject({ method: 'GET', url: '/auth/account/devices' });
    expect(refused(anonymous)).toEqual({ status: 401, name: 'NotAuthorizedException' });
  });

  it('signs out every other device and keeps this one', async () => {
    const { laptop, phone } = await userOnTwoDevices();
    const out = await t.app.inject({
      method: 'POST',
      url: '/auth/account/devices/sign-out-others',
      payload: {},
      headers: bearer(laptop.token),
    });
    expect(out.json()).toEqual({ signedOut: 2 });
    expect(
      (await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(phone.token) })).statusCode,
    ).toBe(401);
    expect(await devicesOf(laptop.token)).toEqual([expect.objectContaining({ current: true })]);
  });
});
