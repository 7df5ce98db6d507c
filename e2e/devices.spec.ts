import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { newAccount, signIn, toast } from './support/session.ts';

// Issue 22 item 5: the settings list the account's signed-in devices; signing one out
// from the list ends that browser's session at once.
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

test('sign out another device from the devices list', async ({ page, browser, request }) => {
  const account = await newAccount(request, 'Devices');
  const phoneContext = await browser.newContext({ userAgent: IPHONE, viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await signIn(phone, account);
  await signIn(page, account);

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Settings' }).click();
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  const thisOne = devices.getByRole('listitem').filter({ hasText: 'This device' });
  await expect(thisOne).toHaveCount(1);
  await expect(thisOne).toContainText(/Chrome/);
  await expect(thisOne).toContainText(/near [0-9a-f.:]+x/);
  const phoneRow = devices.getByRole('listitem').filter({ hasText: 'Safari 17 on iOS 17.4' });
  await expect(phoneRow).toHaveCount(1);
  await expectAccessible(page);

  // With the keyboard: focus the phone's button and press Enter.
  await phoneRow.getByRole('button', { name: /^Sign out Safari 17 on iOS 17\.4/ }).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'That device was signed out.')).toBeVisible();
  await expect(phoneRow).toHaveCount(0);
  await expect(thisOne).toHaveCount(1);

  // The phone's session ended: /signin no longer sends it home as a signed-in person.
  await phone.goto('/signin');
  await expect(phone.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await phoneContext.close();
});
