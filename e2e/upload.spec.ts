import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { latestConfirmationCode, reelboard } from './support/outbox.ts';

// The creator's upload journey of issue 4: a creator (level set with the CLI) uploads a
// real 5-second video with a visible progress bar and sees it pending; it stays off public
// pages until an admin approves and features it on the Admin Video Dashboard; then it plays
// on its page and shows in its category and on the home page. A 601-second file is refused
// by the server's probe whatever the browser claimed about it.
const password = 'Correct-horse-42';
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

let workDir: string;
let shortClip: Buffer;
let longClip: Buffer;
let twoPartClip: Buffer;

function ffmpeg(...args: string[]) {
  execFileSync('/usr/bin/ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
}

test.beforeAll(() => {
  workDir = mkdtempSync(path.join(tmpdir(), 'reelboard-upload-'));
  const short = path.join(workDir, 'short.mp4');
  ffmpeg(
    ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=5'],
    ...['-f', 'lavfi', '-i', 'sine=duration=5'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', short],
  );
  // Ten minutes and a second, made cheaply: tiny frames, one per second, silent audio.
  const long = path.join(workDir, 'long.mp4');
  ffmpeg(
    ...['-f', 'lavfi', '-i', 'color=c=navy:size=64x64:rate=1:duration=601'],
    ...['-f', 'lavfi', '-i', 'anullsrc=r=8000:cl=mono'],
    ...['-t', '601', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-b:v', '8k'],
    ...['-c:a', 'aac', '-b:a', '8k', long],
  );
  // About 8 MiB at a constant bitrate: two parts (5 MiB and the rest), small enough for the
  // browser to keep the file itself for resuming after a reload.
  const twoParts = path.join(workDir, 'two-parts.mp4');
  ffmpeg(
    ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25:duration=5'],
    ...['-f', 'lavfi', '-i', 'sine=duration=5'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '14M', '-minrate', '14M', '-maxrate', '14M'],
    ...['-bufsize', '14M', '-x264-params', 'nal-hrd=cbr', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
    twoParts,
  );
  twoPartClip = readFileSync(twoParts);
  shortClip = readFileSync(short);
  longClip = readFileSync(long);
});

test.afterAll(() => rmSync(workDir, { recursive: true, force: true }));

// Sign-up through the form and the code from the outbox, as a person does it.
async function signUp(page: Page, name: string): Promise<string> {
  const email = `${name.toLowerCase()}.${Date.now()}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByLabel("I'm interested in").selectOption('creator');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByLabel('Confirmation Code')).toBeVisible();
  await page.getByLabel('Confirmation Code').fill(await latestConfirmationCode(email));
  await page.getByRole('button', { name: 'Confirm Account' }).click();
  await expect(toast(page, 'Account confirmed successfully! You can now sign in.')).toBeVisible();
  return email;
}

async function signIn(page: Page, email: string) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toast(page, 'Signed in successfully!')).toBeVisible();
}

async function chooseVideo(page: Page, name: string, buffer: Buffer) {
  await page.getByLabel('Video file').setInputFiles({ name, mimeType: 'video/mp4', buffer });
}

async function anonymousPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

// Anonymous answers may come from a short public cache: look again until the page shows it.
async function reloadUntilVisible(
  page: Page,
  url: string,
  find: (page: Page) => ReturnType<Page['getByText']>,
) {
  await expect(async () => {
    await page.goto(url);
    await expect(find(page)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000, intervals: [1000] });
}

test('a creator uploads a video, an admin approves and features it, and it goes public', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const title = `Sunrise over the harbour ${Date.now()}`;

  const creatorEmail = await signUp(page, 'Cleo');
  expect(reelboard('user', 'level', creatorEmail, 'creator')).toMatch(/creator/);
  await signIn(page, creatorEmail);
  await page.goto('/profile?tab=content');

  // Nothing chosen yet.
  await page.getByRole('button', { name: 'Upload Video' }).click();
  await expect(page.getByText('Please select a video file.')).toBeVisible();

  // Each part's bytes are held back a moment, so the progress bar can be seen at work.
  await page.route('**/storage-upload/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await chooseVideo(page, 'sunrise.mp4', shortClip);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Five seconds of colour bars and a tone.');
  await page.getByLabel('Category').selectOption('Lifestyle');
  await page.getByRole('button', { name: 'Upload Video' }).click();
  const progress = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', /^\d+$/);
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(toast(page, 'Video uploaded and saved successfully!')).toBeVisible({ timeout: 30_000 });
  await page.unroute('**/storage-upload/**');

  // The creator sees it, pending approval.
  const mine = page.getByTestId('my-video').filter({ hasText: title });
  await expect(mine).toContainText('Pending approval');
  const href = await mine.getByRole('link', { name: title, exact: true }).getAttribute('href');
  const id = href?.split('/').pop() ?? '';
  expect(id).toMatch(/^[0-9a-f-]{36}$/);

  // Not public yet: its page is missing for a visitor and search does not find it.
  const visitor = await anonymousPage(browser);
  await visitor.goto(`/videos/${id}`);
  await expect(visitor.getByRole('heading', { name: 'Video not found' })).toBeVisible();
  const searched = visitor.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('Sunrise'),
  );
  await visitor.getByRole('combobox', { name: 'Search videos' }).fill('Sunrise over the harbour');
  await searched;
  await expect(visitor.getByText('No videos found')).toBeVisible();
  await expect(visitor.getByRole('option', { name: new RegExp(title) })).toHaveCount(0);

  // Processing finishes for the creator to see.
  await expect(mine).toContainText('Ready', { timeout: 120_000 });

  // An admin approves and features it.
  const adminPage = await (await browser.newContext()).newPage();
  const adminEmail = await signUp(adminPage, 'Ada');
  expect(reelboard('user', 'level', adminEmail, 'admin')).toMatch(/admin/);
  await signIn(adminPage, adminEmail);
  await adminPage.goto('/profile?tab=settings');
  const review = adminPage.getByRole('article', { name: title });
  await expect(review).toBeVisible();
  await review.getByLabel('Approved').check();
  await review.getByLabel('Featured').check();
  await review.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(adminPage, 'Video updated!')).toBeVisible();
  await expect(mine).toContainText('Approved');

  // Now it plays on its page and shows in its category and on the home page.
  await reloadUntilVisible(visitor, `/videos/${id}`, (p) =>
    p.getByRole('heading', { level: 1, name: title }),
  );
  const player = visitor.locator('video');
  await player.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThanOrEqual(2);
  await reloadUntilVisible(visitor, '/categories/lifestyle', (p) =>
    p.getByRole('region', { name: 'All Lifestyle Videos' }).getByText(title),
  );
  await reloadUntilVisible(visitor, '/', (p) =>
    p.getByRole('region', { name: 'Featured Videos' }).getByText(title),
  );

  // A file over ten minutes is refused by the server, however harmless it looks.
  await chooseVideo(page, 'holiday.mp4', longClip);
  await page.getByLabel('Title').fill('Holiday, uncut');
  await page.getByLabel('Category').selectOption('Lifestyle');
  await page.getByRole('button', { name: 'Upload Video' }).click();
  await expect(
    toast(page, 'Video upload failed: Video is too long. Maximum allowed length is 10 minutes.'),
  ).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('my-video').filter({ hasText: 'Holiday, uncut' })).toHaveCount(0);
});

const partOf = (url: string) => Number(/\/storage-upload\/[^/]+\/(\d+)/.exec(url)?.[1]);

test('a multipart upload pauses, resumes, and after a reload sends only the missing part', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const MiB = 1024 * 1024;
  expect(twoPartClip.length).toBeGreaterThan(5 * MiB);
  expect(twoPartClip.length).toBeLessThan(10 * MiB);
  const title = `Two parts ${Date.now()}`;
  const email = await signUp(page, 'Pia');
  expect(reelboard('user', 'level', email, 'creator')).toMatch(/creator/);
  await signIn(page, email);
  await page.goto('/profile?tab=content');

  // Part 1 goes through; part 2 is held as if the connection had stalled.
  await page.route('**/storage-upload/**', async (route) => {
    if (partOf(route.request().url()) !== 2) await route.continue();
  });
  const firstPart = page.waitForResponse((response) => partOf(response.url()) === 1 && response.ok());
  await chooseVideo(page, 'two-parts.mp4', twoPartClip);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Category').selectOption('Innovation');
  await page.getByRole('button', { name: 'Upload Video' }).click();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await firstPart;

  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText(/^Paused at \d+%$/)).toBeVisible();
  await page.getByRole('button', { name: 'Resume', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();

  // The page goes away mid-upload; the upload is offered again after the reload.
  // (The browser notes the upload's state at most twice a second.)
  await page.waitForTimeout(1500);
  await page.reload();
  await expect(page.getByText('was interrupted')).toContainText('two-parts.mp4');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  const sent: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/storage-upload/'))
      sent.push(partOf(request.url()));
  });
  await page.getByRole('button', { name: 'Resume upload' }).click();
  await expect(toast(page, 'Video uploaded and saved successfully!')).toBeVisible({ timeout: 60_000 });
  expect(sent).toEqual([2]);
  await expect(page.getByTestId('my-video').filter({ hasText: title })).toContainText('Pending approval');
});
