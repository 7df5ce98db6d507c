import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';

// Over a real socket, as a browser sends parts: a dropped connection shows here as a
// fetch error, where inject would not show it.
let t: Awaited<ReturnType<typeof createTestApp>>;
let base: string;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const creator = await t.signedInUser('late@example.com');
  await t.services.profiles.setLevel(creator.userId, 'creator');
  auth = { authorization: `Bearer ${creator.accessToken}` };
});
afterAll(() => t.close());

const api = async (method: string, url: string, payload?: unknown) => {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...auth, ...(payload ? { 'content-type': 'application/json' } : {}) },
    body: payload ? JSON.stringify(payload) : undefined,
  });
  return response.json();
};

async function startUpload(size: number) {
  const { uploadId, key } = await api('POST', '/api/uploads', {
    fileName: 'a.mp4',
    contentType: 'video/mp4',
    size,
  });
  const partUrl = async (partNumber: number) => {
    const { url } = await api('GET', `/api/uploads/${uploadId}/parts/${partNumber}`);
    const signed = new URL(url);
    return `${base}${signed.pathname}${signed.search}`;
  };
  return { uploadId: uploadId as string, key: key as string, partUrl };
}

const put = (url: string, body: BodyInit, size?: number) =>
  fetch(url, {
    method: 'PUT',
    body,
    headers: size === undefined ? {} : { 'content-length': String(size) },
    duplex: 'half',
  } as RequestInit);

// A body that arrives slowly: 16 chunks of 64 KiB, one every 50 ms.
function trickle(): { body: ReadableStream<Uint8Array>; size: number } {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent === 16) return controller.close();
      sent += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      controller.enqueue(new Uint8Array(64 * 1024));
    },
  });
  return { body, size: 16 * 64 * 1024 };
}

async function storedBytes(key: string): Promise<Buffer> {
  const found = await t.services.storage.get(key);
  const chunks: Buffer[] = [];
  for await (const chunk of found?.body ?? []) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const alreadyComplete = { code: 'CONFLICT', message: 'This upload is already complete.' };

describe('parts sent to a completed upload', () => {
  it('answer 409 with the reason, and the object stays as it was', async () => {
    const bytes = randomBytes(64 * 1024);
    const upload = await startUpload(bytes.length);
    const [first, second] = [await upload.partUrl(1), await upload.partUrl(2)];
    const etag = (await put(first, bytes)).headers.get('etag');
    const complete = await api('POST', `/api/uploads/${upload.uploadId}/complete`, {
      parts: [{ PartNumber: 1, ETag: etag }],
    });
    expect(complete).toEqual({ key: upload.key });

    for (const url of [first, second]) {
      const late = await put(url, randomBytes(6 * 1024 * 1024));
      expect(late.status).toBe(409);
      expect(await late.json()).toEqual(alreadyComplete);
    }
    expect((await storedBytes(upload.key)).equals(bytes)).toBe(true);
  });

  it('refuse a part still arriving when the upload completes; the object is the listed parts', async () => {
    const bytes = randomBytes(64 * 1024);
    const upload = await startUpload(bytes.length);
    const etag = (await put(await upload.partUrl(1), bytes)).headers.get('etag');
    const slow = trickle();
    const arriving = put(await upload.partUrl(2), slow.body, slow.size);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const complete = await api('POST', `/api/uploads/${upload.uploadId}/complete`, {
      parts: [{ PartNumber: 1, ETag: etag }],
    });
    expect(complete).toEqual({ key: upload.key });
    const late = await arriving;
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual(alreadyComplete);
    expect((await storedBytes(upload.key)).equals(bytes)).toBe(true);
    // Nothing of the upload is left but the note that it completed.
    const multipart = await readdir(path.join(t.dataDir, 'storage', '.multipart'));
    expect(multipart.filter((name) => name.startsWith(upload.uploadId))).toEqual([
      `${upload.uploadId}.completed`,
    ]);
  });

  it('racing the completion, neither break it nor change the object', async () => {
    // The storage's own completion, without the API's round trips, so that parts land
    // while it runs.
    for (let round = 0; round < 10; round++) {
      const bytes = randomBytes(1024);
      const upload = await startUpload(bytes.length);
      const etag = (await put(await upload.partUrl(1), bytes)).headers.get('etag') ?? '';
      const urls = await Promise.all([2, 3, 4, 5, 6, 7].map((partNumber) => upload.partUrl(partNumber)));
      const racing = urls.map((url) => put(url, randomBytes(1024 * 1024)));
      await new Promise((resolve) => setTimeout(resolve, round));

      const object = await t.services.storage.completeMultipartUpload(upload.key, upload.uploadId, [
        { partNumber: 1, etag },
      ]);
      expect(object.size).toBe(bytes.length);
      for (const response of await Promise.all(racing)) expect([200, 409]).toContain(response.status);
      expect((await storedBytes(upload.key)).equals(bytes)).toBe(true);
    }
  });
});
