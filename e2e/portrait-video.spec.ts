import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { reelboard } from './support/outbox.ts';
import { newAccount, signIn, toast } from './support/session.ts';

// A 9:16 upload plays as portrait (issue 13): a creator uploads a portrait clip made by
// ffmpeg, an admin approves it once processed, and a visitor sees it portrait on its page
// (the player takes the video's shape) and in Shorts (full height, bars at the sides).
let workDir: string;
let portraitClip: Buffer;

test.beforeAll(() => {
  workDir = mkdtempSync(path.join(tmpdir(), 'reelboard-portrait-'));
  const file = path.join(workDir, 'portrait.mp4');
  execFileSync('/usr/bin/ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=540x960:rate=25:duration=4'],
    ...['-f', 'lavfi', '-i', 'sine=duration=4'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
  ]);
  portraitClip = readFileSync(file);
});

test.afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** The played video's own size, once its first frame is there. */
async function playedSize(video: Locator) {
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    void element.play().catch(() => {});
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThanOrEqual(2);
  return video.evaluate((element: HTMLVideoElement) => ({
    width: element.videoWidth,
    height: element.videoHeight,
  }));
}

/** Where the picture is drawn inside the element: the element's box, less object-fit's bars. */
async function pictureArea(video: Locator, size: { width: number; height: number }) {
  const box = await video.boundingBox();
  if (!box) throw new Error('the video is not on screen');
  const scale = Math.min(box.width / size.width, box.height / size.height);
  return { box, width: size.width * scale, height: size.height * scale };
}

async function openFromUserMenu(page: Page, item: 'Profile' | 'Settings') {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
}

// Anonymous answers may come from a short public cache: look again until the page shows it.
async function openWhenPublic(page: Page, url: string, ready: (page: Page) => Locator) {
  await expect(async () => {
    await page.goto(url);
    await expect(ready(page)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000, intervals: [1000] });
}

test('a 9:16 upload plays as portrait on its page and in Shorts', async ({ page, browser, request }) => {
  test.setTimeout(480_000);
  const title = `Standing tall ${Date.now()}`;

  const creator = await newAccount(request, 'Tess');
  expect(reelboard('user', 'level', creator.email, 'creator')).toMatch(/creator/);
  await signIn(page, creator);
  // Through the menu rather than a reload, which could race the session's first refresh.
  await openFromUserMenu(page, 'Profile');
  await page.getByRole('tab', { name: 'Content' }).click();
  await page
    .getByLabel('Video file')
    .setInputFiles({ name: 'portrait.mp4', mimeType: 'video/mp4', buffer: portraitClip });
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Category').selectOption('Lifestyle');
  await page.getByRole('button', { name: 'Upload Video' }).click();
  // The server probes the upload while it may still be seeding its samples: give it time.
  await expect(toast(page, 'Video uploaded and saved successfully!')).toBeVisible({ timeout: 120_000 });
  const mine = page.getByTestId('my-video').filter({ hasText: title });
  const id =
    (await mine.getByRole('link', { name: title, exact: true }).getAttribute('href'))?.split('/').pop() ?? '';
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  // Processing may wait behind the samples the server seeds after it starts.
  await expect(mine).toContainText('Ready', { timeout: 240_000 });

  const adminPage = await (await browser.newContext()).newPage();
  const admin = await newAccount(request, 'Ada');
  expect(reelboard('user', 'level', admin.email, 'admin')).toMatch(/admin/);
  await signIn(adminPage, admin);
  await openFromUserMenu(adminPage, 'Settings');
  const review = adminPage.getByRole('article', { name: title });
  await review.getByLabel('Approved').check();
  await review.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(adminPage, 'Video updated!')).toBeVisible();

  // On its page the player takes the video's portrait shape, the picture filling it.
  const visitor = await (await browser.newContext()).newPage();
  await openWhenPublic(visitor, `/videos/${id}`, (p) => p.getByRole('heading', { level: 1, name: title }));
  const player = visitor.getByLabel(title, { exact: true });
  const onPage = await playedSize(player);
  expect(onPage.width).toBeLessThan(onPage.height);
  await expect
    .poll(async () => {
      const box = await player.boundingBox();
      return box ? box.height / box.width : 0;
    })
    .toBeCloseTo(onPage.height / onPage.width, 1);
  const pagePicture = await pictureArea(player, onPage);
  expect(pagePicture.height).toBeGreaterThan(pagePicture.width);
  // Tall enough to watch: most of the screen's height, not a small picture in a 16:9 box.
  expect(pagePicture.height).toBeGreaterThan(0.6 * (visitor.viewportSize()?.height ?? 0));

  // In Shorts it fills the height, with bars at the sides.
  await visitor.goto(`/shorts/${id}`);
  const short = visitor.getByTestId('short-video');
  await expect(short).toHaveAttribute('aria-label', title);
  const inShorts = await playedSize(short);
  expect(inShorts.width).toBeLessThan(inShorts.height);
  const shortPicture = await pictureArea(short, inShorts);
  expect(shortPicture.height).toBeGreaterThan(shortPicture.width);
  expect(shortPicture.height).toBeCloseTo(shortPicture.box.height, 0);
});
