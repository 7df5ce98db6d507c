import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';

const MiB = 1024 * 1024;
type User = { accessToken: string; userId: string };

let t: Awaited<ReturnType<typeof createTestApp>>;
let creator: User;
let other: User;
let viewer: User;

beforeAll(async () => {
  t = await createTestApp();
  creator = await t.signedInUser('creator@example.com');
  other = await t.signedInUser('other@example.com');
  viewer = await t.signedInUser('viewer@example.com');
  await t.services.profiles.setLevel(creator.userId, 'creator');
  await t.services.profiles.setLevel(other.userId, 'admin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, user?: User, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: user ? { authorization: `Bearer ${user.accessToken}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const start = (user: User, size = 16 * MiB) =>
  call('POST', '/api/uploads', user, { fileName: '../../etc/passwd.mp4', contentType: 'video/mp4', size });

// What the browser does with a signed part URL: PUT the bytes, read the ETag.
async function putPart(url: string, body: Buffer): Promise<string> {
  const { pathname, search } = new URL(url);
  const response = await t.app.inject({
    method: 'PUT',
    url: `${pathname}${search}`,
    headers: { 'content-type': 'application/octet-stream' },
    payload: body,
  });
  expect(response.statusCode).toBe(200);
  return String(response.headers.etag);
}

describe('upload API authorization', () => {
  it('refuses anonymous callers and viewers with the upload text', async () => {
    for (const user of [undefined, viewer]) {
      const response = await call('POST', '/api/uploads', user, {
        fileName: 'a.mp4',
        contentType: 'video/mp4',
        size: 10,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You do not have permission to upload videos.');
    }
  });

  it('generates the key from the user and the content type, never from the name', async () => {
    const response = await start(creator);
    expect(response.statusCode).toBe(200);
    const { key, uploadId } = response.json();
    expect(key).toMatch(new RegExp(`^uploads/${creator.userId}/[0-9a-f-]{36}\\.mp4$`));
    expect(uploadId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('validates the content type and the size', async () => {
    const notVideo = await call('POST', '/api/uploads', creator, {
      fileName: 'a.png',
      contentType: 'image/png',
      size: 10,
    });
    expect(notVideo.statusCode).toBe(400);
    const empty = await call('POST', '/api/uploads', creator, {
      fileName: 'a.mp4',
      contentType: 'video/mp4',
      size: 0,
    });
    expect(empty.statusCode).toBe(400);
    const huge = await start(creator, 11 * 1024 ** 3);
    expect(huge.statusCode).toBe(413);
  });

  it("does not let another user sign, list, complete or abort someone's upload", async () => {
    const { uploadId } = (await start(creator)).json();
    const attempts = [
      call('GET', `/api/uploads/${uploadId}/parts/1`, other),
      call('GET', `/api/uploads/${uploadId}/parts`, other),
      call('POST', `/api/uploads/${uploadId}/complete`, other, { parts: [{ PartNumber: 1, ETag: 'x' }] }),
      call('DELETE', `/api/uploads/${uploadId}`, other),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
    // Still the creator's, untouched.
    expect((await call('GET', `/api/uploads/${uploadId}/parts`, creator)).json()).toEqual([]);
    expect((await call('GET', `/api/uploads/${uploadId}/parts/10001`, creator)).statusCode).toBe(400);
  });

  it('aborts: the parts are gone and the upload with them', async () => {
    const { uploadId } = (await start(creator)).json();
    const { url } = (await call('GET', `/api/uploads/${uploadId}/parts/1`, creator)).json();
    await putPart(url, randomBytes(1024));
    expect((await call('DELETE', `/api/uploads/${uploadId}`, creator)).statusCode).toBe(204);
    expect((await call('GET', `/api/uploads/${uploadId}/parts`, creator)).statusCode).toBe(404);
  });
});

describe('resume after an interruption', () => {
  it('lists the stored parts and sends only the missing one; each part reaches storage once', async () => {
    const parts = [randomBytes(5 * MiB), randomBytes(5 * MiB), randomBytes(2 * MiB)];
    const file = Buffer.concat(parts);
    const received: number[] = [];
    // Signed part links reach the local-disk driver's receivePart.
    const storage = t.services.localDiskStorage;
    if (!storage) throw new Error('The test app stores on local disk.');
    const receivePart = storage.receivePart;
    storage.receivePart = (uploadId, partNumber, body, options) => {
      received.push(partNumber);
      return receivePart(uploadId, partNumber, body, options);
    };
    try {
      const { uploadId, key } = (await start(creator, file.length)).json();
      // The first session sends parts 1 and 2, then the connection drops.
      for (const partNumber of [1, 2]) {
        const { url } = (await call('GET', `/api/uploads/${uploadId}/parts/${partNumber}`, creator)).json();
        await putPart(url, parts[partNumber - 1] as Buffer);
      }

      // The resumed session: what the browser's resume logic does with listParts.
      const listed = (await call('GET', `/api/uploads/${uploadId}/parts`, creator)).json() as {
        PartNumber: number;
        ETag: string;
        Size: number;
      }[];
      expect(listed.map((part) => [part.PartNumber, part.Size])).toEqual([
        [1, 5 * MiB],
        [2, 5 * MiB],
      ]);
      const done = new Set(listed.map((part) => part.PartNumber));
      const sent: { PartNumber: number; ETag: string }[] = listed.map(({ PartNumber, ETag }) => ({
        PartNumber,
        ETag,
      }));
      for (const [index, body] of parts.entries()) {
        const partNumber = index + 1;
        if (done.has(partNumber)) continue;
        const { url } = (await call('GET', `/api/uploads/${uploadId}/parts/${partNumber}`, creator)).json();
        sent.push({ PartNumber: partNumber, ETag: await putPart(url, body) });
      }
      const complete = await call('POST', `/api/uploads/${uploadId}/complete`, creator, { parts: sent });
      expect(complete.statusCode).toBe(200);
      expect(complete.json()).toEqual({ key });

      expect(received).toEqual([1, 2, 3]);
      const stored = await t.services.storage.get(key);
      const chunks: Buffer[] = [];
      for await (const chunk of stored?.body ?? []) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(file)).toBe(true);
      // Completed: no more parts can be signed for it.
      expect((await call('GET', `/api/uploads/${uploadId}/parts/1`, creator)).statusCode).toBe(409);
    } finally {
      storage.receivePart = receivePart;
    }
  });
});
