import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { reelboard } from './support/outbox.ts';
import { newAccount, toast } from './support/session.ts';
import {
  accessToken,
  approveVideoAsNewAdmin,
  graphqlAs,
  makeClip,
  processedVideo,
} from './support/uploads.ts';

// Thumbnails (issue 26 item 5, ADR 0040): a creator picks one of the frames processing made
// on the video's studio page, on a phone and by keyboard, and the creator's public page
// shows it in place of the old thumbnail; then an uploaded image replaces it the same way,
// after a file that is not an image was refused with the server's message.

/** A plain 640x360 PNG, made by ffmpeg. */
function makePng(): Buffer {
  const workDir = mkdtempSync(path.join(tmpdir(), 'reelboard-png-'));
  const file = path.join(workDir, 'cover.png');
  execFileSync('/usr/bin/ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'color=c=orange:size=640x360', '-frames:v', '1', file],
  ]);
  const png = readFileSync(file);
  rmSync(workDir, { recursive: true, force: true });
  return png;
}

test('a chosen frame, then an uploaded image, replaces the thumbnail on the creator page', async ({
  browser,
}) => {
  // Processing waits behind the samples seeded at start.
  test.setTimeout(480_000);
  const title = `Thumbnail reel ${Date.now()}`;

  const creatorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const creator = await creatorContext.newPage();
  const account = await newAccount(creator.request, 'Tilda');
  expect(reelboard('user', 'level', account.email, 'creator')).toMatch(/creator/);
  const token = await accessToken(creator.request, account);
  const videoId = await processedVideo(creator.request, token, title, makeClip());
  const { getVideo } = await graphqlAs<{ getVideo: { creatorProfile: { id: string } } }>(
    creator.request,
    token,
    'query ($id: ID!) { getVideo(id: $id) { creatorProfile { id } } }',
    { id: videoId },
  );
  await approveVideoAsNewAdmin(browser, videoId, 'Abe');

  // A visitor sees the thumbnail processing made.
  const visitor = await (await browser.newContext()).newPage();
  const creatorPage = `/creator/${getVideo.creatorProfile.id}`;
  await visitor.goto(creatorPage);
  const card = visitor.getByRole('img', { name: title });
  await expect(card).toHaveAttribute('src', /\/thumbnail\.jpg$/);
  const original = await card.getAttribute('src');

  // The creator picks the third frame by keyboard on the video's studio page, on a phone.
  await creator.goto(`/studio/videos/${videoId}`);
  await expect(creator.getByRole('heading', { name: 'Thumbnail', level: 2 })).toBeVisible();
  const frames = creator.getByRole('radio');
  await expect(frames).toHaveCount(8);
  await frames.first().focus();
  await creator.keyboard.press('ArrowRight');
  await creator.keyboard.press('ArrowRight');
  await expect(frames.nth(2)).toBeChecked();
  await creator.getByRole('button', { name: 'Use this frame' }).click();
  await expect(toast(creator, 'Thumbnail changed.')).toBeVisible();
  await expect(creator.getByTestId('current-thumbnail')).toHaveAttribute('src', /\/frame-3\.jpg/);
  expect(await creator.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(creator);

  // The visitor's next visit shows the chosen frame instead.
  await visitor.reload();
  await expect(card).toHaveAttribute('src', /\/frame-3\.jpg$/);
  const chosen = await card.getAttribute('src');
  expect(chosen).not.toBe(original);
  expect(await card.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
    true,
  );

  // A file that is not an image is refused with the server's message; an image replaces it.
  const upload = creator.getByLabel('Upload an image');
  await upload.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture'),
  });
  await expect(creator.getByRole('alert')).toHaveText(
    'That file is not an image: upload a JPEG, PNG, WebP or GIF.',
  );
  await upload.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: makePng() });
  await expect(creator.getByTestId('current-thumbnail')).toHaveAttribute(
    'src',
    /\/thumbnails\/[0-9a-f-]+\.webp/,
  );
  await visitor.reload();
  await expect(card).toHaveAttribute('src', /\/thumbnails\/[0-9a-f-]+\.webp$/);
  expect(await card.getAttribute('src')).not.toBe(chosen);
  await expect
    .poll(() => card.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth === 640))
    .toBe(true);
});
