import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/accessibility.ts';
import { expectFitsPhone } from './support/orders.ts';
import { reelboard } from './support/outbox.ts';
import { newAccount, signIn, toast } from './support/session.ts';

// Issue 23, the shop owner's catalogue and stock (ADR 0030): an admin adds a product with
// an image and stock 2 and it is on /shop; a visitor buys both and it shows "Sold out"; an
// admin changes a price and the cart shows the new one after a reload. /admin/products is
// checked by axe, by keyboard and on a phone.

async function signedInAdmin(page: Page) {
  const account = await newAccount(page.request, 'ShopAdmin');
  reelboard('user', 'level', account.email, 'admin');
  await signIn(page, account);
}

async function addProduct(page: Page, product: { name: string; price: string; stock: string }) {
  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Add product' }).click();
  const form = page.getByRole('form', { name: 'New product' });
  await form.getByLabel('Name').fill(product.name);
  await form.getByLabel('Description').fill('A print for the studio wall.');
  await form.getByLabel('Price (USD)').fill(product.price);
  await form.getByLabel('Stock').fill(product.stock);
  await form.getByLabel('Subcategory').fill('Posters');
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();
  await form
    .getByLabel('Add an image')
    .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByRole('img', { name: 'Product view 1' })).toBeVisible();
  await form.getByRole('button', { name: 'Save product' }).press('Enter');
  await expect(toast(page, 'Product added.')).toBeVisible();
}

const card = (page: Page, name: string) => page.getByTestId('product-card').filter({ hasText: name });

async function payForCart(page: Page) {
  const shipping: [string, string][] = [
    ['Full Name', 'Katherine Johnson'],
    ['Email', `stock.${Date.now()}@example.com`],
    ['Address', '4 Orbit Road'],
    ['City', 'Hampton'],
    ['State', 'VA'],
    ['Postal Code', '23681'],
    ['Country', 'US'],
    ['Phone', '+1 757 555 0180'],
  ];
  for (const [label, value] of shipping) await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: 'Pay with test provider (test mode)' }).click();
  await expect(page.getByText('Payment Successful')).toBeVisible();
}

test('an admin adds a product with an image and stock 2; a visitor buys both and it is sold out', async ({
  page,
  browser,
}) => {
  // Two browsers, an upload, a payment and three axe runs: longer than one journey.
  test.slow();
  const name = `Studio Poster ${Date.now()}`;
  await signedInAdmin(page);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Shop products' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expectAccessible(page);
  await addProduct(page, { name, price: '15.00', stock: '2' });
  const row = page.getByTestId('admin-product').filter({ hasText: name });
  await expect(row).toContainText('$15.00');
  await expect(row).toContainText('2 in stock');
  await expectAccessible(page);
  await expectFitsPhone(page);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/shop');
  await expect(card(visitor, name).getByRole('img', { name })).toBeVisible();
  await card(visitor, name).getByRole('button', { name: 'Add to Cart' }).click();
  await visitor.goto('/cart');
  await visitor.getByLabel(`Quantity of ${name}`).fill('2');
  await expect(visitor.getByTestId('cart-subtotal')).toHaveText('$30.00');
  await payForCart(visitor);
  await visitor.goto('/shop');
  const soldOut = card(visitor, name).getByRole('button', { name: 'Sold out' });
  await expect(soldOut).toBeVisible();
  await expect(soldOut).toBeDisabled();
  await visitorContext.close();

  await page.reload();
  await expect(page.getByTestId('admin-product').filter({ hasText: name })).toContainText('Sold out');
});

test('an admin changes a price and the cart shows the new price after a reload', async ({
  page,
  browser,
}) => {
  const name = `Price Poster ${Date.now()}`;
  await signedInAdmin(page);
  await addProduct(page, { name, price: '19.99', stock: '' });

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/shop');
  await card(visitor, name).getByRole('button', { name: 'Add to Cart' }).click();
  await visitor.goto('/cart');
  const line = visitor.getByTestId('cart-line').filter({ hasText: name });
  await expect(line.getByTestId('cart-line-price')).toHaveText('$19.99');

  const row = page.getByTestId('admin-product').filter({ hasText: name });
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const form = page.getByRole('form', { name: `Edit ${name}` });
  await form.getByLabel('Price (USD)').fill('19.999');
  await form.getByRole('button', { name: 'Save product' }).click();
  await expect(form.getByRole('alert')).toContainText('at most two decimals');
  await form.getByLabel('Price (USD)').fill('24.50');
  await form.getByRole('button', { name: 'Save product' }).click();
  await expect(toast(page, 'Product saved.')).toBeVisible();
  await expect(row).toContainText('$24.50');

  await visitor.reload();
  await expect(line.getByTestId('cart-line-price')).toHaveText('$24.50');
  await expect(visitor.getByTestId('cart-subtotal')).toHaveText('$24.50');
  await visitorContext.close();
});
