import { expect, type Page } from '@playwright/test';

// Steps the admin journeys of issue 25 share (ADR 0035): finding a user on /admin/users
// through the user menu.

export async function openUsers(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
}

/** Searches by e-mail address and opens the one user found. */
export async function openUserByEmail(page: Page, email: string) {
  await page.getByLabel('Search users').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  const found = page.getByRole('listitem').filter({ hasText: email });
  await expect(found).toHaveCount(1);
  await found.getByRole('link').click();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
}

/** Runs one action on the open user page with a reason, and waits for its toast. */
export async function act(page: Page, button: string, reason: string, done: string) {
  await page.getByLabel('Reason (kept in the audit log)').fill(reason);
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByText(done, { exact: true })).toBeVisible();
}
