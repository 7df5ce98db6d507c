import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expectAccessible } from './support/accessibility.ts';
import { mailTo } from './support/orders.ts';
import { newAccount, seededVideoId, signIn, toast } from './support/session.ts';

// Issue 22 item 6: "Download my data" builds a ZIP in the background; the page (and an
// e-mail) says when it is ready, and the file holds the comment the person wrote.
test('download my data: a ZIP with the comment I wrote', async ({ page, request }) => {
  test.setTimeout(180_000);
  const videoId = await seededVideoId(request, 1);
  const account = await newAccount(request, 'Exporter');
  const words = `Keep this comment ${Date.now()}`;
  await signIn(page, account);
  await page.goto(`/videos/${videoId}`);
  await page.getByLabel('Add a comment').fill(words);
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(toast(page, 'Comment added successfully!').first()).toBeVisible();

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Prepare my data' }).click();
  await expect(page.getByText('Preparing your data. We will e-mail you when it is ready.')).toBeVisible();
  await expect(page.getByText(/^Your data is ready\. You can download it until/)).toBeVisible({
    timeout: 60_000,
  });
  await expectAccessible(page);
  await expect
    .poll(() => mailTo(account.email, 'Your Reelboard data is ready').catch(() => ''), { timeout: 30_000 })
    .toContain('Settings tab');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^reelboard-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile((await download.path()) ?? '')));
  const comments = JSON.parse(strFromU8(files['comments.json'] ?? new Uint8Array())) as { content: string }[];
  expect(comments.map((comment) => comment.content)).toContain(words);
  const profile = JSON.parse(strFromU8(files['profile.json'] ?? new Uint8Array())) as { email: string };
  expect(profile.email).toBe(account.email);
});
