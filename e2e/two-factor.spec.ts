import { type Browser, expect, type Page, test } from '@playwright/test';
import { totpCodeAt } from '../apps/server/src/identity/totp.ts';
import { expectAccessible } from './support/accessibility.ts';
import { type Account, newAccount, signIn, toast } from './support/session.ts';

// Issue 22 items 3 and 4: two-factor sign-in with an authenticator app (the test plays the
// app, computing codes from the key the settings show in text) and recovery codes; passkeys
// added in settings and used to sign in, in Chromium's virtual authenticator.
const STEP_MS = 30_000;
const stepOf = (at: number) => Math.floor(at / STEP_MS);

async function openSettings(page: Page) {
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Settings' }).click();
}

// On a phone: the second step must work there too.
async function passwordStep(browser: Browser, account: Account) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto('/signin');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  return { page, close: () => context.close() };
}

// Typed and sent with the keyboard alone.
async function answer(page: Page, code: string) {
  const field = page.getByLabel('Authentication code');
  await field.fill(code);
  await field.press('Enter');
}

test('turn on two-factor sign-in, then sign in with a code, a wrong code and a recovery code once', async ({
  page,
  browser,
  request,
}) => {
  const account = await newAccount(request, 'Totp');
  await signIn(page, account);
  await openSettings(page);
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = (await page.getByText('Or enter this key in the app:').locator('code').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page);

  await page
    .getByLabel('Code from the app')
    .fill('000000' === totpCodeAt(secret, new Date()) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(toast(page, 'Invalid code. Please check your authenticator app and try again.')).toBeVisible();
  const enabledAt = Date.now();
  await page.getByLabel('Code from the app').fill(totpCodeAt(secret, new Date(enabledAt)));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(toast(page, 'Two-factor sign-in is on.')).toBeVisible();
  const codes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(codes).toHaveLength(10);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('Two-factor sign-in is on. Recovery codes left: 10.')).toBeVisible();

  // A wrong code is refused; a recovery code signs in.
  const first = await passwordStep(browser, account);
  await expectAccessible(first.page);
  await answer(first.page, '12345');
  await expect(
    toast(first.page, 'Invalid code. Please check your authenticator app and try again.'),
  ).toBeVisible();
  await answer(first.page, codes[0] ?? '');
  await expect(toast(first.page, 'Signed in successfully!')).toBeVisible();
  await expect(first.page).toHaveURL(/\/$/);
  await first.close();

  // The same recovery code does not work twice.
  const second = await passwordStep(browser, account);
  await answer(second.page, codes[0] ?? '');
  await expect(
    toast(second.page, 'Invalid code. Please check your authenticator app and try again.'),
  ).toBeVisible();
  // The code from the app, from a later step than the one that turned it on (that one is used).
  const wait = (stepOf(enabledAt) + 1) * STEP_MS - Date.now();
  if (wait > 0) await second.page.waitForTimeout(wait + 200);
  await answer(second.page, totpCodeAt(secret, new Date()));
  await expect(toast(second.page, 'Signed in successfully!')).toBeVisible();
  await openSettings(second.page);
  await expect(second.page.getByText('Two-factor sign-in is on. Recovery codes left: 9.')).toBeVisible();
  await second.close();
});

test('add a passkey in settings, answer the second step with it, then sign in with it and no password', async ({
  page,
  request,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  const account = await newAccount(request, 'Passkey');
  await signIn(page, account);
  await openSettings(page);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Please give the passkey a name')).toBeVisible();
  await page.getByLabel('Passkey name').fill('My laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(toast(page, 'Passkey added.')).toBeVisible();
  const passkeys = page.getByRole('list', { name: 'Your passkeys' });
  await expect(passkeys.getByText('My laptop')).toBeVisible();
  await page.getByRole('button', { name: 'Rename My laptop' }).click();
  await page.getByLabel('New name for My laptop').fill('Work laptop');
  await page.getByLabel('New name for My laptop').press('Enter');
  await expect(passkeys.getByText('Work laptop')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(toast(page, 'Successfully signed out')).toBeVisible();

  // With two-factor on, the passkey also answers the second step after the password.
  await signIn(page, account);
  await openSettings(page);
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const secret = (await page.getByText('Or enter this key in the app:').locator('code').textContent()) ?? '';
  await page.getByLabel('Code from the app').fill(totpCodeAt(secret, new Date()));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(toast(page, 'Two-factor sign-in is on.')).toBeVisible();
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(toast(page, 'Successfully signed out')).toBeVisible();
  await page.goto('/signin');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('button', { name: 'Use a passkey instead' }).click();
  await expect(toast(page, 'Signed in successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(toast(page, 'Successfully signed out')).toBeVisible();

  // Without a password: the passkey names the account and needs no second step.
  await page.goto('/signin');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(toast(page, 'Signed in successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await openSettings(page);
  await expect(passkeys.getByText(/last used/)).toBeVisible();
});
