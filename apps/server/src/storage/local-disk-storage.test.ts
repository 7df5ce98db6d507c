import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../test/server-processes.ts';
import { describeStorageContract } from '../../test/storage-contract.ts';
import { registerStorageRoutes } from '../http/storage-routes.ts';
import { createLocalDiskStorage, type LocalDiskStorage } from './local-disk-storage.ts';

let rootDir: string;
let storage: LocalDiskStorage;
let clock: number;

// The contract runs against the driver behind its own HTTP routes, on the real clock.
let http: FastifyInstance;
let contractDir: string;
let contractStorage: LocalDiskStorage;
beforeAll(async () => {
  const port = await freePort();
  contractDir = await mkdtemp(path.join(tmpdir(), 'reelboard-storage-contract-'));
  contractStorage = createLocalDiskStorage({
    rootDir: contractDir,
    publicUrl: `http://127.0.0.1:${port}`,
    secret: 'test-secret',
  });
  http = Fastify();
  await registerStorageRoutes(http, { storage: contractStorage });
  await http.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await http.close();
  await rm(contractDir, { recursive: true, force: true });
});

beforeEach(async () => {
  rootDir = await mkdtemp(path.join(tmpdir(), 'reelboard-storage-'));
  clock = Date.parse('2025-06-01T12:00:00Z');
  storage = createLocalDiskStorage({
    rootDir,
    publicUrl: 'http://localhost:3000/',
    secret: 'test-secret',
    now: () => clock,
  });
});
afterEach(() => rm(rootDir, { recursive: true, force: true }));

describeStorageContract('local-disk storage', () => contractStorage);

function signatureOf(url: string) {
  const parsed = new URL(url);
  return { expires: parsed.searchParams.get('X-Expires'), signature: parsed.searchParams.get('X-Signature') };
}

describe('local-disk storage', () => {
  it('leaves no temporary files behind, and writes nothing for refused input', async () => {
    await storage.put('private/a/hello.txt', Buffer.from('hello world'), 'text/plain');
    await expect(
      storage.put('private/a/wrong.bin', Readable.from([Buffer.from('abc')]), 'application/octet-stream', {
        size: 5,
      }),
    ).rejects.toThrow('Expected object size 5');
    await storage.delete('private/a/hello.txt');
    expect(await readdir(path.join(rootDir, '.tmp'))).toEqual([]);

    const empty = await mkdtemp(path.join(tmpdir(), 'reelboard-storage-'));
    const untouched = createLocalDiskStorage({ rootDir: empty, publicUrl: 'http://x', secret: 's' });
    await expect(untouched.put('../outside.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    await expect(untouched.put('a.txt', Buffer.from('x'), 'bad type')).rejects.toThrow();
    expect(await readdir(empty)).toEqual([]);
    await rm(empty, { recursive: true });
  });

  it('signs read links that work until they expire and not when tampered with', async () => {
    await storage.put('private/doc.txt', Buffer.from('secret'), 'text/plain');
    const url = await storage.signedReadUrl('private/doc.txt');
    expect(url).toMatch(
      /^http:\/\/localhost:3000\/storage\/private\/doc\.txt\?X-Expires=\d+&X-Signature=[0-9a-f]{64}$/,
    );
    const { expires, signature } = signatureOf(url);
    expect(Number(expires)).toBe(clock / 1000 + 900);
    expect(storage.verifyReadSignature('private/doc.txt', expires, signature)).toBe(true);

    expect(storage.verifyReadSignature('private/other.txt', expires, signature)).toBe(false);
    expect(storage.verifyReadSignature('private/doc.txt', String(Number(expires) + 1), signature)).toBe(
      false,
    );
    const flipped = `${signature?.slice(0, 63)}${signature?.endsWith('0') ? '1' : '0'}`;
    expect(storage.verifyReadSignature('private/doc.txt', expires, flipped)).toBe(false);
    expect(storage.verifyReadSignature('private/doc.txt', expires, undefined)).toBe(false);

    clock += 899_000;
    expect(storage.verifyReadSignature('private/doc.txt', expires, signature)).toBe(true);
    clock += 1_000;
    expect(storage.verifyReadSignature('private/doc.txt', expires, signature)).toBe(false);

    const week = signatureOf(await storage.signedReadUrl('private/doc.txt', 604_800));
    expect(Number(week.expires)).toBe(clock / 1000 + 604_800);
    await expect(storage.signedReadUrl('private/doc.txt', 604_801)).rejects.toThrow('within 7 days');
    await expect(storage.signedReadUrl('private/doc.txt', 0)).rejects.toThrow('within 7 days');
  });

  it('gives plain URLs for public keys only', () => {
    expect(storage.publicUrl('public/profile-pics/u/a.webp')).toBe(
      'http://localhost:3000/storage/public/profile-pics/u/a.webp',
    );
    expect(() => storage.publicUrl('private/a.webp')).toThrow('Only keys under public/');
  });

  it('signs part URLs per upload and part, and tells a late part that the upload completed', async () => {
    const key = 'videos/u1/movie.mp4';
    const { uploadId } = await storage.createMultipartUpload(key, 'video/mp4');
    const partUrl = await storage.signedPartUrl(key, uploadId, 2);
    expect(partUrl).toMatch(
      new RegExp(`^http://localhost:3000/storage-upload/${uploadId}/2\\?X-Expires=\\d+&X-Signature=`),
    );
    const { expires, signature } = signatureOf(partUrl);
    expect(storage.verifyPartSignature(uploadId, 2, expires, signature)).toBe(true);
    expect(storage.verifyPartSignature(uploadId, 1, expires, signature)).toBe(false);
    await expect(storage.signedPartUrl(key, '../../etc', 1)).rejects.toMatchObject({ code: 'NOT_FOUND' });

    // A signed link names no key: the part goes to the upload's own.
    const part = await storage.receivePart(uploadId, 1, Buffer.from('only part'));
    expect(part).toEqual({
      partNumber: 1,
      etag: createHash('md5').update('only part').digest('hex'),
      size: 9,
    });
    await expect(
      storage.uploadPart('videos/u1/other.mp4', uploadId, 1, Buffer.from('x')),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await storage.completeMultipartUpload(key, uploadId, [part]);
    // Only the note that it completed is left, and a part sent now is told so.
    expect(await readdir(path.join(rootDir, '.multipart'))).toEqual([`${uploadId}.completed`]);
    await expect(storage.uploadPart(key, uploadId, 3, Buffer.from('late'))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This upload is already complete.',
    });
    // S3's ETag of an object made of parts: the MD5 of the parts' MD5s, "-", their number.
    const digestOfDigests = createHash('md5')
      .update(createHash('md5').update('only part').digest())
      .digest('hex');
    expect((await storage.head(key))?.etag).toBe(`${digestOfDigests}-1`);
  });

  it('forgets an aborted upload and refuses ids that are not its own', async () => {
    const key = 'videos/u1/small.mp4';
    const { uploadId } = await storage.createMultipartUpload(key, 'video/mp4');
    await storage.abortMultipartUpload(key, uploadId);
    await expect(storage.receivePart(uploadId, 1, Buffer.from('x'))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(storage.listParts(key, '../../etc')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers ping when the root is writable', async () => {
    expect(await storage.ping()).toBe(true);
    // A root below a regular file can never be created, even by root.
    await writeFile(path.join(rootDir, 'file'), 'x');
    const blocked = createLocalDiskStorage({
      rootDir: path.join(rootDir, 'file', 'storage'),
      publicUrl: 'http://x',
      secret: 's',
    });
    expect(await blocked.ping()).toBe(false);
  });
});
