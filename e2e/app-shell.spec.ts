import { expect, test } from '@playwright/test';

// The shell around every page (SPEC.md section 2): navigation bar, mobile menu, cart
// count, footer, and the content pages, for a visitor who is not signed in.
test('navigation bar and footer for a visitor', async ({ page }) => {
  // A visitor without a session is a normal state: nothing is logged as an error.
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByText('Discover curated short-form videos that inspire')).toBeVisible();
  const main = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'About', 'Community Board', 'Shop']) {
    await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByPlaceholder('Search videos...')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications' })).toBeHidden();
  expect(consoleErrors).toEqual([]);

  // The cart icon shows a count only above 0.
  const cart = page.getByRole('link', { name: /Cart/ }).first();
  await expect(cart).not.toContainText(/\d/);
  await page.evaluate(() =>
    localStorage.setItem(
      'cart',
      JSON.stringify([
        { _id: 'a', quantity: 2 },
        { _id: 'b', quantity: 1 },
      ]),
    ),
  );
  await page.reload();
  await expect(page.getByRole('link', { name: /Cart/ }).first()).toContainText('3');

  const footer = page.getByRole('contentinfo');
  for (const heading of ['Categories', 'Company', 'Legal'])
    await expect(footer.getByText(heading, { exact: true })).toBeVisible();
  await expect(footer.getByText('© 2025 Reelboard. All rights reserved.')).toBeVisible();

  await main.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByText(/ten minutes/i).first()).toBeVisible();
});

test('content pages and not found', async ({ page }) => {
  for (const [path, heading] of [
    ['/careers', /Careers/],
    ['/contact', /Contact/],
    ['/terms', /Terms/],
    ['/privacy', /Privacy/],
    ['/cookies', /Cookie/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.goto('/contact');
  await expect(page.getByText('support@reelboard.local').first()).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/signin$/);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/signin$/);
});

test('mobile menu opens and closes on click and on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const mobile = page.getByRole('navigation', { name: 'Mobile' });
  await expect(mobile).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(mobile).toBeVisible();
  await expect(mobile.getByRole('link', { name: 'Cart' })).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(mobile).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await mobile.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(mobile).toBeHidden();
});
