import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  S3_TEST_BUCKET,
  S3_TEST_CREDENTIALS,
  startS3Server,
  type TestS3Server,
} from '../../test/s3-server.ts';
import { describeStorageContract } from '../../test/storage-contract.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

let directory: string;
let server: TestS3Server;
let storage: Storage;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'reelboard-s3-'));
  server = await startS3Server(directory);
});
afterAll(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});
beforeEach(() => {
  storage = createS3Storage({
    bucket: S3_TEST_BUCKET,
    region: 'us-east-1',
    endpoint: server.endpoint,
    forcePathStyle: true,
    credentials: S3_TEST_CREDENTIALS,
  });
});

describeStorageContract('S3 storage', () => storage);

describe('S3 storage', () => {
  it('serves public keys from S3_PUBLIC_URL when one is set', () => {
    const behindCdn = createS3Storage({
      bucket: S3_TEST_BUCKET,
      region: 'us-east-1',
      forcePathStyle: false,
      publicBaseUrl: 'https://cdn.example.com/media/',
    });
    expect(behindCdn.publicUrl('public/a/b.webp')).toBe('https://cdn.example.com/media/public/a/b.webp');
    expect(storage.publicUrl('public/a/b.webp')).toBe(`${server.endpoint}/${S3_TEST_BUCKET}/public/a/b.webp`);
  });

  it('lets browsers and CDNs keep public objects for a year, and nothing else', async () => {
    await storage.put('public/cache/a.webp', Buffer.from('a'), 'image/webp');
    await storage.put('private/cache/b.mp4', Buffer.from('b'), 'video/mp4');
    await storage.copy('private/cache/b.mp4', 'public/cache/b.mp4');
    for (const key of ['public/cache/a.webp', 'public/cache/b.mp4']) {
      const served = await fetch(storage.publicUrl(key));
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect((await storage.head('public/cache/b.mp4'))?.contentType).toBe('video/mp4');
    const signed = await fetch(await storage.signedReadUrl('private/cache/b.mp4'));
    expect(signed.headers.get('cache-control')).toBeNull();
  });

  it('lists past the end of a page, following the continuation token', async () => {
    const paged = createS3Storage(
      {
        bucket: S3_TEST_BUCKET,
        region: 'us-east-1',
        endpoint: server.endpoint,
        forcePathStyle: true,
        credentials: S3_TEST_CREDENTIALS,
      },
      { listPageSize: 2 },
    );
    const keys = ['paging/1.txt', 'paging/2.txt', 'paging/3.txt', 'paging/4.txt', 'paging/5.txt'];
    for (const key of keys) await paged.put(key, Buffer.from(key), 'text/plain');
    const found: { key: string; size: number }[] = [];
    for await (const object of paged.list('paging/')) found.push(object);
    expect(found).toEqual(keys.map((key) => ({ key, size: key.length })));
  });

  it('is not ready when the bucket does not answer or is missing', async () => {
    const missing = createS3Storage({
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      endpoint: server.endpoint,
      forcePathStyle: true,
      credentials: S3_TEST_CREDENTIALS,
    });
    expect(await missing.ping()).toBe(false);
    const wrongKey = createS3Storage({
      bucket: S3_TEST_BUCKET,
      region: 'us-east-1',
      endpoint: server.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'WRONG', secretAccessKey: 'WRONG' },
    });
    expect(await wrongKey.ping()).toBe(false);
  });
});
