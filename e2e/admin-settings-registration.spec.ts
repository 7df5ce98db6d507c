import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { personAt, toast } from './support/session.ts';

// Issue 25: an admin closes registration on /admin/settings; /signup then says so instead
// of showing its form, and the server refuses sign-ups. Reopened after, for the journeys
// that follow on this server. And the scheduled backups set on the same page (ADR 0042).

let admin: Page;

async function setRegistration(mode: 'Open to everyone' | 'Closed') {
  await admin.goto('/admin/settings');
  await admin.getByLabel('Registration').selectOption({ label: mode });
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await expect(toast(admin, 'Settings saved. They apply on every node at once.')).toBeVisible();
}

test.afterAll(async () => {
  if (admin) await setRegistration('Open to everyone');
});

test('closing registration stops /signup', async ({ browser }) => {
  admin = await personAt(browser, 'admin', 'Gatekeeper');
  await admin.goto('/admin/settings');
  await expect(admin.getByRole('heading', { name: 'Settings that stay in the environment' })).toBeVisible();
  await expect(admin.getByText('DATABASE_URL')).toBeVisible();
  await expectAccessible(admin);
  // A bad value gets a clear message and is not saved.
  await admin.getByLabel('Videos per day').fill('0');
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await expect(admin.getByText('Videos per day must be at least 1, or empty for no limit.')).toBeVisible();
  await admin.getByLabel('Videos per day').fill('');
  await setRegistration('Closed');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/signup');
  await expect(visitor.getByRole('heading', { name: 'Sign-up is closed' })).toBeVisible();
  await expect(visitor.getByText('Sign-up is closed on this site.', { exact: false })).toBeVisible();
  await expect(visitor.getByLabel('Full Name')).toHaveCount(0);
  const refused = await visitor.request.post('/auth/sign-up', {
    data: { email: `late.${Date.now()}@example.com`, password: 'Correct-horse-42', name: 'Late' },
  });
  expect(refused.status()).toBe(403);

  await setRegistration('Open to everyone');
  await visitor.reload();
  await expect(visitor.getByLabel('Full Name')).toBeVisible();
});

test('an admin schedules daily backups, keeping three', async ({ browser }) => {
  const page = await personAt(browser, 'admin', 'Archivist');
  await page.goto('/admin/settings');
  const form = page.getByRole('form', { name: 'Scheduled backups' });
  await form.getByLabel('Back up').selectOption('daily');
  // A bad hour gets a clear message and is not saved.
  await form.getByLabel('At hour (UTC)').fill('24');
  await form.getByRole('button', { name: 'Save backup schedule' }).click();
  await expect(form.getByRole('alert')).toHaveText('Choose an hour from 0 to 23 (UTC).');
  // Twelve hours away, so that no backup runs during the journeys.
  const hour = String((new Date().getUTCHours() + 12) % 24);
  await form.getByLabel('At hour (UTC)').fill(hour);
  await form.getByLabel('Backups to keep').fill('3');
  await form.getByRole('button', { name: 'Save backup schedule' }).click();
  await expect(toast(page, 'Backup schedule saved.')).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('Back up')).toHaveValue('daily');
  await expect(form.getByLabel('At hour (UTC)')).toHaveValue(hour);
  await expect(form.getByLabel('Backups to keep')).toHaveValue('3');
  await expectAccessible(page);
});
