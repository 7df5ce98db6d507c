import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { MIN_PART_BYTES, type Storage } from '../src/storage/storage.ts';

// What every storage driver must do, as S3 does it, checked through the driver's calls and
// through the HTTP side browsers use (public and signed reads, part uploads at signed URLs).
// Run against the local-disk driver (storage/local-disk-storage.test.ts) and against a real
// S3 HTTP server (storage/s3-storage.test.ts).

const md5 = (data: Buffer | string) => createHash('md5').update(data).digest('hex');

export function describeStorageContract(name: string, current: () => Storage) {
  describe(`${name}: the storage contract`, () => {
    it('puts, heads, gets by range and deletes objects', async () => {
      const storage = current();
      const stored = await storage.put('private/a/hello.txt', Buffer.from('hello world'), 'text/plain');
      expect(stored).toMatchObject({
        key: 'private/a/hello.txt',
        size: 11,
        contentType: 'text/plain',
        etag: md5('hello world'),
      });
      expect(await storage.head('private/a/hello.txt')).toMatchObject({ size: 11, etag: md5('hello world') });

      const found = await storage.get('private/a/hello.txt');
      expect(await text(found?.body as Readable)).toBe('hello world');
      const part = await storage.get('private/a/hello.txt', { start: 6, end: 10 });
      expect(await text(part?.body as Readable)).toBe('world');
      await expect(storage.get('private/a/hello.txt', { start: 5, end: 11 })).rejects.toThrow(
        'Invalid byte range.',
      );

      await storage.delete('private/a/hello.txt');
      expect(await storage.head('private/a/hello.txt')).toBeUndefined();
      expect(await storage.get('private/a/hello.txt')).toBeUndefined();
      await storage.delete('private/a/hello.txt'); // deleting twice is fine, as on S3
    });

    it('stores a stream of its declared size, and nothing when the size is wrong', async () => {
      const storage = current();
      const body = Readable.from([Buffer.from('ab'), Buffer.from('cd')]);
      await storage.put('private/a/stream.bin', body, 'application/octet-stream', { size: 4 });
      expect((await storage.head('private/a/stream.bin'))?.size).toBe(4);
      for (const wrong of [Buffer.from('abc'), Readable.from([Buffer.from('abc')])]) {
        await expect(
          storage.put('private/a/wrong.bin', wrong, 'application/octet-stream', { size: 5 }),
        ).rejects.toThrow('Upload failed. Expected object size 5, but got 3.');
      }
      expect(await storage.head('private/a/wrong.bin')).toBeUndefined();
    });

    it('refuses bad keys and content types before storing anything', async () => {
      const storage = current();
      for (const key of ['../outside.txt', '/etc/passwd', 'a/../../b', 'a\\b', '.multipart/x', 'a~b']) {
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
    });

    it('serves public keys openly and others only through signed links until they expire', async () => {
      const storage = current();
      await storage.put('public/p/open.txt', Buffer.from('open'), 'text/plain');
      await storage.put('private/p/doc.txt', Buffer.from('secret'), 'text/plain');

      const open = await fetch(storage.publicUrl('public/p/open.txt'));
      expect([open.status, await open.text()]).toEqual([200, 'open']);
      expect(() => storage.publicUrl('private/p/doc.txt')).toThrow('Only keys under public/');

      const unsigned = new URL(await storage.signedReadUrl('private/p/doc.txt'));
      unsigned.search = '';
      expect((await fetch(unsigned)).status).toBe(403);

      // Three seconds leave a loaded machine time for the reads before the link expires.
      const signedAt = Date.now();
      const signed = await storage.signedReadUrl('private/p/doc.txt', 3);
      const read = await fetch(signed);
      expect([read.status, await read.text()]).toEqual([200, 'secret']);
      const ranged = await fetch(signed, { headers: { Range: 'bytes=1-3' } });
      expect([ranged.status, await ranged.text()]).toEqual([206, 'ecr']);
      const tampered = new URL(signed);
      tampered.pathname = tampered.pathname.replace('doc.txt', 'dod.txt');
      expect((await fetch(tampered)).status).toBe(403);

      await sleep(Math.max(0, signedAt + 4_100 - Date.now()));
      expect((await fetch(signed)).status).toBe(403);

      await expect(storage.signedReadUrl('private/p/doc.txt', 604_801)).rejects.toThrow('within 7 days');
      await expect(storage.signedReadUrl('private/p/doc.txt', 0)).rejects.toThrow('within 7 days');
    });

    it('assembles multipart uploads from parts sent to signed URLs, as S3 does', async () => {
      const storage = current();
      const key = 'videos/u1/movie.mp4';
      const { uploadId } = await storage.createMultipartUpload(key, 'video/mp4');
      const first = Buffer.alloc(MIN_PART_BYTES, 'a');
      const second = Buffer.from('the end');
      await expect(storage.signedPartUrl(key, uploadId, 10_001)).rejects.toThrow(
        'Part numbers run from 1 to 10000.',
      );
      await expect(storage.signedPartUrl(key, uploadId, 0)).rejects.toThrow(
        'Part numbers run from 1 to 10000.',
      );

      // Parts may arrive in any order; a part sent again replaces the earlier one.
      expect(
        (await putPart(await storage.signedPartUrl(key, uploadId, 2), Buffer.from('draft'))).status,
      ).toBe(200);
      const sent = await putPart(await storage.signedPartUrl(key, uploadId, 2), second);
      expect(sent.etag).toBe(md5(second));
      const firstPart = await storage.uploadPart(key, uploadId, 1, first, { size: first.length });
      expect(firstPart).toEqual({ partNumber: 1, etag: md5(first), size: first.length });
      const secondPart = { partNumber: 2, etag: md5(second), size: second.length };
      expect(await storage.listParts(key, uploadId)).toEqual([firstPart, secondPart]);

      const complete = (parts: { partNumber: number; etag: string }[]) =>
        storage.completeMultipartUpload(key, uploadId, parts);
      await expect(complete([])).rejects.toThrow('List at least one part');
      await expect(complete([secondPart, firstPart])).rejects.toThrow('ascending order');
      await expect(complete([firstPart, { partNumber: 2, etag: md5('draft') }])).rejects.toThrow(
        'Part 2 does not match its ETag.',
      );
      await expect(complete([firstPart, { partNumber: 3, etag: secondPart.etag }])).rejects.toThrow(
        'Part 3 was not uploaded.',
      );
      expect(await storage.head(key)).toBeUndefined();

      const object = await complete([{ partNumber: 1, etag: `"${firstPart.etag}"` }, secondPart]);
      const whole = Buffer.concat([first, second]);
      expect(object).toMatchObject({ key, size: whole.length, contentType: 'video/mp4' });
      const found = await storage.get(key, { start: MIN_PART_BYTES - 2, end: MIN_PART_BYTES + 2 });
      expect(await text(found?.body as Readable)).toBe('aathe');

      // The upload is gone: nothing is listed, and a late part changes nothing.
      await expect(storage.listParts(key, uploadId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(storage.uploadPart(key, uploadId, 3, Buffer.from('late'))).rejects.toMatchObject({
        code: expect.stringMatching(/^(NOT_FOUND|CONFLICT)$/),
      });
      expect((await storage.head(key))?.size).toBe(whole.length);
    });

    it('refuses a small part that is not the last, and aborts uploads', async () => {
      const storage = current();
      const key = 'videos/u1/small.mp4';
      const { uploadId } = await storage.createMultipartUpload(key, 'video/mp4');
      const one = await storage.uploadPart(key, uploadId, 1, Buffer.from('small'));
      const two = await storage.uploadPart(key, uploadId, 2, Buffer.from('last'));
      await expect(storage.completeMultipartUpload(key, uploadId, [one, two])).rejects.toThrow(
        'Part 1 is smaller than 5 MiB',
      );

      await expect(storage.listParts('videos/u1/other.mp4', uploadId)).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      await storage.abortMultipartUpload(key, uploadId);
      await expect(storage.listParts(key, uploadId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(storage.uploadPart(key, uploadId, 3, Buffer.from('late'))).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      await expect(storage.abortMultipartUpload(key, uploadId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      expect(await storage.head(key)).toBeUndefined();
    });

    it('copies an object to another key', async () => {
      const storage = current();
      await storage.put('private/c/from.txt', Buffer.from('copy me'), 'text/plain');
      const copied = await storage.copy('private/c/from.txt', 'public/c/to.txt');
      expect(copied).toMatchObject({ key: 'public/c/to.txt', size: 7, contentType: 'text/plain' });
      expect(await text((await storage.get('public/c/to.txt'))?.body as Readable)).toBe('copy me');
      expect(await storage.head('private/c/from.txt')).toBeDefined();
      await expect(storage.copy('private/c/missing.txt', 'public/c/x.txt')).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    });

    it('lists the objects under a prefix with their sizes, and nothing else', async () => {
      const storage = current();
      await storage.put('listing/a/one.txt', Buffer.from('1'), 'text/plain');
      await storage.put('listing/a/deep/two.txt', Buffer.from('22'), 'text/plain');
      await storage.put('listing/b/three.txt', Buffer.from('333'), 'text/plain');
      await storage.put('listing-other/four.txt', Buffer.from('4444'), 'text/plain');
      // An upload in progress is not an object yet.
      await storage.createMultipartUpload('listing/a/pending.mp4', 'video/mp4');
      const listed = async (prefix: string) => {
        const found: { key: string; size: number }[] = [];
        for await (const object of storage.list(prefix)) found.push(object);
        return found.sort((x, y) => (x.key < y.key ? -1 : 1));
      };
      expect(await listed('listing/')).toEqual([
        { key: 'listing/a/deep/two.txt', size: 2 },
        { key: 'listing/a/one.txt', size: 1 },
        { key: 'listing/b/three.txt', size: 3 },
      ]);
      expect(await listed('listing/a/o')).toEqual([{ key: 'listing/a/one.txt', size: 1 }]);
      expect(await listed('listing/none/')).toEqual([]);
      expect((await listed('')).map((object) => object.key)).toContain('listing-other/four.txt');
      await storage.delete('listing/b/three.txt');
      expect((await listed('listing/b/')).length).toBe(0);
      for (const bad of ['../', '/etc/', 'listing/../', 'a~b']) {
        await expect(listed(bad)).rejects.toThrow('Invalid storage key prefix.');
      }
    });

    it('answers ping', async () => {
      expect(await current().ping()).toBe(true);
    });
  });
}

/** A browser's part upload: PUT the bytes, read the ETag header. */
async function putPart(url: string, body: Buffer): Promise<{ status: number; etag: string }> {
  const response = await fetch(url, { method: 'PUT', body: new Uint8Array(body) });
  await response.arrayBuffer();
  return { status: response.status, etag: (response.headers.get('etag') ?? '').replace(/"/g, '') };
}
