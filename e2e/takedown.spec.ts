import { expect, type Page, test } from '@playwright/test';
import { reelboard } from './support/outbox.ts';
import { newAccount, publicGraphql, signIn, toast } from './support/session.ts';
import { accessToken, graphqlAs, makeClip, processedVideo } from './support/uploads.ts';

// A takedown (ADR 0017, ADR 0025): a visitor watches a public, processed video whose media
// load through the media gate, and reports it; an admin hides it from the moderation queue;
// within seconds the visitor finds its page missing and every media URL they had (master
// playlist, rendition playlist, segment, MP4, thumbnail) refused, as anyone who kept or
// shared the links would. The built-in samples cannot stand in: their files live under
// public/samples/ and never pass the gate, so the video is uploaded, as small as possible.

let clip: Buffer;

test.beforeAll(() => {
  clip = makeClip();
});

/** The first URI a playlist names (a rendition in a master playlist, a segment in a rendition's), made absolute. */
async function firstEntry(page: Page, playlistUrl: string): Promise<string> {
  const response = await page.request.get(playlistUrl);
  expect(response.status()).toBe(200);
  const entry = (await response.text()).split('\n').find((line) => line.trim() && !line.startsWith('#'));
  if (!entry) throw new Error(`${playlistUrl} names nothing`);
  return new URL(entry.trim(), playlistUrl).href;
}

// As a player asks: the MP4 by byte ranges, everything else whole.
const fetchMedia = (page: Page, url: string) =>
  page.request.get(url, url.endsWith('.mp4') ? { headers: { range: 'bytes=0-1023' } } : {});

test("a hidden video's page and its media both stop working for an anonymous visitor", async ({
  page,
  browser,
  request,
}) => {
  // Processing may wait behind the samples the server seeds after it starts; once they are
  // in, the whole journey takes seconds.
  test.setTimeout(300_000);
  const title = `Harbour lights ${Date.now()}`;

  // Arrange: a creator's processed upload, approved by an admin.
  const creator = await newAccount(request, 'Cora');
  expect(reelboard('user', 'level', creator.email, 'creator')).toMatch(/creator/);
  const admin = await newAccount(request, 'Moderator');
  expect(reelboard('user', 'level', admin.email, 'admin')).toMatch(/admin/);
  const creatorToken = await accessToken(request, creator);
  const videoId = await processedVideo(request, creatorToken, title, clip);
  await graphqlAs(
    request,
    await accessToken(request, admin),
    'mutation ($input: UpdateVideoInput!) { updateVideo(input: $input) { id } }',
    { input: { id: videoId, isApproved: true } },
  );

  // An anonymous visitor plays it; the player reads it through the gate.
  const visitor = await (await browser.newContext()).newPage();
  const fromGate: string[] = [];
  visitor.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/media/')) fromGate.push(response.url());
  });
  // Anonymous answers may come from a short public cache: look again until the page shows it.
  await expect(async () => {
    await visitor.goto(`/videos/${videoId}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000, intervals: [1000] });
  const player = visitor.getByLabel(title, { exact: true });
  await player.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    void element.play().catch(() => {});
  });
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThanOrEqual(2);

  const { getVideo: urls } = await publicGraphql<{
    getVideo: { processedUrl: string; videoUrl: string; thumbnailUrl: string };
  }>(visitor.request, 'query ($id: ID!) { getVideo(id: $id) { processedUrl videoUrl thumbnailUrl } }', {
    id: videoId,
  });
  const gated = new RegExp(`/media/videos/[^/]+/${videoId}/[^/]+/`);
  for (const url of Object.values(urls)) expect(url).toMatch(gated);
  await expect(player).toHaveAttribute('poster', urls.thumbnailUrl);
  expect(fromGate).toContain(urls.processedUrl);
  const rendition = await firstEntry(visitor, urls.processedUrl);
  const segment = await firstEntry(visitor, rendition);
  expect(segment).toMatch(/\.ts$/);
  const media = [urls.processedUrl, rendition, segment, urls.videoUrl, urls.thumbnailUrl];
  const statuses = async () =>
    Promise.all(media.map(async (url) => (await fetchMedia(visitor, url)).status()));
  expect(await statuses()).toEqual([200, 200, 200, 206, 200]);

  // The visitor reports it from its page.
  await visitor.getByRole('button', { name: 'Report video' }).click();
  const dialog = visitor.getByRole('dialog', { name: 'Report video' });
  await dialog.getByLabel('Copyright').check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(toast(visitor, 'Thank you. Our moderators will review your report.')).toBeVisible();

  // An admin hides it from the moderation queue.
  await signIn(page, admin);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Moderation' })).toBeVisible();
  const item = page
    .getByRole('region', { name: 'Open reports' })
    .getByTestId('moderation-item')
    .filter({ hasText: title });
  await expect(item).toContainText('Copyright × 1');
  await item.getByLabel('Reason (optional, kept in the audit log)').fill('Copyright takedown');
  await item.getByRole('button', { name: 'Hide' }).click();
  await expect(toast(page, 'Video hidden.')).toBeVisible();

  // Within seconds (the gate decides on rows kept at most 2 s), for the same visitor: the
  // page is the missing video's, and every URL they had is refused, the thumbnail too.
  await expect(async () => {
    await visitor.goto(`/videos/${videoId}`);
    await expect(visitor.getByRole('heading', { name: 'Video not found' })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 10_000, intervals: [500] });
  await expect(
    visitor.getByText("The video you're looking for doesn't exist or has been removed"),
  ).toBeVisible();
  await expect.poll(statuses, { timeout: 10_000, intervals: [250, 500, 1000] }).toEqual(media.map(() => 403));
  const refused = await fetchMedia(visitor, segment);
  expect(refused.headers()['cache-control']).toBe('no-store');
  expect(await refused.json()).toEqual({ code: 'FORBIDDEN', message: 'This video is not public.' });
  await visitor.context().close();
});
