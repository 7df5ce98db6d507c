import { expect, type Page, test } from '@playwright/test';
import { latestConfirmationCode, reelboard } from './support/outbox.ts';

// The shop journey of SPEC.md sections 2, 4, 5 and 8: add the three sample products,
// edit the cart (0 and letters become 1), remove one, reload, check the totals with the
// server's delivery fee, fill the shipping form, pay with the built-in test provider,
// and find the order in the admin list.

const quantityOf = (page: Page, name: string) => page.getByLabel(`Quantity of ${name}`);

async function addToCart(page: Page, name: string) {
  const card = page.getByTestId('product-card').filter({ hasText: name });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart!').first()).toBeVisible();
}

test('shop, cart, shipping and a test-mode payment that lands in the admin order list', async ({ page }) => {
  // A buyer address of this run's own: a retry finds its order, not also the first try's.
  const buyer = `mary.buyer.${Date.now()}@example.com`;
  await page.goto('/shop');
  // The four products the first start seeds (other journeys may have added theirs).
  const cards = page.getByTestId('product-card');
  await expect(
    cards.filter({
      hasText: /Spotlight Sunglasses|Reelboard Logo Tee|Creator Hoodie|Support Independent Creators/,
    }),
  ).toHaveCount(4);
  await expect(cards.filter({ hasText: 'Spotlight Sunglasses' })).toContainText('$99.99');
  await expect(cards.filter({ hasText: 'Reelboard Logo Tee' })).toContainText('$29.99');
  await expect(cards.filter({ hasText: 'Creator Hoodie' })).toContainText('$49.99');
  await expect(cards.filter({ hasText: 'Support Independent Creators' })).toContainText('This is a donation');
  // Product images are served by the site itself.
  const image = cards.first().getByRole('img');
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await addToCart(page, 'Reelboard Logo Tee');
  await addToCart(page, 'Creator Hoodie');
  await addToCart(page, 'Spotlight Sunglasses');
  await addToCart(page, 'Reelboard Logo Tee');
  await expect(page.getByTestId('cart-count')).toHaveText('4');

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(3);
  await expect(quantityOf(page, 'Reelboard Logo Tee')).toHaveValue('2');

  // Minimum 1: zero and letters become 1.
  await quantityOf(page, 'Creator Hoodie').fill('3');
  await expect(quantityOf(page, 'Creator Hoodie')).toHaveValue('3');
  await quantityOf(page, 'Creator Hoodie').fill('0');
  await expect(quantityOf(page, 'Creator Hoodie')).toHaveValue('1');
  await quantityOf(page, 'Reelboard Logo Tee').fill('3');
  await quantityOf(page, 'Reelboard Logo Tee').press('Control+A');
  await quantityOf(page, 'Reelboard Logo Tee').pressSequentially('e');
  await expect(quantityOf(page, 'Reelboard Logo Tee')).toHaveValue('1');
  await quantityOf(page, 'Spotlight Sunglasses').fill('2');

  // Remove one line.
  await page
    .getByTestId('cart-line')
    .filter({ hasText: 'Creator Hoodie' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);

  // The cart survives a reload.
  await page.reload();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(quantityOf(page, 'Reelboard Logo Tee')).toHaveValue('1');
  await expect(quantityOf(page, 'Spotlight Sunglasses')).toHaveValue('2');
  await expect(page.getByTestId('cart-count')).toHaveText('3');

  // 29.99 + 2 x 99.99 = 229.97, plus the delivery fee of 5.
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$229.97');
  await expect(page.getByTestId('cart-delivery-fee')).toHaveText('$5.00');
  await expect(page.getByTestId('cart-total')).toHaveText('$234.97');
  await expect(page.getByText(/All sales are final/)).toContainText('support@reelboard.local');

  // Paying needs the shipping form; its e-mail and phone fields have their input types.
  const pay = page.getByRole('button', { name: 'Pay with test provider (test mode)' });
  await pay.click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('Phone')).toHaveAttribute('type', 'tel');
  const shipping: [string, string][] = [
    ['Full Name', 'Mary Jackson'],
    ['Email', buyer],
    ['Address', '12 Wind Tunnel Road'],
    ['City', 'Hampton'],
    ['State', 'VA'],
    ['Postal Code', '23681'],
    ['Country', 'US'],
    ['Phone', '+1 757 555 0142'],
  ];
  for (const [label, value] of shipping) await page.getByLabel(label).fill(value);
  await pay.click();

  await expect(page.getByText('Payment Successful')).toBeVisible();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toBeHidden();
  await page.reload();
  await expect(page.getByText('Your cart is empty')).toBeVisible();

  // An admin finds the order with the server's total.
  const email = `shop.admin.${Date.now()}@example.com`;
  const password = 'Correct-horse-42';
  expect(
    (await page.request.post('/auth/sign-up', { data: { email, password, name: 'Shop Admin' } })).ok(),
  ).toBe(true);
  const code = await latestConfirmationCode(email);
  expect((await page.request.post('/auth/confirm-sign-up', { data: { email, code } })).ok()).toBe(true);
  reelboard('user', 'level', email, 'admin');
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  // The admins' Settings tab links to the orders.
  await page.goto('/profile?tab=settings');
  await page.getByRole('link', { name: 'Shop orders' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  const order = page.getByTestId('order').filter({ hasText: buyer });
  await expect(order).toHaveCount(1);
  await expect(order.getByTestId('order-total')).toHaveText('$234.97');
  await expect(order).toContainText('paid');
  await expect(order).toContainText('2 × Spotlight Sunglasses');
});

test('the admin order list is refused to visitors who are not admins', async ({ page }) => {
  const response = await page.request.post('/graphql', {
    data: { query: '{ listOrders { items { id } } }' },
    headers: {
      'x-api-key': ((await (await page.request.get('/api/config')).json()) as { publicApiKey: string })
        .publicApiKey,
    },
  });
  const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});
