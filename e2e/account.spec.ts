import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { latestConfirmationCode, mailCount, reelboard } from './support/outbox.ts';

// The account journey of SPEC.md sections 2, 4, 5 and 8: sign up, read the code from the
// outbox, confirm, sign in, edit the profile with a picture, and sign out, with every
// error text on the way.
const email = `ada.${Date.now()}@example.com`;
const password = 'Correct-horse-42';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

async function fillSignUp(page: Page, fields: { email?: string; password?: string; confirm?: string }) {
  await page.getByLabel('Full Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill(fields.email ?? email);
  await page.getByLabel('Password', { exact: true }).fill(fields.password ?? password);
  await page.getByLabel('Confirm Password').fill(fields.confirm ?? fields.password ?? password);
  await page.getByLabel("I'm interested in").selectOption('creator');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
}

async function signIn(page: Page, withPassword = password) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(withPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('sign-up form validation messages', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await expect(page.getByText('Please select your interest')).toBeVisible();
  await expect(page.getByText('Please agree to the Terms of Service and Privacy Policy')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('long-enough-1');
  await page.getByLabel('Confirm Password').fill('long-enough-2');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  // The e-mail check is live, before any submit.
  await page.goto('/signup');
  await page.getByLabel('Email').fill('not-an-email');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill('ok@example.com');
  await expect(page.getByText('Please enter a valid email address')).toBeHidden();

  await expect(page.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy');
  await expect(page.getByRole('button', { name: 'Google' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Facebook' })).toBeVisible();
});

test('sign up, confirm with the mailed code, sign in, edit the profile, sign out', async ({ page }) => {
  // Sign up.
  await page.goto('/signup');
  await fillSignUp(page, {});
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Please check your email for the confirmation code')).toBeVisible();
  await expect(page.getByLabel('Confirmation Code')).toBeVisible();

  // The same address again is refused.
  await page.getByRole('button', { name: 'Back to Sign Up' }).click();
  await fillSignUp(page, {});
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    toast(page, 'An account with this email already exists. Please sign in instead.'),
  ).toBeVisible();

  // Signing in before confirming offers the way to the confirmation.
  await signIn(page);
  await expect(toast(page, 'Please confirm your email address before signing in.')).toBeVisible();
  await page.getByRole('button', { name: 'Go to Confirmation' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel('Confirmation Code')).toBeVisible();

  // Confirmation errors, then a resend and its limit.
  await page.getByRole('button', { name: 'Confirm Account' }).click();
  await expect(page.getByText('Please enter the confirmation code')).toBeVisible();
  const realCode = await latestConfirmationCode(email);
  const wrongCode = realCode === '000000' ? '111111' : '000000';
  await page.getByLabel('Confirmation Code').fill(wrongCode);
  await page.getByRole('button', { name: 'Confirm Account' }).click();
  await expect(
    toast(page, 'Invalid confirmation code. Please check your email and try again.'),
  ).toBeVisible();

  const mailsBefore = await mailCount();
  await page.getByRole('button', { name: 'Resend Code' }).first().click();
  await expect(toast(page, 'Confirmation code resent! Please check your email.')).toBeVisible();
  await expect.poll(mailCount).toBe(mailsBefore + 1);
  await page.getByRole('button', { name: 'Resend Code' }).first().click();
  await expect(
    toast(page, 'Too many attempts. Please wait a few minutes before trying again.'),
  ).toBeVisible();

  // The resent code confirms the account.
  const newCode = await latestConfirmationCode(email);
  expect(newCode).toMatch(/^\d{6}$/);
  await page.getByLabel('Confirmation Code').fill(newCode);
  await page.getByRole('button', { name: 'Confirm Account' }).click();
  await expect(toast(page, 'Account confirmed successfully! You can now sign in.')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/, { timeout: 5000 });

  // Wrong password, then the right one.
  await signIn(page, 'Wrong-password-1');
  await expect(toast(page, 'Incorrect email or password.')).toBeVisible();
  await signIn(page);
  await expect(toast(page, 'Signed in successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // A new account has been told nothing yet: the bell has no badge.
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeHidden();

  // Signed in, /signin sends the user home.
  await page.goto('/signin');
  await expect(page).toHaveURL(/\/$/);

  // The profile is created as a viewer whatever the sign-up form said.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile/);
  await expect(page.getByText('Viewer').first()).toBeVisible();
  await expect(page.getByText('No bio yet.')).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();

  // Edit username and bio.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Username').fill('ada');
  await page.getByLabel('Bio').fill('Writes the first programs.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Profile updated successfully!')).toBeVisible();
  await expect(page.getByText('Writes the first programs.')).toBeVisible();

  // A file that is not an image is refused with the server's message; a real one is kept.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Profile picture').setInputFiles({
    name: 'avatar.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is not a picture'),
  });
  await expect(toast(page, 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).')).toBeVisible();
  const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3b82f6' } })
    .png()
    .toBuffer();
  await page
    .getByLabel('Profile picture')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
  await expect(toast(page, 'Profile picture updated successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  const avatar = page.locator('img[src*="/storage/public/profile-pics/"]').first();
  await expect(avatar).toBeVisible();
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Viewers get no upload form; the settings tab shows the account.
  await page.getByRole('tab', { name: 'Content' }).click();
  await expect(page.getByText('Only content creators and admins can upload videos.')).toBeVisible();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByText('Account Settings', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await expect(
    toast(page, 'Please contact admin for assistance with this Account. Deletion not implemented yet!'),
  ).toBeVisible();

  // An operator makes the user a creator with the CLI; Refresh Profile shows it.
  expect(reelboard('user', 'level', email, 'creator')).toMatch(/creator/);
  await page.getByRole('button', { name: 'Refresh Profile' }).click();
  await page.getByRole('tab', { name: 'Content' }).click();
  await expect(page.getByLabel('Video file')).toBeVisible();

  // A session revoked elsewhere: the next load says so and sends the user to sign in.
  await page.request.post('/auth/sign-out');
  await page.getByRole('button', { name: 'Refresh Profile' }).click();
  await expect(toast(page, 'Your session has expired. Please sign in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);

  // Sign in again and sign out from the menu.
  await signIn(page);
  await expect(toast(page, 'Signed in successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(toast(page, 'Successfully signed out')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/signin$/);
});
