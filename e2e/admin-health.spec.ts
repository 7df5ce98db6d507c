import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config.ts';
import { expectAccessible } from './support/accessibility.ts';
import { openUserByEmail } from './support/admin-users.ts';
import { newAccount, personAt, toast } from './support/session.ts';

// Issue 25, Health (ADR 0041): an admin opens /admin/health from the user menu and sees the
// job queues, this node and the database size; a job that really failed (the storage
// measurement, on a damaged file in the store) is discarded, then, once the file is
// repaired, retried. A viewer cannot open the page. The page passes axe, fits a phone's
// width and works by keyboard.

const failedJobs = (page: Page) => page.getByRole('region', { name: /^Failed jobs/ });

/** "Measure now" on a damaged store, then Refresh until its failed job is listed. */
async function failTheMeasurement(page: Page) {
  await page.getByRole('button', { name: 'Measure now' }).click();
  await expect(toast(page, 'Storage will be measured in a moment.').last()).toBeVisible();
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(failedJobs(page).getByText('storage-usage')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

test('an admin sees the queues, a node and the database size, and discards and retries a failed job', async ({
  browser,
}) => {
  // Two measurement jobs, each picked up by the worker's polling: 23-85 s on a loaded machine.
  test.setTimeout(180_000);
  const admin = await personAt(browser, 'admin', 'Operator');
  await admin.getByRole('button', { name: 'User menu' }).click();
  await admin.getByRole('menuitem', { name: 'Site health' }).click();
  await expect(admin).toHaveURL(/\/admin\/health$/);
  await expect(admin.getByRole('heading', { name: 'Site health', level: 1 })).toBeVisible();

  const queues = admin.getByRole('region', { name: 'Job queues' });
  await expect(queues.getByRole('rowheader', { name: 'video-processing', exact: true })).toBeVisible();
  await expect(queues.getByRole('columnheader', { name: 'Dead letters' })).toBeVisible();
  await expect(admin.getByRole('region', { name: /^Nodes up \([1-9]/ })).toContainText('Last heartbeat');
  await expect(admin.getByText(/^Database size: [\d.]+ MB$/)).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Last backup' })).toBeVisible();
  await expectAccessible(admin);

  // A damaged object in the store: the measurement job fails on it, as it would on a disk error.
  const damaged = path.join(E2E_DATA_DIR, 'storage', 'damaged');
  await mkdir(damaged, { recursive: true });
  await writeFile(path.join(damaged, 'file.bin~meta.json'), 'not json');
  await failTheMeasurement(admin);
  await expectAccessible(admin);
  const reason = admin.getByLabel('Reason (kept in the audit log)');
  await reason.fill('Known damaged file, measured again later');
  await failedJobs(admin).getByRole('button', { name: 'Discard' }).first().click();
  await expect(toast(admin, 'Job discarded.')).toBeVisible();
  await expect(failedJobs(admin).getByText('No failed jobs.')).toBeVisible();

  await failTheMeasurement(admin);
  await rm(damaged, { recursive: true, force: true });
  await reason.fill('The damaged file is repaired');
  // By keyboard: the reason, then the Retry button.
  await failedJobs(admin).getByRole('button', { name: 'Retry' }).first().focus();
  await admin.keyboard.press('Enter');
  await expect(toast(admin, 'Job queued again.')).toBeVisible();
  await expect(async () => {
    await admin.getByRole('button', { name: 'Refresh' }).click();
    await expect(admin.getByRole('region', { name: 'Storage used' }).getByText(/^Measured /)).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(failedJobs(admin).getByText('No failed jobs.')).toBeVisible();

  // The audit log keeps both, with the admin's reasons.
  await admin.goto('/admin/reports?tab=audit-log');
  await expect(admin.getByText('storage-usage: The damaged file is repaired')).toBeVisible();

  // A phone's width: nothing wider than the screen.
  await admin.setViewportSize({ width: 375, height: 740 });
  await admin.goto('/admin/health');
  await expect(admin.getByRole('region', { name: 'Job queues' })).toBeVisible();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(admin);
});

test('a viewer cannot open /admin/health', async ({ browser }) => {
  const viewer = await personAt(browser, 'viewer', 'Nosy');
  await viewer.getByRole('button', { name: 'User menu' }).click();
  await expect(viewer.getByRole('menuitem', { name: 'Site health' })).toHaveCount(0);
  await viewer.keyboard.press('Escape');
  await viewer.goto('/admin/health');
  await expect(viewer.getByText("Only admins can see the site's health.")).toBeVisible();
  await expect(viewer.getByRole('region', { name: 'Job queues' })).toHaveCount(0);
});

test("an admin exports a person's data for a legal request, logged with the reason", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await personAt(browser, 'admin', 'Lawful');
  const person = await newAccount(page.request, 'Requester');
  await admin.goto('/admin/users');
  await openUserByEmail(admin, person.email);
  await admin.getByRole('button', { name: 'Export their data' }).click();
  await expect(toast(admin, 'Please give a reason.')).toBeVisible();
  await admin.getByLabel('Reason (kept in the audit log)').fill('Access request by e-mail, ticket 17');
  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Export their data' }).click();
  expect((await download).suggestedFilename()).toMatch(
    /^reelboard-data-[0-9a-f-]{36}-\d{4}-\d{2}-\d{2}\.zip$/,
  );
  await expect(toast(admin, 'Their data was exported.')).toBeVisible();
  await admin.goto('/admin/reports?tab=audit-log');
  await expect(admin.getByText('Access request by e-mail, ticket 17')).toBeVisible();
  await expect(admin.getByText("Exported a user's data").first()).toBeVisible();
});
