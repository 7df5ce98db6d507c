import { expect, test } from '@playwright/test';
import { act, openUserByEmail, openUsers } from './support/admin-users.ts';
import { newAccount, personAt } from './support/session.ts';

// Issue 25: an admin suspends a user and lifts the suspension from the user's page; both
// show in the moderation audit log, with the admin and the reasons.

test('an admin suspends and lifts a user, and both show in the audit log', async ({ page, browser }) => {
  const admin = await personAt(browser, 'admin', 'Warden');
  const person = await newAccount(page.request, 'Rowdy');
  await openUsers(admin);
  await openUserByEmail(admin, person.email);

  await act(admin, 'Suspend', 'Spam in every thread', 'User suspended.');
  await expect(admin.getByTestId('user-status')).toHaveText('Suspended');
  const signIn = await page.request.post('/auth/sign-in', {
    data: { username: person.email, password: person.password },
  });
  expect(await signIn.json()).toMatchObject({ message: 'User is disabled.' });

  await act(admin, 'Lift suspension', 'Appeal accepted', 'Suspension lifted.');
  await expect(admin.getByTestId('user-status')).toHaveText('Active');
  const log = admin.getByRole('region', { name: /Moderation log/ });
  await expect(log.getByText('Appeal accepted')).toBeVisible();

  await admin.goto('/admin/reports');
  await admin.getByRole('tab', { name: 'Audit log' }).click();
  const entries = admin.getByTestId('audit-entry');
  await expect(entries.filter({ hasText: 'Spam in every thread' })).toContainText('Suspended author');
  await expect(entries.filter({ hasText: 'Appeal accepted' })).toContainText('Lifted suspension');
  await expect(entries.filter({ hasText: 'Appeal accepted' })).toContainText('Warden');
});
