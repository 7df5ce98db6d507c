import { expect, type Page, test } from '@playwright/test';
import { newAccount, seededVideoId, signIn } from './support/session.ts';

// Issue 24's fast routes (ADR 0045): a visitor's home, video page, Shorts, board and shop arrive with their
// first screen rendered by the server from the public answers, the largest image in the
// HTML, and the app takes that markup over without a mismatch and works. A signed-in
// reader's pages come without a visitor's rendered answers. The browser's day differs from
// UTC's (the samples are seeded minutes before), so that a date the server writes in UTC and
// the reader sees in their zone after hydration is checked too.
test.use({ timezoneId: new Date().getUTCHours() < 11 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati' });

function problems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(message.text());
  });
  page.on('pageerror', (error) => seen.push(error.message));
  return seen;
}

const renderedForVisitor = (html: string) => html.includes('"rendered":true');

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  await seededVideoId(request);
});

test("a visitor's main routes arrive rendered and work once the app has taken them over", async ({
  page,
  request,
}) => {
  const videoId = await seededVideoId(request, 0);
  const errors = problems(page);

  // Home: the featured thumbnail is in the HTML itself.
  const home = await (await request.get('/')).text();
  expect(renderedForVisitor(home)).toBe(true);
  expect(home).toMatch(/<div id="root">.*<img [^>]*src="[^"]+\.(jpg|webp)"/s);
  await page.goto('/');
  const search = page.getByPlaceholder('Search videos...');
  await expect(search).toBeEditable();
  await search.fill('zzz-nothing');
  await expect(search).toHaveValue('zzz-nothing');

  // The video page: the player's poster and the title in the head, then a working Save.
  const video = await (await request.get(`/videos/${videoId}`)).text();
  expect(renderedForVisitor(video)).toBe(true);
  expect(video).toMatch(/<video [^>]*poster="[^"]+"/);
  expect(video).toMatch(/<title>[^<]+ · Reelboard<\/title>/);
  await page.goto(`/videos/${videoId}`);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Saved!', { exact: true })).toBeVisible();

  // The shop: product images in the HTML, and Add to Cart counts.
  const shop = await (await request.get('/shop')).text();
  expect(renderedForVisitor(shop)).toBe(true);
  await page.goto('/shop');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('link', { name: /Cart/ }).first()).toContainText('1');

  // Shorts: the first short's poster in the HTML; the feed then names that short and moves on.
  const shorts = await (await request.get('/shorts')).text();
  expect(renderedForVisitor(shorts)).toBe(true);
  const firstShort = /<article [^>]*aria-label="([^"]+)"/.exec(shorts)?.[1];
  expect(shorts).toMatch(/<video [^>]*poster="[^"]+"/);
  await page.goto('/shorts');
  await expect(page).toHaveURL(/\/shorts\/[\w-]+$/);
  await expect(page.getByRole('article', { name: firstShort })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('article', { name: firstShort })).toBeHidden();

  // The board: its posts and lists in the HTML, and the filter works.
  const board = await (await request.get('/community-board')).text();
  expect(renderedForVisitor(board)).toBe(true);
  await page.goto('/community-board');
  await page.getByLabel('Show').selectOption('comments');
  await expect(page.getByRole('heading', { name: 'Videos', exact: true })).toBeHidden();

  expect(errors).toEqual([]);
});

test("a signed-in reader's pages come without a visitor's rendered answers", async ({ page, request }) => {
  await signIn(page, await newAccount(request, 'Reader'));
  const errors = problems(page);
  const home = await (await page.request.get('/')).text();
  expect(renderedForVisitor(home)).toBe(false);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Uploads' })).toBeVisible();
  expect(errors).toEqual([]);
});
