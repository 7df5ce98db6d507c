import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { reelboard } from './support/outbox.ts';
import { newAccount, signIn } from './support/session.ts';
import {
  accessToken,
  approveVideoAsNewAdmin,
  graphqlAs,
  makeClip,
  processedVideo,
} from './support/uploads.ts';

// The creator studio (issue 26 items 1 and 3): three people watch a creator's approved
// video in their own browsers (two members, one from the creator's page, and a visitor),
// the players report what they played, the server's minute job rolls the reports up, and
// the creator's studio shows the views, the watch time and a chart; the video's own studio
// page downloads its figures as CSV.

/** Plays the page's video to its end (3 s), muted, and waits for the player's report. */
async function watchToTheEnd(page: Page) {
  const reported = page.waitForResponse(
    (response) => response.url().endsWith('/api/analytics/watch') && response.status() === 204,
  );
  await expect(page.locator('video')).toBeVisible();
  await page.evaluate(async () => {
    const video = document.querySelector('video') as HTMLVideoElement;
    video.muted = true;
    await video.play();
  });
  await expect
    .poll(() => page.evaluate(() => document.querySelector('video')?.ended), { timeout: 30_000 })
    .toBe(true);
  await reported;
}

async function viewerPage(browser: Browser, name: string | null) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (name) await signIn(page, await newAccount(context.request, name));
  return page;
}

/** The value beside a total's name in the studio's figures. */
const total = (page: Page, name: string) =>
  page
    .getByTestId('analytics-totals')
    .locator('div')
    .filter({ has: page.getByText(name, { exact: true }) })
    .locator('dd');

async function downloadCsv(page: Page, name: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download CSV of ${name}` }).click(),
  ]);
  return readFileSync((await download.path()) as string, 'utf8');
}

test('after three views the studio shows views, watch time and a chart, and its CSV downloads', async ({
  browser,
}) => {
  // Processing waits behind the samples seeded at start; the rollup runs once a minute.
  test.setTimeout(540_000);
  const title = `Studio reel ${Date.now()}`;

  const creatorContext = await browser.newContext();
  const creator = await creatorContext.newPage();
  const account = await newAccount(creator.request, 'Stella');
  expect(reelboard('user', 'level', account.email, 'creator')).toMatch(/creator/);
  const token = await accessToken(creator.request, account);
  const videoId = await processedVideo(creator.request, token, title, makeClip());
  const { getVideo } = await graphqlAs<{ getVideo: { creatorProfile: { id: string } } }>(
    creator.request,
    token,
    'query ($id: ID!) { getVideo(id: $id) { creatorProfile { id } } }',
    { id: videoId },
  );

  const adminContext = await approveVideoAsNewAdmin(browser, videoId, 'Arne');

  // A member finds the video on its creator's page; another member and a visitor open its
  // address directly (external). The visitor's last report is a beacon.
  const fromCreatorPage = await viewerPage(browser, 'Vera');
  await fromCreatorPage.goto(`/creator/${getVideo.creatorProfile.id}`);
  await fromCreatorPage.getByRole('link', { name: new RegExp(title) }).click();
  await expect(fromCreatorPage.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await watchToTheEnd(fromCreatorPage);
  const member = await viewerPage(browser, 'Milo');
  await member.goto(`/videos/${videoId}`);
  await watchToTheEnd(member);
  const visitor = await viewerPage(browser, null);
  await visitor.goto(`/videos/${videoId}`);
  await watchToTheEnd(visitor);
  for (const page of [fromCreatorPage, member, visitor]) await page.context().close();

  // The creator reaches the studio from the profile's Content tab (signed in by the API's
  // sign-in cookie); the figures appear once the minute's rollup has run.
  await creator.goto('/profile?tab=content');
  await creator.getByRole('link', { name: 'Studio', exact: true }).click();
  await expect(creator.getByRole('heading', { name: 'Studio', level: 1 })).toBeVisible();
  await expect
    .poll(
      async () => {
        await creator.reload();
        return total(creator, 'Views').textContent({ timeout: 20_000 });
      },
      { timeout: 180_000, intervals: [5000] },
    )
    .toBe('3');
  await expect(total(creator, 'Unique viewers')).toHaveText('3');
  await expect(total(creator, 'Watch time')).toHaveText(/^\d+ s$/);
  expect(
    Number.parseInt((await total(creator, 'Watch time').textContent()) ?? '', 10),
  ).toBeGreaterThanOrEqual(6);
  await expect(creator.locator('canvas').first()).toBeVisible();
  const row = creator.getByTestId('studio-video').filter({ hasText: title });
  await expect(row).toContainText('Public');
  await expect(row.getByRole('cell').nth(1)).toHaveText('3');
  await expectAccessible(creator);

  // The video's studio page, on a phone: its figures, its table by keyboard, its CSV files.
  await creator.setViewportSize({ width: 390, height: 844 });
  await row.getByRole('link', { name: title }).click();
  await expect(creator.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(total(creator, 'Views')).toHaveText('3');
  await expect(creator.locator('canvas').first()).toBeVisible();
  const showTable = creator.getByRole('button', { name: 'Show table of views per day' });
  await showTable.focus();
  await creator.keyboard.press('Enter');
  await expect(showTable).toHaveAttribute('aria-pressed', 'true');
  await expect(
    creator.getByRole('region', { name: 'Views per day, table' }).getByRole('row').last(),
  ).toContainText('3');
  expect(await creator.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(creator);

  const daily = await downloadCsv(creator, 'views per day');
  const lines = daily.split('\r\n');
  expect(lines[0]).toBe('day,views,unique viewers,watch seconds');
  const today = lines.find((line) => /^\d{4}-\d{2}-\d{2},3,3,/.test(line));
  expect(today, daily).toBeDefined();
  expect(Number(today?.split(',')[3])).toBeGreaterThanOrEqual(6);
  expect(lines).toHaveLength(28 + 2); // a header, 28 days, and the last line's CRLF
  const sources = await downloadCsv(creator, 'traffic sources');
  expect(sources).toContain('creator,1\r\n');
  expect(sources).toContain('external,2\r\n');
  const retention = await downloadCsv(creator, 'audience retention');
  expect(retention.split('\r\n')[1]).toBe('0,1');

  // An admin sees the whole site in the studio too.
  const admin = await adminContext.newPage();
  await admin.goto('/studio');
  await admin.getByRole('switch', { name: 'Whole site' }).check();
  await expect(admin.getByRole('heading', { name: 'Whole site, last 28 days' })).toBeVisible();
  expect(Number(await total(admin, 'Views').textContent())).toBeGreaterThanOrEqual(3);
});
