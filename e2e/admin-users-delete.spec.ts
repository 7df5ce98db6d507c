import { expect, test } from '@playwright/test';
import { act, openUserByEmail, openUsers } from './support/admin-users.ts';
import { reelboard } from './support/outbox.ts';
import { newAccount, seededVideoId, signIn, toast } from './support/session.ts';

// Issue 25: an admin deletes a user, who cannot sign in afterwards, and whose comment
// shows "[deleted]" in its place.

test('an admin deletes a user: no sign-in after, their comment shows "[deleted]"', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const videoId = await seededVideoId(request, 2);
  const person = await newAccount(request, 'Leaver');
  const words = `Remember me ${Date.now()}`;
  await signIn(page, person);
  await page.goto(`/videos/${videoId}`);
  await page.getByLabel('Add a comment').fill(words);
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(toast(page, 'Comment added successfully!').first()).toBeVisible();
  const commentId = await page
    .getByTestId('comment')
    .filter({ hasText: words })
    .getAttribute('data-comment-id');

  const admin = await (await browser.newContext()).newPage();
  const adminAccount = await newAccount(admin.request, 'Eraser');
  expect(reelboard('user', 'level', adminAccount.email, 'admin')).toMatch(/admin/);
  await signIn(admin, adminAccount);
  await openUsers(admin);
  await openUserByEmail(admin, person.email);
  await admin.getByLabel('Their comments and posts show "[deleted]"').check();
  await admin.getByLabel('I understand that this cannot be undone').check();
  await act(admin, 'Delete account', 'Asked us to delete their data', 'Account deleted.');
  await expect(admin).toHaveURL(/\/admin\/users$/);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/signin');
  await visitor.getByLabel('Email').fill(person.email);
  await visitor.getByLabel('Password').fill(person.password);
  await visitor.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toast(visitor, 'Incorrect email or password.')).toBeVisible();

  await visitor.goto(`/videos/${videoId}`);
  const placeholder = visitor.locator(`[data-comment-id="${commentId}"]`);
  await expect(placeholder.getByTestId('comment-content')).toHaveText('[deleted]');
  await expect(visitor.getByText(words)).toHaveCount(0);
});
