import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';

let testApp: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

function form(file: Buffer, filename: string, contentType: string, field = 'file') {
  const boundary = '----reelboard-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(token: string | undefined, body: ReturnType<typeof form>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/profile/avatar',
    headers: { ...body.headers, ...(token && { authorization: `Bearer ${token}` }) },
    payload: body.payload,
  });
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .withExif({ IFD0: { Copyright: 'where I live' } })
    .toBuffer();

// Every file the storage holds under the user's avatar folder.
async function storedFor(userId: string) {
  try {
    return (await readdir(path.join(testApp.dataDir, 'storage', 'public', 'profile-pics', userId))).sort();
  } catch {
    return [];
  }
}

describe('avatar upload', () => {
  it('re-encodes an image to a 512 px WebP under the user folder and replaces the previous one', async () => {
    const user = await testApp.signedInUser('avatar@example.com');
    const original = await png(1024, 768);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(user.accessToken, form(original, 'me.png', 'image/png'));
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      avatarUrl: string;
      avatarImageUrl: string;
      profile: { avatarUrl: string };
    };
    expect(body.avatarUrl).toMatch(new RegExp(`^public/profile-pics/${user.userId}/[0-9a-f-]{36}\\.webp$`));
    expect(body.profile.avatarUrl).toBe(body.avatarUrl);
    expect(body.avatarImageUrl).toBe(`${testApp.config.publicUrl}/storage/${body.avatarUrl}`);

    const served = await testApp.app.inject({ method: 'GET', url: `/storage/${body.avatarUrl}` });
    expect(served.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 384 });
    expect(metadata.exif).toBeUndefined();

    const second = await upload(user.accessToken, form(await png(64, 64), 'again.gif', 'image/gif'));
    expect(second.statusCode).toBe(200);
    const secondKey = (second.json() as { avatarUrl: string }).avatarUrl;
    expect(await storedFor(user.userId)).toEqual([
      path.basename(secondKey),
      `${path.basename(secondKey)}~meta.json`,
    ]);
    expect((await testApp.services.profiles.byUserId(user.userId))?.avatarUrl).toBe(secondKey);
  });

  it('refuses a file that is not an image whatever its name and type say', async () => {
    const user = await testApp.signedInUser('text@example.com');
    const response = await upload(
      user.accessToken,
      form(Buffer.from('just some text, honest'), 'photo.png', 'image/png'),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).',
    });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect((await upload(user.accessToken, form(svg, 'a.png', 'image/png'))).statusCode).toBe(415);
    expect(await storedFor(user.userId)).toEqual([]);
    expect((await testApp.services.profiles.byUserId(user.userId))?.avatarUrl ?? null).toBeNull();
  });

  it('refuses pictures over 5 MB', async () => {
    const user = await testApp.signedInUser('big@example.com');
    // Random pixels do not compress: the first PNG is just over 5 MiB, within what the form
    // may add, so the limit on the file itself stops it; the second is refused up front.
    for (const [width, height] of [
      [1024, 1710],
      [1400, 1400],
    ] as const) {
      const noise = await sharp(
        Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))),
        {
          raw: { width, height, channels: 3 },
        },
      )
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(noise.length).toBeGreaterThan(5 * 1024 * 1024);
      const response = await upload(user.accessToken, form(noise, 'big.png', 'image/png'));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ message: 'Profile picture must be at most 5 MB.' });
    }
    expect(await storedFor(user.userId)).toEqual([]);
  });

  it('refuses callers who are not signed in', async () => {
    const picture = form(await png(32, 32), 'a.png', 'image/png');
    const anonymous = await upload(undefined, picture);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({
      message: 'You do not have permission to upload profile pictures.',
    });
    const withApiKey = await testApp.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { ...picture.headers, 'x-api-key': testApp.secrets.publicApiKey },
      payload: picture.payload,
    });
    expect(withApiKey.statusCode).toBe(401);
    expect((await upload('not-a-token', picture)).statusCode).toBe(401);
  });
});
