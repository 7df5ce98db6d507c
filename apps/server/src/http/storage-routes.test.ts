import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage, type LocalDiskStorage } from '../storage/local-disk-storage.ts';
import { MIN_PART_BYTES } from '../storage/storage.ts';
import { registerStorageRoutes } from './storage-routes.ts';
import { parseRange } from './stored-object-reply.ts';

let rootDir: string;
let storage: LocalDiskStorage;
let app: FastifyInstance;

// The path and query of a URL the storage signed, as a browser would request it.
const local = (url: string) => url.replace('http://localhost:3000', '');

beforeAll(async () => {
  rootDir = await mkdtemp(path.join(tmpdir(), 'reelboard-storage-routes-'));
  storage = createLocalDiskStorage({ rootDir, publicUrl: 'http://localhost:3000', secret: 'route-secret' });
  app = Fastify();
  await registerStorageRoutes(app, { storage });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(rootDir, { recursive: true, force: true });
});

describe('storage routes', () => {
  it('serves public objects without a signature', async () => {
    await storage.put('public/pics/a.png', Buffer.from('not really a png'), 'image/png');
    const response = await app.inject({ method: 'GET', url: '/storage/public/pics/a.png' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('not really a png');
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': '16',
      etag: `"${createHash('md5').update('not really a png').digest('hex')}"`,
      'cache-control': 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
    });

    const head = await app.inject({ method: 'HEAD', url: '/storage/public/pics/a.png' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('16');
    expect(head.body).toBe('');

    const cached = await app.inject({
      method: 'GET',
      url: '/storage/public/pics/a.png',
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);

    expect((await app.inject({ method: 'GET', url: '/storage/public/pics/missing.png' })).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject({ method: 'GET', url: '/storage/public/..%2f..%2fsecrets.json' })).statusCode,
    ).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/storage/public/a%5Cb.png' })).statusCode).toBe(400);
  });

  it('serves other objects only with a valid signature', async () => {
    await storage.put('private/doc.txt', Buffer.from('0123456789'), 'text/plain');
    expect((await app.inject({ method: 'GET', url: '/storage/private/doc.txt' })).statusCode).toBe(403);

    const url = local(await storage.signedReadUrl('private/doc.txt', 60));
    const ok = await app.inject({ method: 'GET', url });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('0123456789');
    expect(ok.headers['cache-control']).toMatch(/^private, max-age=(59|60)$/);

    const forOtherKey = url.replace('/storage/private/doc.txt', '/storage/private/other.txt');
    expect((await app.inject({ method: 'GET', url: forOtherKey })).statusCode).toBe(403);
    const tampered = url.replace(
      /X-Expires=(\d+)/,
      (_match, expires) => `X-Expires=${Number(expires) + 100}`,
    );
    expect((await app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const expired = local(await storage.signedReadUrl('private/doc.txt', 1)).replace(
      /X-Expires=\d+/,
      `X-Expires=${Math.floor(Date.now() / 1000) - 1}`,
    );
    expect((await app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);

    // A missing object with a valid signature is a 404; without one it stays a 403.
    await storage.delete('private/doc.txt');
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('answers byte ranges', async () => {
    await storage.put('public/video.mp4', Buffer.from('abcdefghij'), 'video/mp4');
    const partial = await app.inject({
      method: 'GET',
      url: '/storage/public/video.mp4',
      headers: { range: 'bytes=2-4' },
    });
    expect(partial.statusCode).toBe(206);
    expect(partial.body).toBe('cde');
    expect(partial.headers).toMatchObject({ 'content-range': 'bytes 2-4/10', 'content-length': '3' });

    const tail = await app.inject({
      method: 'GET',
      url: '/storage/public/video.mp4',
      headers: { range: 'bytes=-3' },
    });
    expect(tail.body).toBe('hij');
    const beyond = await app.inject({
      method: 'GET',
      url: '/storage/public/video.mp4',
      headers: { range: 'bytes=20-' },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */10');

    expect(parseRange('bytes=5-', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=5-100', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=0-1,4-5', 10)).toBeUndefined();
    expect(parseRange('items=0-1', 10)).toBeUndefined();
  });

  it('takes multipart parts at signed URLs and answers their ETag', async () => {
    const key = 'videos/u1/clip.mp4';
    const { uploadId } = await storage.createMultipartUpload(key, 'video/mp4');
    const first = Buffer.alloc(MIN_PART_BYTES, 'x');
    const firstUrl = local(await storage.signedPartUrl(key, uploadId, 1));

    const put = await app.inject({
      method: 'PUT',
      url: firstUrl,
      headers: { 'content-type': 'application/octet-stream' },
      payload: first,
    });
    expect(put.statusCode).toBe(200);
    const etag = createHash('md5').update(first).digest('hex');
    expect(put.headers.etag).toBe(`"${etag}"`);
    expect(put.headers['access-control-expose-headers']).toBe('ETag');

    // Whatever content type the browser sends, or none, the bytes are stored as they are.
    const second = await app.inject({
      method: 'PUT',
      url: local(await storage.signedPartUrl(key, uploadId, 2)),
      headers: { 'content-type': 'application/json' },
      payload: '{"not":"parsed"}',
    });
    expect(second.statusCode).toBe(200);

    // The URL for part 1 does not take part 3, nor a different upload, nor an altered signature.
    expect(
      (await app.inject({ method: 'PUT', url: firstUrl.replace('/1?', '/3?'), payload: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          method: 'PUT',
          // Two other hex digits, whatever the signature begins with.
          url: firstUrl.replace(/X-Signature=(..)/, (_match, start: string) =>
            start === '00' ? 'X-Signature=ff' : 'X-Signature=00',
          ),
          payload: 'x',
        })
      ).statusCode,
    ).toBe(403);
    const tooLarge = await app.inject({
      method: 'PUT',
      url: firstUrl,
      headers: { 'content-type': 'application/octet-stream', 'content-length': String(5 * 1024 ** 3 + 1) },
      payload: 'x',
    });
    expect(tooLarge.statusCode).toBe(413);

    const parts = await storage.listParts(key, uploadId);
    expect(parts.map((part) => part.etag)).toEqual([
      etag,
      createHash('md5').update('{"not":"parsed"}').digest('hex'),
    ]);
    const object = await storage.completeMultipartUpload(key, uploadId, parts);
    expect(object.size).toBe(MIN_PART_BYTES + 16);

    // Once completed, its URLs take no more parts.
    expect((await app.inject({ method: 'PUT', url: firstUrl, payload: 'late' })).statusCode).toBe(409);

    // Links are signed without looking at the disk; an aborted upload's links find nothing.
    const aborted = await storage.createMultipartUpload(key, 'video/mp4');
    const abortedUrl = local(await storage.signedPartUrl(key, aborted.uploadId, 1));
    await storage.abortMultipartUpload(key, aborted.uploadId);
    const refused = await app.inject({ method: 'PUT', url: abortedUrl, payload: 'x' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Upload not found.' });
  });
});
