import { expect, type Page, test } from '@playwright/test';
import { newAccount, signIn, toast } from './support/session.ts';
import { feedReady, nextShort, openShorts, shortId, shortsFeed, waitForCatalogue } from './support/shorts.ts';

// The Shorts overlay and feed behaviour of issue 13: the feed's roles and keyboard path with the comments drawer, Share, Follow, the
// session's memory of what was shown, and reduced motion.

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  await waitForCatalogue(request);
});

test('announced as a feed and usable by keyboard alone, the comments in a dialog', async ({ page }) => {
  await openShorts(page);
  const feed = shortsFeed(page);
  await expect(feed).toHaveAttribute('aria-busy', 'false');
  const shown = feed.getByRole('article');
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveAttribute('aria-posinset', '1');
  await expect(shown).toHaveAccessibleName(
    String(await page.getByRole('heading', { level: 1 }).textContent()),
  );

  // Tab reaches the short, then each control of the overlay in order.
  const focused = async () =>
    page.evaluate(
      () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim(),
    );
  await shown.focus();
  const path: string[] = [];
  for (let i = 0; i < 7; i++) {
    await page.keyboard.press('Tab');
    path.push(String(await focused()));
  }
  expect(path.slice(1)).toEqual([
    'Follow',
    'Unmute',
    expect.stringMatching(/^Like\s*\d+$/),
    expect.stringMatching(/^Dislike\s*\d+$/),
    expect.stringMatching(/^Comments\s*\d+$/),
    'Share',
  ]);
  // The focus ring shows on the overlay's controls.
  expect(
    await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle),
  ).not.toBe('none');

  // The comment count opens the thread in a dialog: focus moves in, the feed's keys rest.
  await page.keyboard.press('Shift+Tab');
  const comments = page.getByRole('button', { name: /^Comments \d/ });
  await expect(comments).toBeFocused();
  const count = Number((await comments.textContent())?.match(/\d+/)?.[0]);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: /^Comments on / });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('heading', { name: /^Comments \(\d+\)$/ })).toBeVisible();
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role=dialog]')))).toBe(true);
  const id = shortId(page);
  await page.keyboard.press('PageDown');
  await page.keyboard.press('ArrowDown');
  await page.waitForTimeout(300);
  expect(shortId(page)).toBe(id);
  // A comment written there counts on the overlay once the drawer closes.
  await drawer.getByLabel('Add a comment').fill('Watched it twice.');
  await drawer.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(toast(page, 'Comment added successfully!')).toBeVisible();
  await expect(drawer.getByText('Watched it twice.')).toBeVisible();
  // Escape closes it and focus returns to the count.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(comments).toBeFocused();
  await expect(comments).toHaveAccessibleName(`Comments ${count + 1}`);

  // Moving on with the focus on a short takes it to the next short, as the feed pattern says.
  await nextShort(page);
  const second = feed.getByRole('article');
  await expect(second).toHaveAttribute('aria-posinset', '2');
  await expect(second).toBeFocused();
});

test('Share copies the short’s address', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openShorts(page);
  await nextShort(page);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(toast(page, 'Share link copied!')).toBeVisible();
  await expect(toast(page, 'Video link copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${new URL(page.url()).origin}/shorts/${shortId(page)}`,
  );
});

test('Follow on the overlay follows the creator', async ({ page, request }) => {
  await signIn(page, await newAccount(request, 'ShortsFan'));
  await openShorts(page);
  const creator = String(await shortsFeed(page).getByRole('article').getByRole('link').first().textContent());
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(toast(page, `Success! You are now following ${creator}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeVisible();
  // The follow holds on the server: the next short by the same creator says Following.
  await nextShort(page);
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeVisible();
});

test('a short is not shown twice in a session; a reload goes on, a shared link still opens', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openShorts(page);
  const seen = [String(shortId(page))];
  for (let i = 0; i < 3; i++) {
    await nextShort(page);
    seen.push(String(shortId(page)));
  }
  // A new visit to /shorts in the same session starts at a short not shown yet, and the
  // ones after it are new too.
  await openShorts(page, '/shorts');
  for (let i = 0; i < 3; i++) {
    expect(seen).not.toContain(shortId(page));
    seen.push(String(shortId(page)));
    await nextShort(page);
  }
  // A reload stays on the short shown and goes on with new ones.
  const current = String(shortId(page));
  await page.reload();
  await feedReady(page);
  expect(shortId(page)).toBe(current);
  await nextShort(page);
  expect([...seen, current]).not.toContain(shortId(page));
  // Back goes to the short shown before the reload.
  await page.goBack();
  await expect.poll(() => shortId(page)).toBe(current);
  await expect(page.getByTestId('short-video')).toBeVisible();
  // A shared link opens its short even when the session has seen it.
  await openShorts(page, `/shorts/${seen[1]}`);
  expect(shortId(page)).toBe(seen[1]);
});

test('with reduced motion nothing slides; otherwise shorts and the drawer do', async ({ browser }) => {
  const animationOf = (page: Page, selector: string) =>
    page.locator(selector).evaluate((element) => getComputedStyle(element).animationName);
  for (const reducedMotion of ['reduce', 'no-preference'] as const) {
    const context = await browser.newContext({ reducedMotion });
    const page = await context.newPage();
    await openShorts(page);
    await nextShort(page);
    await page.getByRole('button', { name: /^Comments \d/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const slides = [
      await animationOf(page, '[role=feed] article[aria-hidden=false]'),
      await animationOf(page, '[role=dialog]'),
    ];
    if (reducedMotion === 'reduce') expect(slides).toEqual(['none', 'none']);
    else expect(slides).toEqual(['short-from-below', 'drawer-in']);
    await context.close();
  }
});
