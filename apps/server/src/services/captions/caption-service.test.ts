import { CAPTION_MAX_BYTES } from '@reelboard/shared/captions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousReader } from '../../../test/actors.ts';
import { createTestApp } from '../../../test/app.ts';
import { insertUser } from '../../../test/users.ts';
import { insertVideo } from '../../../test/videos.ts';
import { captionCues } from '../../db/caption-schema.ts';
import { videos } from '../../db/video-schema.ts';
import type { UserActor } from '../actors.ts';

// Captions against a real database and store, through the services the server wires: who
// may upload, replace and delete, what a hidden video's captions show the public, and
// search by a cue's words.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let admin: UserActor;
let owner: UserActor;
let stranger: UserActor;

const SRT = `1
00:00:01,000 --> 00:00:03,000
The <b>quokka</b> smiles

2
00:00:07,500 --> 00:00:09,000
Marmalade sunsets over the harbour
`;

beforeAll(async () => {
  t = await createTestApp();
  [admin, owner, stranger] = await Promise.all([
    insertUser(t.database.db, 'admin'),
    insertUser(t.database.db, 'creator'),
    insertUser(t.database.db, 'creator'),
  ]);
});
afterAll(() => t.close());

const attempt = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 'OK', message: '' }),
    (error: { code: string; message: string }) => ({ code: error.code, message: error.message }),
  );

const ownVideo = () => insertVideo(t.database.db, { creatorId: owner.userId });

const storedText = async (key: string) => {
  const stored = await t.services.storage.get(key);
  if (!stored) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

describe('uploading', () => {
  it('stores an SRT as WebVTT with its cues as text, for the uploader', async () => {
    const video = await ownVideo();
    const caption = await t.services.captions.upload(owner, { videoId: video.id, language: 'en', file: SRT });
    expect(caption).toMatchObject({ language: 'en', cueCount: 2 });
    expect(caption.storageKey).toMatch(
      new RegExp(`^videos/${owner.userId}/${video.id}/captions/en-.+\\.vtt$`),
    );
    expect(await storedText(caption.storageKey)).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nThe quokka smiles\n\n00:00:07.500 --> 00:00:09.000\nMarmalade sunsets over the harbour\n',
    );
    const cues = await t.database.db.select().from(captionCues).where(eq(captionCues.videoId, video.id));
    expect(cues.map((cue) => cue.text)).toEqual(['The quokka smiles', 'Marmalade sunsets over the harbour']);
  });

  it('lets an admin upload, and refuses other creators and visitors', async () => {
    const video = await ownVideo();
    const input = { videoId: video.id, language: 'fr', file: SRT };
    expect((await attempt(t.services.captions.upload(admin, input))).code).toBe('OK');
    expect(await attempt(t.services.captions.upload(stranger, input))).toEqual({
      code: 'FORBIDDEN',
      message: 'You can only manage captions of your own videos.',
    });
    expect((await attempt(t.services.captions.upload(anonymousReader, input))).code).toBe('FORBIDDEN');
  });

  it('refuses a broken file naming its line, a bad language, and files over 1 MB', async () => {
    const video = await ownVideo();
    const broken = 'WEBVTT\n\n00:00:05.000 --> 00:00:02.000\nBackwards\n';
    expect(
      await attempt(t.services.captions.upload(owner, { videoId: video.id, language: 'en', file: broken })),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Line 3: the cue ends before it starts.',
    });
    const badLanguage = await attempt(
      t.services.captions.upload(owner, { videoId: video.id, language: '../en', file: SRT }),
    );
    expect(badLanguage.code).toBe('BAD_USER_INPUT');
    const big = `${SRT}\n3\n00:00:10,000 --> 00:00:11,000\n${'x'.repeat(CAPTION_MAX_BYTES)}\n`;
    expect(
      await attempt(t.services.captions.upload(owner, { videoId: video.id, language: 'en', file: big })),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Caption files must be at most 1 MB.',
    });
    expect(await t.services.captions.list(owner, video.id)).toEqual([]);
  });

  it('replaces a language: new cues, new file, the old file gone', async () => {
    const video = await ownVideo();
    const first = await t.services.captions.upload(owner, { videoId: video.id, language: 'en', file: SRT });
    const second = await t.services.captions.upload(owner, {
      videoId: video.id,
      language: 'en',
      file: 'WEBVTT\n\n00:00:02.000 --> 00:00:04.000\nOnly one now\n',
    });
    expect(second.cueCount).toBe(1);
    expect(second.storageKey).not.toBe(first.storageKey);
    expect(await t.services.storage.head(first.storageKey)).toBeUndefined();
    const list = await t.services.captions.list(anonymousReader, video.id);
    expect(list.map((caption) => [caption.language, caption.cueCount])).toEqual([['en', 1]]);
  });
});

describe('deleting', () => {
  it('lets the uploader delete, not another creator', async () => {
    const video = await ownVideo();
    const caption = await t.services.captions.upload(owner, { videoId: video.id, language: 'de', file: SRT });
    expect((await attempt(t.services.captions.remove(stranger, video.id, 'de'))).code).toBe('FORBIDDEN');
    expect(await t.services.captions.remove(owner, video.id, 'de')).toBe(true);
    expect(await t.services.captions.list(owner, video.id)).toEqual([]);
    expect(await t.services.storage.head(caption.storageKey)).toBeUndefined();
    const cues = await t.database.db.select().from(captionCues).where(eq(captionCues.videoId, video.id));
    expect(cues).toEqual([]);
  });
  it('go from the store with their video', async () => {
    const video = await ownVideo();
    const caption = await t.services.captions.upload(owner, { videoId: video.id, language: 'en', file: SRT });
    expect(await t.services.videoRemoval.deleteVideo(video.id)).toBe(true);
    await t.services.videoRemoval.removeDeletedMedia();
    expect(await t.services.storage.head(caption.storageKey)).toBeUndefined();
  });
});

describe('a hidden video', () => {
  it('keeps its captions from the public, in lists, the media gate and search', async () => {
    const video = await ownVideo();
    const caption = await t.services.captions.upload(owner, {
      videoId: video.id,
      language: 'en',
      file: 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nZanzibar lighthouse\n',
    });
    expect(await t.services.videoMedia.mayServe(caption.storageKey)).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: `/media/${caption.storageKey}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^text\/vtt/);

    await t.database.db
      .update(videos)
      .set({ hiddenAt: new Date(), hiddenBy: admin.userId })
      .where(eq(videos.id, video.id));
    await t.services.caches.changed(['catalogue']);
    expect(await t.services.captions.list(anonymousReader, video.id)).toEqual([]);
    expect((await t.services.captions.list(owner, video.id)).length).toBe(1);
    expect(await t.services.videoMedia.mayServe(caption.storageKey)).toBe(false);
    expect(await t.services.captions.search(anonymousReader, { text: 'zanzibar' })).toEqual([]);
  });
});

describe('search', () => {
  it('finds a public video by a word of a cue, with the time of that cue', async () => {
    const video = await ownVideo();
    await t.services.captions.upload(owner, { videoId: video.id, language: 'en', file: SRT });
    const found = await t.services.captions.search(anonymousReader, { text: 'Marmal' });
    const match = found.find((one) => one.video.id === video.id);
    expect(match).toMatchObject({ startSeconds: 7.5, text: 'Marmalade sunsets over the harbour' });
    expect(await t.services.captions.search(anonymousReader, { text: '&|!' })).toEqual([]);
  });

  it('answers through GraphQL with the video', async () => {
    const { body } = await t.graphql(
      'query ($text: String!) { searchCaptions(text: $text) { startSeconds text video { id title } } }',
      { text: 'quokka smiles' },
      { apiKey: t.secrets.publicApiKey },
    );
    const matches = (body.data?.searchCaptions ?? []) as { startSeconds: number }[];
    expect(matches.length).toBeGreaterThan(0);
    expect(matches[0]?.startSeconds).toBe(1);
  });
});

describe('the upload route', () => {
  it('takes the file as JSON, and answers who may not with 403', async () => {
    const video = await ownVideo();
    const url = `/api/videos/${video.id}/captions`;
    const anonymous = await t.app.inject({ method: 'POST', url, payload: { language: 'en', file: SRT } });
    expect(anonymous.statusCode).toBe(403);
    const someone = await t.signedInUser(`someone.${Date.now()}@example.com`);
    const refused = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${someone.accessToken}` },
      payload: { language: 'en', file: SRT },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'You can only manage captions of your own videos.',
    });
  });
});
