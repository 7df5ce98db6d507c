import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDiskStorage, type LocalDiskStorage } from './local-disk-storage.ts';
import { MIN_PART_BYTES } from './storage.ts';

let rootDir: string;
let storage: LocalDiskStorage;
let clock: number;

const md5 = (data: Buffer | string) => createHash('md5').update(data).digest('hex');

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

function signatureOf(url: string) {
  const parsed = new URL(url);
  return { expires: parsed.searchParams.get('X-Expires'), signature: parsed.searchParams.get('X-Signature') };
}

describe('local-disk storage', () => {
  it('puts, heads, gets and deletes objects', async () => {
    const stored = await storage.put('private/a/hello.txt', Buffer.from('hello world'), 'text/plain');
    expect(stored).toMatchObject({
      key: 'private/a/hello.txt',
      size: 11,
      contentType: 'text/plain',
      etag: md5('hello world'),
    });
    expect(await storage.head('private/a/hello.txt')).toEqual(stored);

    const found = await storage.get('private/a/hello.txt');
    expect(await text(found?.body as Readable)).toBe('hello world');
    const part = await storage.get('private/a/hello.txt', { start: 6, end: 10 });
    expect(await text(part?.body as Readable)).toBe('world');
    await expect(storage.get('private/a/hello.txt', { start: 5, end: 11 })).rejects.toThrow(
      'Invalid byte range.',
    );

    // A stream body with its declared size; a wrong declaration stores nothing.
    await storage.put(
      'private/a/stream.bin',
      Readable.from([Buffer.from('ab'), Buffer.from('cd')]),
      'application/octet-stream',
      {
        size: 4,
      },
    );
    expect((await storage.head('private/a/stream.bin'))?.size).toBe(4);
    await expect(
      storage.put('private/a/wrong.bin', Buffer.from('abc'), 'application/octet-stream', { size: 5 }),
    ).rejects.toThrow('Upload failed. Expected object size 5, but got 3.');
    expect(await storage.head('private/a/wrong.bin')).toBeUndefined();

    await storage.delete('private/a/hello.txt');
    expect(await storage.head('private/a/hello.txt')).toBeUndefined();
    expect(await storage.get('private/a/hello.txt')).toBeUndefined();
    await storage.delete('private/a/hello.txt'); // deleting twice is fine, as on S3
    expect(await readdir(path.join(rootDir, '.tmp'))).toEqual([]);
  });

  it('refuses bad keys, content types and sizes before writing anything', async () => {
    for (const key of ['../outside.txt', '/etc/passwd', 'a/../../b', 'a\\b', '.multipart/x']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
      });
      await expect(storage.head(key)).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    }
    await expect(storage.put('a.txt', Buffer.from('x'), 'text/html\r\nX-Evil: 1')).rejects.toThrow(
      'Invalid content type.',
    );
    await expect(
      storage.put('big.bin', Readable.from([]), 'application/octet-stream', { size: 5 * 1024 ** 4 + 1 }),
    ).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(await readdir(rootDir)).toEqual([]);
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

  it('assembles multipart uploads as S3 does', async () => {
    const key = 'videos/u1/movie.mp4';
    const { uploadId } = await storage.createMultipartUpload(key, 'video/mp4');
    const first = Buffer.alloc(MIN_PART_BYTES, 'a');
    const second = Buffer.from('the end');

    const partUrl = await storage.signedPartUrl(key, uploadId, 2);
    expect(partUrl).toMatch(
      new RegExp(`^http://localhost:3000/storage-upload/${uploadId}/2\\?X-Expires=\\d+&X-Signature=`),
    );
    const { expires, signature } = signatureOf(partUrl);
    expect(storage.verifyPartSignature(uploadId, 2, expires, signature)).toBe(true);
    expect(storage.verifyPartSignature(uploadId, 1, expires, signature)).toBe(false);
    await expect(storage.signedPartUrl(key, uploadId, 10_001)).rejects.toThrow(
      'Part numbers run from 1 to 10000.',
    );
    await expect(storage.signedPartUrl('videos/u1/other.mp4', uploadId, 1)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await storage.uploadTarget(uploadId)).toBe(key);

    // Parts may arrive in any order; a part sent again replaces the earlier one.
    await storage.uploadPart(key, uploadId, 2, Buffer.from('draft'));
    const secondPart = await storage.uploadPart(key, uploadId, 2, Readable.from([second]));
    const firstPart = await storage.uploadPart(key, uploadId, 1, first, { size: first.length });
    expect(firstPart).toEqual({ partNumber: 1, etag: md5(first), size: first.length });
    expect(await storage.listParts(key, uploadId)).toEqual([firstPart, secondPart]);

    await expect(
      storage.completeMultipartUpload(key, uploadId, [
        { partNumber: 2, etag: secondPart.etag },
        { partNumber: 1, etag: firstPart.etag },
      ]),
    ).rejects.toThrow('ascending order');
    await expect(
      storage.completeMultipartUpload(key, uploadId, [
        { partNumber: 1, etag: firstPart.etag },
        { partNumber: 2, etag: md5('draft') },
      ]),
    ).rejects.toThrow('Part 2 does not match its ETag.');
    await expect(
      storage.completeMultipartUpload(key, uploadId, [
        { partNumber: 1, etag: firstPart.etag },
        { partNumber: 3, etag: secondPart.etag },
      ]),
    ).rejects.toThrow('Part 3 was not uploaded.');
    expect(await storage.head(key)).toBeUndefined();

    const object = await storage.completeMultipartUpload(key, uploadId, [
      { partNumber: 1, etag: `"${firstPart.etag}"` },
      { partNumber: 2, etag: secondPart.etag },
    ]);
    const whole = Buffer.concat([first, second]);
    expect(object).toMatchObject({ key, size: whole.length, etag: md5(whole), contentType: 'video/mp4' });
    const found = await storage.get(key, { start: MIN_PART_BYTES - 2, end: MIN_PART_BYTES + 2 });
    expect(await text(found?.body as Readable)).toBe('aathe');
    // Only the note that it completed is left, and a part sent now is told so.
    expect(await readdir(path.join(rootDir, '.multipart'))).toEqual([`${uploadId}.completed`]);
    await expect(storage.listParts(key, uploadId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(storage.uploadPart(key, uploadId, 3, Buffer.from('late'))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This upload is already complete.',
    });
  });

  it('refuses a small part that is not the last, and aborts uploads', async () => {
    const key = 'videos/u1/small.mp4';
    const { uploadId } = await storage.createMultipartUpload(key, 'video/mp4');
    const one = await storage.uploadPart(key, uploadId, 1, Buffer.from('small'));
    const two = await storage.uploadPart(key, uploadId, 2, Buffer.from('last'));
    await expect(
      storage.completeMultipartUpload(key, uploadId, [
        { partNumber: 1, etag: one.etag },
        { partNumber: 2, etag: two.etag },
      ]),
    ).rejects.toThrow('Part 1 is smaller than 5 MiB');

    await storage.abortMultipartUpload(key, uploadId);
    expect(await storage.uploadTarget(uploadId)).toBeUndefined();
    await expect(storage.uploadPart(key, uploadId, 3, Buffer.from('late'))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(storage.abortMultipartUpload(key, uploadId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(storage.listParts(key, '../../etc')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await storage.head(key)).toBeUndefined();
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
