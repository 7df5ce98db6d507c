import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config.ts';
import { expectAccessible } from './support/accessibility.ts';
import { latestConfirmationCode } from './support/outbox.ts';
import { newAccount, signIn, toast } from './support/session.ts';

// Issue 22 item 1: "Forgot password?" from /signin, the code from the outbox and a new
// password; the old password stops working, and a session in a second browser ends. And the
// same account details changed from the profile's Settings tab.
const NEW_PASSWORD = 'Lantern-orbit-staple-7';

// The reset code is mailed by a background job: wait for it in the outbox.
async function resetCode(email: string): Promise<string> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  let code = '';
  await expect
    .poll(
      async () => {
        for (const file of (await readdir(outbox))
          .filter((name) => name.endsWith('.eml'))
          .sort()
          .reverse()) {
          const message = await readFile(path.join(outbox, file), 'utf8');
          if (!message.includes(email) || !message.includes('password reset code')) continue;
          code = /reset code is (\d{6})/.exec(message)?.[1] ?? '';
          return code;
        }
        return '';
      },
      { timeout: 30_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

test('reset a forgotten password with the mailed code: the old one stops working, other sessions end', async ({
  page,
  browser,
  request,
}) => {
  const account = await newAccount(request, 'Forgetful');
  // A second browser, signed in before the reset.
  const other = await (await browser.newContext()).newPage();
  await signIn(other, account);

  // On a phone, with the keyboard.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expectAccessible(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Email').press('Enter');
  await expect(
    page.getByText('If an account uses this address, we have sent it a code.', { exact: false }),
  ).toBeVisible();
  await expectAccessible(page);

  const code = await resetCode(account.email);
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('New password', { exact: true }).fill('password123');
  await page.getByLabel('Confirm new password').fill('password123');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page.getByText('This password is too common or too easy to guess.', { exact: false }),
  ).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').press('Enter');
  await expect(toast(page, 'Your password was reset. Sign in with your new password.')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);

  // The old password is refused; the new one signs in.
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toast(page, 'Incorrect email or password.')).toBeVisible();
  await signIn(page, { ...account, password: NEW_PASSWORD });

  // The second browser's session has ended.
  await other.reload();
  await expect(other.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await other.context().close();
});

test('a member changes their password, then their e-mail address, from Settings', async ({
  page,
  request,
}) => {
  const account = await newAccount(request, 'Mover');
  await signIn(page, account);
  await page.goto('/profile?tab=settings');

  // The password: the current one is checked, the new one typed twice.
  const password = page.getByRole('form', { name: 'Change password' });
  await password.getByLabel('Current password').fill('not-my-password');
  await password.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await password.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}x`);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Passwords do not match')).toBeVisible();
  await password.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByLabel('Current password')).toHaveAccessibleDescription(
    'Incorrect username or password.',
  );
  await password.getByLabel('Current password').fill(account.password);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Your password was changed. Your other devices were signed out.')).toBeVisible();
  await expect(password.getByLabel('Current password')).toHaveValue('');

  // The e-mail address: a code goes to the new address, and the account moves there.
  const newEmail = `moved.${Date.now()}@example.com`;
  const email = page.getByRole('form', { name: 'Change e-mail address' });
  await email.getByLabel('New e-mail address').fill('not-an-address');
  await email.getByLabel('Current password').fill(NEW_PASSWORD);
  await email.getByRole('button', { name: 'Send code to the new address' }).click();
  await expect(email.getByLabel('New e-mail address')).toHaveAccessibleDescription(
    'Please enter a valid email address',
  );
  await email.getByLabel('New e-mail address').fill(newEmail);
  await email.getByRole('button', { name: 'Send code to the new address' }).click();
  const confirm = page.getByRole('form', { name: `Confirm ${newEmail}` });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByLabel('Code').fill(await latestConfirmationCode(newEmail));
  await confirm.getByRole('button', { name: 'Confirm new address' }).click();
  await expect(toast(page, `Your e-mail address is now ${newEmail}.`)).toBeVisible();

  // The new address and password sign in.
  await page.context().clearCookies();
  await signIn(page, { email: newEmail, password: NEW_PASSWORD });
});
