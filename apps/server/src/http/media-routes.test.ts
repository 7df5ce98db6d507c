import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import {
  createVideoAs,
  getUrl,
  hlsChain,
  makeTestClip,
  storageCallsDuring,
  type TestUser,
  uploadFile,
  videoRow,
  waitFor,
} from '../../test/processing.ts';

// The media gate on the local disk (the S3 side is in storage/s3-site.test.ts): a video's
// processed media stay where processing wrote them; approval is a database write, and the
// gate serves a public video's media to everyone and refuses the rest, on every node.

let work: string;
let t: Awaited<ReturnType<typeof createTestApp>>;
let other: Awaited<ReturnType<typeof createTestApp>>;
let creator: TestUser;
let admin: TestUser;
let id: string;
let row: NonNullable<Awaited<ReturnType<typeof videoRow>>>;

const VIDEO_QUERY = 'query($id: ID!) { getVideo(id: $id) { processedUrl videoUrl thumbnailUrl } }';
type Media = { processedUrl: string | null; videoUrl: string; thumbnailUrl: string };
const asAnonymous = async () =>
  (await t.graphql(VIDEO_QUERY, { id }, { apiKey: t.secrets.publicApiKey })).body.data?.getVideo as
    | Media
    | null
    | undefined;
const setApproved = (isApproved: boolean) =>
  t.graphql(
    'mutation($input: UpdateVideoInput!) { updateVideo(input: $input) { id } }',
    { input: { id, isApproved } },
    { token: admin.accessToken },
  );
const moderate = (action: 'HIDE' | 'UNHIDE') =>
  t.graphql(
    'mutation($input: ModerateContentInput!) { moderateContent(input: $input) { action } }',
    { input: { targetType: 'VIDEO', targetId: id, action } },
    { token: admin.accessToken },
  );
const gate = (node: typeof t, key: string) => getUrl(node, `${node.config.publicUrl}/media/${key}`);

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'reelboard-media-gate-'));
  t = await createTestApp();
  other = await createTestApp({}, { databaseUrl: t.database.url });
  creator = await t.signedInUser('gate.maker@example.com');
  admin = await t.signedInUser('gate.admin@example.com');
  await t.services.profiles.setLevel(creator.userId, 'creator');
  await t.services.profiles.setLevel(admin.userId, 'admin');
  const key = await uploadFile(t, creator, await makeTestClip(work, 'gate.mp4', '320x240', 4));
  const created = await createVideoAs(t, creator, { videoUrl: key });
  id = String((created.body.data?.createVideo as { id?: string } | undefined)?.id);
  await t.services.processing.processVideo(id, new AbortController().signal);
  row = (await videoRow(t, id)) as typeof row;
}, 120_000);
afterAll(async () => {
  await other?.close();
  await t?.close();
  await rm(work, { recursive: true, force: true });
});

describe('the media gate', () => {
  it('refuses an unapproved video to everyone without a signed link, and lets its uploader play it', async () => {
    expect(row.processingStatus).toBe('ready');
    for (const key of [row.processedUrl, row.videoUrl, row.thumbnailUrl]) {
      const refused = await gate(t, String(key));
      expect([refused.status, refused.header('cache-control')]).toEqual([403, 'no-store']);
      expect(JSON.parse(refused.text)).toEqual({ code: 'FORBIDDEN', message: 'This video is not public.' });
      // The local disk's own route wants a signature for every key outside public/.
      expect((await getUrl(t, `${t.config.publicUrl}/storage/${key}`)).status).toBe(403);
    }
    expect(await asAnonymous()).toBeNull();
    const own = (await t.graphql(VIDEO_QUERY, { id }, { token: creator.accessToken })).body.data
      ?.getVideo as Media;
    expect(own.processedUrl).toBeNull();
    expect(own.videoUrl).toContain('X-Signature=');
    expect((await getUrl(t, own.videoUrl)).status).toBe(200);
  });

  it('approves with one database write, after which everyone plays the video through the gate', async () => {
    const calls = await storageCallsDuring(t.services.storage, () => setApproved(true));
    expect(calls).toEqual([]);
    const media = (await asAnonymous()) as Media;
    expect(media.processedUrl).toBe(`${t.config.publicUrl}/media/${row.processedUrl}`);
    expect(await hlsChain(t, String(media.processedUrl))).toEqual([200, 200, 200]);
    const playlist = await getUrl(t, String(media.processedUrl));
    expect(playlist.header('cache-control')).toBe('public, max-age=60, s-maxage=50');
    const range = await getUrl(t, media.videoUrl, { range: 'bytes=0-99' });
    expect([range.status, range.text.length > 0, range.header('content-range')]).toEqual([
      206,
      true,
      expect.stringMatching(/^bytes 0-99\/\d+$/),
    ]);
    expect(range.header('cache-control')).toBe('public, max-age=31536000, s-maxage=50, immutable');
    // Another node's gate agrees (its own disk has no files: the answer is decided before).
    expect((await gate(other, String(row.thumbnailUrl))).status).not.toBe(403);
  });

  it("serves only the outputs the video shows: no other attempt's keys, no other folder", async () => {
    const folder = `videos/${creator.userId}/${id}/`;
    expect((await gate(t, `${folder}999/master.m3u8`)).status).toBe(403);
    expect((await gate(t, `videos/${creator.userId}/not-a-video/1/master.m3u8`)).status).toBe(403);
    expect((await gate(t, `uploads/${id}/source.mp4`)).status).toBe(403);
    expect((await gate(t, `${folder}.hidden/master.m3u8`)).status).toBe(400);
  });

  it('refuses the media of a hidden or unapproved video within 2 s on every node', async () => {
    const key = String(row.processedUrl);
    // The other node has served it, and keeps its row for a moment.
    expect((await gate(other, key)).status).not.toBe(403);
    // A CDN's revalidation of what it keeps: 304 while public, the refusal once taken down.
    const etag = String((await t.app.inject({ method: 'GET', url: `/media/${key}` })).headers.etag);
    const revalidate = async () =>
      (await t.app.inject({ method: 'GET', url: `/media/${key}`, headers: { 'if-none-match': etag } }))
        .statusCode;
    expect(await revalidate()).toBe(304);
    const hidden = await moderate('HIDE');
    expect(hidden.body.errors).toBeUndefined();
    const started = Date.now();
    for (const node of [t, other]) {
      await waitFor(async () => ((await gate(node, key)).status === 403 ? true : undefined), 5_000);
    }
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(await revalidate()).toBe(403);

    await moderate('UNHIDE');
    await waitFor(async () => ((await gate(t, key)).status === 200 ? true : undefined), 2_500);
    await setApproved(false);
    expect((await gate(t, key)).status).toBe(403);
    await waitFor(async () => ((await gate(other, key)).status === 403 ? true : undefined), 2_500);
  });
});
