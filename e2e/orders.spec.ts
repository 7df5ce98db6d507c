import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { buyOneTee, expectFitsPhone, mailTo } from './support/orders.ts';
import { reelboard } from './support/outbox.ts';
import { newAccount, signIn, toast } from './support/session.ts';

// Issue 23, orders people can follow: a signed-in buyer finds their order under "My orders"
// and sees it shipped once an admin marks it (with the e-mail in the outbox); an admin
// refunds a visitor's order and the visitor sees it refunded through the private link of
// the confirmation e-mail. Both by keyboard where it matters, on a phone, and checked by axe.

// Two browsers (buyer and admin) and two sign-ups each: longer than one journey's budget on
// a loaded machine.
test.describe.configure({ timeout: 180_000 });

test('a signed-in buyer follows an order from paid to shipped', async ({ page, browser }) => {
  const buyer = await newAccount(page.request, 'Buyer');
  await signIn(page, buyer);
  await buyOneTee(page, buyer.email);

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'My orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { name: 'My orders', level: 1 })).toBeVisible();
  const line = page.getByRole('link', { name: /1 × Reelboard Logo Tee/ });
  await expect(line).toContainText('Paid · $34.99');
  await expectAccessible(page);
  await line.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await expect(page.getByText('$29.99 each')).toBeVisible();
  await expectAccessible(page);

  // The admin marks it shipped, in a browser of their own.
  const adminAccount = await newAccount(page.request, 'OrdersAdmin');
  reelboard('user', 'level', adminAccount.email, 'admin');
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, adminAccount);
  await admin.getByRole('button', { name: 'User menu' }).click();
  await admin.getByRole('menuitem', { name: 'Shop orders' }).click();
  await expect(admin).toHaveURL(/\/admin\/orders$/);
  await admin.getByLabel('E-mail or order number').fill(buyer.email);
  await admin.getByRole('button', { name: 'Search' }).click();
  const order = admin.getByTestId('order').filter({ hasText: buyer.email });
  await expect(order).toHaveCount(1);
  await expectAccessible(admin);
  await order.getByLabel('Carrier').fill('UPS');
  await order.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await order.getByRole('button', { name: 'Mark shipped' }).press('Enter');
  await expect(toast(admin, 'Marked shipped; the buyer was e-mailed.')).toBeVisible();
  await expect(order).toContainText('Shipped');
  await adminContext.close();

  const mail = await mailTo(buyer.email, 'Your Reelboard order has shipped');
  expect(mail).toContain('Tracking number: 1Z999AA10123456784');

  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('Shipped');
  await expect(page.getByTestId('order-tracking')).toContainText('UPS, tracking number 1Z999AA10123456784');
  await expectFitsPhone(page);
  await expect(page.getByTestId('order-tracking')).toBeVisible();
});

test('an admin refunds a visitor’s order and the visitor sees it refunded by its private link', async ({
  page,
  browser,
}) => {
  const visitor = `visitor.${Date.now()}@example.com`;
  await buyOneTee(page, visitor);
  const confirmation = await mailTo(visitor, 'Your Reelboard order');
  const link = /https?:\/\/\S+\/orders\/follow\/[0-9a-f]{64}/.exec(confirmation)?.[0];
  expect(link).toBeDefined();
  const privatePath = new URL(link as string).pathname;
  await page.goto(privatePath);
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await expectAccessible(page);

  const adminAccount = await newAccount(page.request, 'RefundAdmin');
  reelboard('user', 'level', adminAccount.email, 'admin');
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, adminAccount);
  await admin.goto('/admin/orders');
  await admin.getByLabel('E-mail or order number').fill(visitor);
  await admin.getByRole('button', { name: 'Search' }).click();
  const order = admin.getByTestId('order').filter({ hasText: visitor });
  await expect(order).toHaveCount(1);
  // A double click refunds once.
  await order.getByRole('button', { name: 'Refund everything left' }).dblclick();
  await expect(toast(admin, 'Order refunded.').first()).toBeVisible();
  await expect(order).toContainText('Refunded');
  await expect(order).toContainText('refunded $34.99');
  // The revenue panel counts today's sale and its refund, per day and per product.
  const today = new Date().toISOString().slice(0, 10);
  const perDay = admin.getByRole('table', { name: 'Per day (UTC)' });
  await expect(perDay.getByRole('row').filter({ hasText: today })).toHaveCount(1);
  const perProduct = admin.getByRole('table', { name: 'Per product' });
  await expect(perProduct.getByRole('row').filter({ hasText: 'Reelboard Logo Tee' })).toHaveCount(1);
  await adminContext.close();
  expect(await mailTo(visitor, 'Your Reelboard order was refunded')).toContain('We refunded $34.99 USD');

  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('Refunded');
  await expectFitsPhone(page);
});
