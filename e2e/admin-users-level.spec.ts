import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { act, openUserByEmail, openUsers } from './support/admin-users.ts';
import { newAccount, personAt, signIn } from './support/session.ts';

// Issue 25: an admin finds a new user by e-mail on /admin/users and makes them a creator;
// the user sees the upload form after a reload, with no command run. The pages pass axe,
// work on a phone's width, and by keyboard.

test('an admin makes a new user a creator, who sees the upload form after a reload', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await personAt(browser, 'admin', 'Leveller');
  const person = await newAccount(page.request, 'Newcomer');
  await signIn(page, person);
  await page.goto('/profile?tab=content');
  await expect(page.getByText('Only content creators and admins can upload videos.')).toBeVisible();

  await openUsers(admin);
  await expectAccessible(admin);
  await openUserByEmail(admin, person.email);
  await expect(admin.getByTestId('user-level')).toHaveText('Viewer');
  await expectAccessible(admin);
  await admin.getByLabel('Level', { exact: true }).selectOption('creator');
  await act(admin, 'Change level', 'Wants to upload tutorials', 'Level changed to Content Creator.');
  await expect(admin.getByTestId('user-level')).toHaveText('Content Creator');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Upload Video' })).toBeVisible();
});

test('the user list works on a phone and by keyboard', async ({ browser }) => {
  const admin = await personAt(browser, 'admin', 'Pocket');
  await admin.setViewportSize({ width: 375, height: 740 });
  await admin.goto('/admin/users');
  await expect(admin.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  // Nothing wider than the screen.
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await admin.getByLabel('Search users').focus();
  await admin.keyboard.type('pocket.');
  await admin.keyboard.press('Enter');
  const found = admin.getByRole('listitem').filter({ hasText: 'pocket.' }).getByRole('link');
  await expect(found).toHaveCount(1);
  await found.focus();
  await admin.keyboard.press('Enter');
  await expect(admin.getByRole('heading', { name: 'Actions' })).toBeVisible();
  await expectAccessible(admin);
});
