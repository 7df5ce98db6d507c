import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { testPng, uploadImage } from '../../test/image-upload.ts';
import {
  createVideoAs,
  getUrl,
  hlsChain,
  makeTestClip,
  storageCallsDuring,
  type TestUser,
  uploadFile,
  videoWithStatus,
} from '../../test/processing.ts';
import { S3_TEST_BUCKET, s3Settings, startS3Server, type TestS3Server } from '../../test/s3-server.ts';

// The whole site on an S3 store: the browser's parts go straight to the bucket at presigned
// URLs, the worker reads the upload from the bucket and writes its outputs there, and
// media, avatars and post images are read from the bucket. No media file lands on the
// node's disk.

let work: string;
let s3: TestS3Server;
let t: Awaited<ReturnType<typeof createTestApp>>;
let creator: TestUser;
let admin: TestUser;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'reelboard-s3-site-'));
  s3 = await startS3Server(path.join(work, 's3'));
  t = await createTestApp(s3Settings(s3));
  creator = await t.signedInUser('s3-creator@example.com');
  admin = await t.signedInUser('s3-admin@example.com');
  await t.services.profiles.setLevel(creator.userId, 'creator');
  await t.services.profiles.setLevel(admin.userId, 'admin');
}, 120_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
  await rm(work, { recursive: true, force: true });
});

/** The object's URL in the bucket, without a signature. */
const s3PlainUrl = (key: string) => `${s3.endpoint}/${S3_TEST_BUCKET}/${key}`;

const call = (method: 'GET' | 'POST', url: string, user: TestUser, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${user.accessToken}` }, payload });

describe('a site on S3-compatible storage', () => {
  it('is ready while the bucket answers, and serves no storage routes of its own', async () => {
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/storage/public/x.webp' })).statusCode).toBe(404);
  });

  it('takes an upload straight into the bucket, processes it there and plays it from there', async () => {
    const clip = await makeTestClip(work, 'clip.mp4', '320x240', 2);
    const body = await readFile(clip);
    const started = await call('POST', '/api/uploads', creator, {
      fileName: 'clip.mp4',
      contentType: 'video/mp4',
      size: body.length,
    });
    const { uploadId } = started.json();
    const signed = (await call('GET', `/api/uploads/${uploadId}/parts/1`, creator)).json().url as string;
    expect(signed.startsWith(`${s3.endpoint}/${S3_TEST_BUCKET}/`)).toBe(true);
    // The browser's PUT, to the bucket itself.
    const put = await fetch(signed, { method: 'PUT', body: new Uint8Array(body) });
    expect(put.status).toBe(200);
    // Resuming lists the part from the bucket.
    const listed = await call('GET', `/api/uploads/${uploadId}/parts`, creator);
    expect(listed.json()).toMatchObject([{ PartNumber: 1, Size: body.length }]);
    const completed = await call('POST', `/api/uploads/${uploadId}/complete`, creator, {
      parts: [{ PartNumber: 1, ETag: put.headers.get('etag') }],
    });
    expect(completed.statusCode).toBe(200);

    await t.services.jobs.startWorker();
    const created = await createVideoAs(t, creator, { videoUrl: completed.json().key });
    const id = String((created.body.data?.createVideo as { id?: string } | undefined)?.id);
    const ready = await videoWithStatus(t, id, 'ready', 90_000);
    for (const key of [ready.processedUrl, ready.thumbnailUrl, ready.videoUrl]) {
      expect(await t.services.storage.head(String(key))).toBeDefined();
    }

    // Until approved, the media are private: the uploader gets the MP4 and thumbnail
    // through signed links and no HLS playlist; the bucket refuses anyone without one.
    const pending = await t.graphql(
      'query($id: ID!) { getVideo(id: $id) { processedUrl videoUrl thumbnailUrl } }',
      { id },
      { token: creator.accessToken },
    );
    const privateMedia = pending.body.data?.getVideo as {
      processedUrl: null;
      videoUrl: string;
      thumbnailUrl: string;
    };
    expect(privateMedia.processedUrl).toBeNull();
    expect(String(ready.videoUrl).startsWith('videos/')).toBe(true);
    expect(privateMedia.videoUrl).toContain('X-Amz-Signature=');
    expect((await fetch(privateMedia.videoUrl)).status).toBe(200);
    expect((await fetch(privateMedia.videoUrl.split('?')[0] as string)).status).toBe(403);

    // Anyone else is refused by the media gate too, until an admin approves.
    expect((await getUrl(t, `${t.config.publicUrl}/media/${ready.processedUrl}`)).status).toBe(403);

    // Approval is one database write: no call to the bucket, however long the video.
    let approved: Awaited<ReturnType<typeof t.graphql>> | undefined;
    const calls = await storageCallsDuring(t.services.storage, async () => {
      approved = await t.graphql(
        'mutation($input: UpdateVideoInput!) { updateVideo(input: $input) { processedUrl thumbnailUrl } }',
        { input: { id, isApproved: true } },
        { token: admin.accessToken },
      );
    });
    expect(calls).toEqual([]);
    const media = approved?.body.data?.updateVideo as { processedUrl: string; thumbnailUrl: string };
    // The media stay where processing wrote them, private in the bucket; the gate serves them.
    expect(media.processedUrl).toBe(`${t.config.publicUrl}/media/${ready.processedUrl}`);
    expect((await fetch(s3PlainUrl(String(ready.processedUrl)))).status).toBe(403);
    expect(await hlsChain(t, media.processedUrl)).toEqual([200, 200, 200]);
    const thumbnail = await getUrl(t, media.thumbnailUrl);
    expect([thumbnail.status, thumbnail.header('content-type')]).toEqual([200, 'image/jpeg']);
    expect(thumbnail.header('cache-control')).toBe('public, max-age=31536000, s-maxage=50, immutable');
  }, 150_000);

  it('plays a video approved before its processing ended, once it is ready, from where it was written', async () => {
    const clip = await makeTestClip(work, 'early.mp4', '320x240', 2);
    const key = await uploadFile(t, creator, clip);
    const created = await createVideoAs(t, creator, { videoUrl: key });
    const id = String((created.body.data?.createVideo as { id?: string } | undefined)?.id);
    await t.graphql(
      'mutation($input: UpdateVideoInput!) { updateVideo(input: $input) { id } }',
      { input: { id, isApproved: true } },
      { token: admin.accessToken },
    );
    const ready = await videoWithStatus(t, id, 'ready', 90_000);
    expect(String(ready.processedUrl).startsWith(`videos/${creator.userId}/${id}/`)).toBe(true);
    const query = 'query($id: ID!) { getVideo(id: $id) { processedUrl } }';
    const seen = await t.graphql(query, { id }, { apiKey: t.secrets.publicApiKey });
    const url = String((seen.body.data?.getVideo as { processedUrl?: string } | undefined)?.processedUrl);
    expect(await hlsChain(t, url)).toEqual([200, 200, 200]);
  }, 150_000);

  it('stores avatars and post images in the bucket and links them there', async () => {
    const image = await testPng();
    for (const url of ['/api/profile/avatar', '/api/posts/image']) {
      const answer = await uploadImage(t, creator.accessToken, url, image);
      expect(answer.statusCode).toBe(200);
      const link = String(answer.json().avatarImageUrl ?? answer.json().imageSrc);
      expect(link.startsWith(`${s3.endpoint}/${S3_TEST_BUCKET}/public/`)).toBe(true);
      const served = await fetch(link);
      expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
    }
  });

  it('keeps no media on the node: only temporary processing folders may exist', async () => {
    await expect(stat(path.join(t.dataDir, 'storage'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
