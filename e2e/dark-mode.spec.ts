import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { newAccount, seededVideoId, signIn } from './support/session.ts';

// Issue 22 item 7: the dark theme, chosen in the footer (visitors) or the settings tab (kept
// on the account), kept across reloads, painted before any JavaScript runs (the inline
// script the CSP allows by its hash), following the system until someone chooses; and every
// main page at 0 axe-core violations in it (colour contrast included).
const themeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

async function visitor(browser: Browser, colorScheme: 'light' | 'dark') {
  const context = await browser.newContext({ colorScheme });
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return { page, refused, close: () => context.close() };
}

test('a visitor chooses dark mode in the footer; it stays across a reload, set before any script of the app', async ({
  browser,
}) => {
  const { page, refused, close } = await visitor(browser, 'light');
  await page.goto('/');
  expect(await themeOf(page)).toBe('light');
  await page.getByRole('contentinfo').getByLabel('Dark mode').check();
  expect(await themeOf(page)).toBe('dark');
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');

  await page.reload();
  await expect(page.getByRole('contentinfo').getByLabel('Dark mode')).toBeChecked();
  expect(await themeOf(page)).toBe('dark');
  // Without the app's JavaScript the inline script alone sets the theme (no flash of light).
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  expect(await themeOf(page)).toBe('dark');
  await page.unroute('**/assets/*.js');
  await page.goto('/about');
  await page.getByRole('contentinfo').getByLabel('Dark mode').uncheck();
  await page.reload();
  expect(await themeOf(page)).toBe('light');
  expect(refused).toEqual([]);
  await close();
});

test('the theme follows the system setting until someone chooses', async ({ browser }) => {
  const { page, close } = await visitor(browser, 'dark');
  await page.goto('/');
  expect(await themeOf(page)).toBe('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => themeOf(page)).toBe('light');
  await page.getByRole('contentinfo').getByLabel('Dark mode').check();
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  expect(await themeOf(page)).toBe('dark');
  await close();
});

test("a signed-in person's choice in Settings is kept on the account: another browser shows it after sign-in", async ({
  browser,
}) => {
  const first = await browser.newContext({ colorScheme: 'light' });
  const page = await first.newPage();
  const account = await newAccount(page.request, 'Darkmode');
  await signIn(page, account);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Settings' }).click();
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('SetMyTheme'),
  );
  await page.getByRole('main').getByLabel('Dark mode').check();
  expect((await saved).ok()).toBe(true);
  expect(await themeOf(page)).toBe('dark');
  await expectAccessible(page, { where: '/profile (Settings)' });
  await page.reload();
  await expect(page.getByRole('main').getByLabel('Dark mode')).toBeChecked();
  expect(await themeOf(page)).toBe('dark');
  await first.close();

  const second = await browser.newContext({ colorScheme: 'light' });
  const other = await second.newPage();
  await signIn(other, account);
  await expect.poll(() => themeOf(other)).toBe('dark');
  await other.reload();
  expect(await themeOf(other)).toBe('dark');
  await second.close();
});

test('the main pages have no axe-core violations in the dark theme', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const videoId = await seededVideoId(request);
  const { page, close } = await visitor(browser, 'dark');
  const pages = ['/', '/about', '/community-board', '/shop', '/cart', '/signin', '/signup', '/creators'];
  for (const path of [...pages, `/videos/${videoId}`, '/shorts', '/categories/business', '/terms']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Loading...')).toHaveCount(0);
    expect(await themeOf(page)).toBe('dark');
    await expectAccessible(page, { where: path });
  }
  await close();

  const signedIn = await browser.newContext({ colorScheme: 'dark' });
  const person = await signedIn.newPage();
  await signIn(person, await newAccount(person.request, 'Darkpages'));
  for (const path of ['/library', '/notifications', '/following', '/create-post']) {
    await person.goto(path);
    await person.waitForLoadState('networkidle');
    expect(await themeOf(person)).toBe('dark');
    await expectAccessible(person, { where: path });
  }
  await person.goto('/profile');
  await person.waitForLoadState('networkidle');
  await expectAccessible(person, { where: '/profile' });
  await signedIn.close();
});
