import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { reelboard } from './support/outbox.ts';
import { newAccount, toast } from './support/session.ts';
import { accessToken, approveVideoAsNewAdmin, makeClip, processedVideo } from './support/uploads.ts';

// Captions (issue 26 item 2, ADR 0036): a creator adds an English WebVTT file and a
// Portuguese SRT file to their video from "My videos", and after approval a visitor turns captions on in the player and the cue's text is
// the track's; a cue holding <script> is shown as text, never run; the search box finds the
// video by a caption word and opens it at that cue's time.

// The English track as WebVTT; its second cue holds a <script>.
const VTT = `WEBVTT

00:00:01.000 --> 00:00:02.500
Harbour lanterns glow

00:00:02.500 --> 00:00:03.000
<script>window.captionScriptRan = true</script>quietly
`;

// The Portuguese track as SRT, converted to WebVTT by the server.
const SRT = `1
00:00:01,000 --> 00:00:02,500
Lanternas do porto
`;

/** The text of the shown track's cues active at `seconds`, once the track has loaded. */
const cueTextAt = (page: Page, seconds: number) =>
  page.evaluate((at) => {
    const video = document.querySelector('video');
    const track = Array.from(video?.textTracks ?? []).find((each) => each.mode === 'showing');
    if (!video || !track) return '';
    if (Math.abs(video.currentTime - at) > 0.05) video.currentTime = at;
    return Array.from(track.activeCues ?? [])
      .map((cue) => (cue as VTTCue).text)
      .join(' | ');
  }, seconds);

test('a creator captions their video; a visitor turns captions on and finds the video by a spoken word', async ({
  browser,
}) => {
  // Processing waits behind the samples seeded at start.
  test.setTimeout(480_000);
  const title = `Lantern walk ${Date.now()}`;

  // The creator's processed upload, captioned while it waits for review.
  const creator = await (await browser.newContext()).newPage();
  const account = await newAccount(creator.request, 'Cora');
  expect(reelboard('user', 'level', account.email, 'creator')).toMatch(/creator/);
  const videoId = await processedVideo(
    creator.request,
    await accessToken(creator.request, account),
    title,
    makeClip(),
  );
  // From "My videos" to the video's captions page (signed in by the API's sign-in cookie);
  // a broken file is refused by its line.
  await creator.goto('/profile?tab=content');
  await creator.getByRole('link', { name: `Captions of ${title}` }).click();
  await expect(creator.getByRole('heading', { name: 'Captions', level: 1 })).toBeVisible();
  await creator.getByLabel('Language').fill('en');
  const fileInput = creator.getByLabel('Caption file');
  await fileInput.setInputFiles({
    name: 'broken.srt',
    mimeType: 'application/x-subrip',
    buffer: Buffer.from('1\n00:00:03,000 --> 00:00:01,000\nBackwards\n'),
  });
  await creator.getByRole('button', { name: 'Upload captions' }).click();
  await expect(creator.getByRole('alert')).toHaveText('Line 2: the cue ends before it starts.');
  await fileInput.setInputFiles({ name: 'lanterns.vtt', mimeType: 'text/vtt', buffer: Buffer.from(VTT) });
  await creator.getByRole('button', { name: 'Upload captions' }).click();
  await expect(toast(creator, 'Captions saved: 2 cues.')).toBeVisible();
  await expect(creator.getByTestId('caption-language')).toContainText('English (en)');
  await creator.getByLabel('Language').fill('pt');
  await fileInput.setInputFiles({
    name: 'lanternas.srt',
    mimeType: 'application/x-subrip',
    buffer: Buffer.from(SRT),
  });
  await creator.getByRole('button', { name: 'Upload captions' }).click();
  await expect(toast(creator, 'Captions saved: 1 cue.')).toBeVisible();
  await expect(creator.getByTestId('caption-language')).toHaveCount(2);
  await expectAccessible(creator);

  // An admin approves the video.
  await approveVideoAsNewAdmin(browser, videoId, 'Ari');

  // A visitor on a phone: captions off, then on again from the menu, by keyboard.
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/videos/${videoId}`);
  const menu = visitor.getByLabel('Captions');
  await expect(menu).toHaveValue('en');
  await menu.selectOption('off');
  await expect.poll(() => cueTextAt(visitor, 1.5)).toBe('');
  await menu.focus();
  await visitor.keyboard.press('ArrowDown');
  await expect(menu).toHaveValue('en');
  await expect.poll(() => cueTextAt(visitor, 1.5), { timeout: 15_000 }).toBe('Harbour lanterns glow');
  // The SRT track, served as WebVTT, in the same menu.
  await menu.selectOption('pt');
  await expect.poll(() => cueTextAt(visitor, 1.5), { timeout: 15_000 }).toBe('Lanternas do porto');
  await menu.selectOption('en');
  // The <script> cue is text on the track, and never ran.
  await expect
    .poll(() => cueTextAt(visitor, 2.7), { timeout: 15_000 })
    .toBe('<script>window.captionScriptRan = true</script>quietly'.replace(/<[^>]*>/g, ''));
  expect(
    await visitor.evaluate(() => (window as { captionScriptRan?: boolean }).captionScriptRan),
  ).toBeUndefined();
  await expectAccessible(visitor);
  // The choice is remembered.
  await visitor.reload();
  await expect(visitor.getByLabel('Captions')).toHaveValue('en');

  // The search box finds the video by a caption word and opens it at the cue.
  await visitor.setViewportSize({ width: 1280, height: 800 });
  await visitor.goto('/');
  const search = visitor.getByRole('combobox', { name: 'Search videos' });
  await search.fill('lanterns');
  const result = visitor.getByRole('option').filter({ hasText: 'Harbour lanterns glow' });
  await expect(result).toContainText(title);
  await result.click();
  await expect(visitor).toHaveURL(new RegExp(`/videos/${videoId}\\?t=1$`));
  await expect
    .poll(() => visitor.evaluate(() => document.querySelector('video')?.currentTime ?? 0))
    .toBeGreaterThanOrEqual(1);
});
