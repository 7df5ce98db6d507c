import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config.ts';

// Steps the order journeys of issue 23 share: buying one tee through the cart, reading an
// e-mail from the outbox, and checking that a page fits a phone.

export async function buyOneTee(page: Page, email: string) {
  await page.goto('/shop');
  const card = page.getByTestId('product-card').filter({ hasText: 'Reelboard Logo Tee' });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart!').first()).toBeVisible();
  await page.goto('/cart');
  const shipping: [string, string][] = [
    ['Full Name', 'Dorothy Vaughan'],
    ['Email', email],
    ['Address', '3 Computing Lane'],
    ['City', 'Hampton'],
    ['State', 'VA'],
    ['Postal Code', '23681'],
    ['Country', 'US'],
    ['Phone', '+1 757 555 0170'],
  ];
  for (const [label, value] of shipping) await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: 'Pay with test provider (test mode)' }).click();
  await expect(page.getByText('Payment Successful')).toBeVisible();
}

/** The newest e-mail to this address whose subject has the given words, decoded. */
export async function mailTo(email: string, subject: string): Promise<string> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  const files = (await readdir(outbox))
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of files) {
    const message = await readFile(path.join(outbox, file), 'utf8');
    const [headers = ''] = message.split(/\r?\n\r?\n/);
    if (!headers.toLowerCase().includes(`to: ${email}`) || !headers.includes(subject)) continue;
    // Quoted-printable: soft line breaks and encoded equals signs.
    return message.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  }
  throw new Error(`no "${subject}" e-mail to ${email} in the outbox`);
}

/** Nothing sticks out sideways on a phone. */
export async function expectFitsPhone(page: Page) {
  await page.setViewportSize({ width: 375, height: 740 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
