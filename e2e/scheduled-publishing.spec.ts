import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { reelboard } from './support/outbox.ts';
import { newAccount, publicGraphql, signIn, toast } from './support/session.ts';
import { accessToken, approveVideoAsNewAdmin, graphqlAs, makeClip } from './support/uploads.ts';

// Scheduled publishing (issue 26 item 4, ADR 0039): a creator uploads a video through the
// upload form with a publish time about 90 s ahead, an admin approves it at once, and an
// anonymous visitor does not find it on home nor by its id until its time; within a minute
// after, they do.

/** The first whole minute at least 90 s ahead, as the browser's datetime-local field takes it. */
const publishTimeAhead = (page: Page) =>
  page.evaluate(() => {
    const at = new Date(Math.ceil((Date.now() + 90_000) / 60_000) * 60_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    const local = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
    return { local, iso: at.toISOString() };
  });

/** What an anonymous visitor finds: the video's page, and the home page's Recent Uploads. */
async function visitorFinds(visitor: Page, videoId: string, title: string) {
  await visitor.goto(`/videos/${videoId}`);
  const page = visitor.getByRole('heading', { level: 1, name: title });
  const missing = visitor.getByRole('heading', { name: 'Video not found' });
  await expect(page.or(missing)).toBeVisible();
  const byId = await page.isVisible();
  await visitor.goto('/');
  await expect(visitor.getByRole('region', { name: 'Recent Uploads' })).toBeVisible({ timeout: 20_000 });
  const onHome = await visitor.getByRole('region', { name: 'Recent Uploads' }).getByText(title).isVisible();
  return { byId, onHome };
}

test('a video scheduled 90 s ahead appears publicly only after its time', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const title = `Night ferry ${Date.now()}`;

  // The creator uploads through the form, scheduled for tomorrow.
  const account = await newAccount(page.request, 'Sol');
  expect(reelboard('user', 'level', account.email, 'creator')).toMatch(/creator/);
  await signIn(page, account);
  await page.goto('/profile?tab=content');
  await page
    .getByLabel('Video file')
    .setInputFiles({ name: 'ferry.mp4', mimeType: 'video/mp4', buffer: makeClip() });
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Category').selectOption('Lifestyle');
  // A time in the past is refused before anything is sent.
  await page.getByLabel('Publish at').fill('2020-01-01T10:00');
  await page.getByRole('button', { name: 'Upload Video' }).click();
  await expect(page.getByText('Choose a publish time in the future.')).toBeVisible();
  await expectAccessible(page);
  const tomorrow = await page.evaluate(() => {
    const at = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  });
  await page.getByLabel('Publish at').fill(tomorrow);
  await page.getByRole('button', { name: 'Upload Video' }).click();
  await expect(toast(page, 'Video uploaded and saved successfully!')).toBeVisible({ timeout: 30_000 });
  const mine = page.getByTestId('my-video').filter({ hasText: title });
  await expect(mine.getByTestId('video-publish-at')).toContainText('Scheduled: public from');
  const href = await mine.getByRole('link', { name: title, exact: true }).getAttribute('href');
  const videoId = href?.split('/').pop() ?? '';
  expect(videoId).toMatch(/^[0-9a-f-]{36}$/);

  // In the studio, the creator moves it to about 90 s from now.
  const studio = await page.context().newPage();
  await studio.goto(`/studio/videos/${videoId}`);
  const panel = studio.getByRole('region', { name: 'Publish time' });
  await expect(panel.getByTestId('publish-status')).toHaveText(/^Scheduled for .*, once approved\.$/);
  await expect(panel.getByLabel('Publish at')).toHaveValue(tomorrow);
  const publishAt = await publishTimeAhead(studio);
  await panel.getByLabel('Publish at').fill(publishAt.local);
  await panel.getByRole('button', { name: 'Save publish time' }).click();
  await expect(toast(studio, 'Publish time saved.')).toBeVisible();
  await expectAccessible(studio, { include: 'section:has(#studio-publish-time)' });
  const creatorToken = await accessToken(page.request, account);
  const { getVideo } = await graphqlAs<{ getVideo: { publishAt: string | null } }>(
    page.request,
    creatorToken,
    'query ($id: ID!) { getVideo(id: $id) { publishAt } }',
    { id: videoId },
  );
  expect(getVideo.publishAt).toBe(publishAt.iso);

  // An admin approves it at once (processing need not be done for that).
  await approveVideoAsNewAdmin(browser, videoId, 'Ade');
  expect(Date.now()).toBeLessThan(Date.parse(publishAt.iso));

  // Before its time a visitor finds it neither by its id nor on home, however often they look.
  const visitor = await (await browser.newContext()).newPage();
  const due = Date.parse(publishAt.iso);
  let looks = 0;
  while (Date.now() < due - 5000) {
    const found = await visitorFinds(visitor, videoId, title);
    if (Date.now() < due) expect(found).toEqual({ byId: false, onHome: false });
    looks += 1;
    await visitor.waitForTimeout(5000);
  }
  expect(looks).toBeGreaterThan(0);
  const { getVideo: early } = await publicGraphql<{ getVideo: { id: string } | null }>(
    visitor.request,
    'query ($id: ID!) { getVideo(id: $id) { id } }',
    { id: videoId },
  );
  expect(Date.now() < due ? early : null).toBeNull();

  // After its time it opens by its id and shows on home, within a minute.
  await expect(async () => {
    expect(await visitorFinds(visitor, videoId, title)).toEqual({ byId: true, onHome: true });
  }).toPass({ timeout: 90_000, intervals: [2000] });
  expect(Date.now()).toBeGreaterThanOrEqual(due);
  // The creator's list hears of it (the live update) and no longer says it is scheduled.
  await expect(mine.getByTestId('video-publish-at')).toHaveCount(0, { timeout: 30_000 });
  await expect(mine).toContainText('Approved');
});
