import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { newAccount, toast } from './support/session.ts';

// Issue 22 item 7: "Google" signs in through OpenID Connect against a real OpenID provider
// on loopback (node-oidc-provider, started by playwright.config.ts in place of Google): the
// server runs openid-client with PKCE, state and nonce, exactly as against Google.
async function continueAtProvider(page: Page, email: string, verified: boolean) {
  await expect(page.getByRole('heading', { name: 'Sign in to the loopback provider' })).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('E-mail verified').setChecked(verified);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('Google sign-in creates an account, then signs the same person in again from /signin', async ({
  page,
}) => {
  const email = `google.${Date.now()}@example.com`;
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Google' }).click();
  await continueAtProvider(page, email, true);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  const me = await page.evaluate(async () => {
    const refreshed = await fetch('/auth/refresh', { method: 'POST' });
    return ((await refreshed.json()) as { user: { email: string } }).user.email;
  });
  expect(me).toBe(email);

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(toast(page, 'Successfully signed out')).toBeVisible();
  await page.goto('/signin');
  await expectAccessible(page);
  // The provider remembers its own session (as Google does): straight back, signed in.
  await page.getByRole('button', { name: 'Google' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
});

test('an address the provider did not verify does not take over an existing account', async ({ page }) => {
  const account = await newAccount(page.request, 'Existing');
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Google' }).click();
  await continueAtProvider(page, account.email, false);
  await expect(page).toHaveURL(/\/signin$/);
  await expect(
    page.getByText(/already exists, and Google did not confirm the address is yours/),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
});

test('a callback that did not start in this browser is refused without a stack trace', async ({ page }) => {
  const response = await page.request.get('/auth/social/google/callback?code=stolen&state=forged', {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  const location = response.headers().location ?? '';
  expect(location).toMatch(/^\/signin#social-error=NotAuthorizedException&message=/);
  expect(decodeURIComponent(location)).not.toMatch(/at .*\.ts|Error:/);
  await page.goto(location);
  await expect(page.getByText('The sign-in could not be verified. Please try again.')).toBeVisible();
});
