import sharp from 'sharp';
import type { createTestApp } from './app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A small PNG, as a browser would pick one. */
export const testPng = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();

/** A multipart form POST of one image file to an upload route (avatar or post image). */
export async function uploadImage(t: TestApp, accessToken: string, url: string, image: Buffer) {
  const boundary = '----reelboard-test-image';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${accessToken}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
}
