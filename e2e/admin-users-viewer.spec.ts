import { expect, test } from '@playwright/test';
import { personAt } from './support/session.ts';

// Issue 25: a viewer cannot open /admin/users (the server refuses them every admin query
// and action: apps/server/src/services/admin/*.test.ts checks that as each role).

test('a viewer cannot open /admin/users', async ({ browser }) => {
  const viewer = await personAt(browser, 'viewer', 'Curious');
  await viewer.getByRole('button', { name: 'User menu' }).click();
  await expect(viewer.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
  await viewer.keyboard.press('Escape');
  await viewer.goto('/admin/users');
  await expect(viewer.getByText('Only admins can manage users.')).toBeVisible();
  await expect(viewer.getByLabel('Search users')).toHaveCount(0);
  await viewer.goto('/admin/settings');
  await expect(viewer.getByText('Only admins can change the site settings.')).toBeVisible();
});
