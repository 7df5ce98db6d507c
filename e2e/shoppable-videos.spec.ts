import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { personAt, toast } from './support/session.ts';

// Shoppable videos (issue 13 item 3): a creator uploads a video; an admin approves it and
// tags a shop product on it from the dashboard; a visitor adds the product to the cart from
// the Shorts overlay and pays with the built-in test provider; the creator then sees one add
// and one attributed order in "My videos", and the admin sees the order's video.

const PRODUCT = 'Spotlight Sunglasses';
let workDir: string;
let clip: Buffer;

test.beforeAll(() => {
  workDir = mkdtempSync(path.join(tmpdir(), 'reelboard-shoppable-'));
  const file = path.join(workDir, 'clip.mp4');
  execFileSync('/usr/bin/ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=4'],
    ...['-f', 'lavfi', '-i', 'sine=duration=4'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
  ]);
  clip = readFileSync(file);
});

test.afterAll(() => rmSync(workDir, { recursive: true, force: true }));

test('an admin tags a product on a video; a visitor buys it from Shorts; the creator sees the add and the order', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const title = `Sunglasses on the pier ${Date.now()}`;

  // The creator uploads a video and waits for it to be processed.
  const creator = await personAt(browser, 'creator', 'Cleo');
  await creator.goto('/profile?tab=content');
  await creator
    .getByLabel('Video file')
    .setInputFiles({ name: 'pier.mp4', mimeType: 'video/mp4', buffer: clip });
  await creator.getByLabel('Title').fill(title);
  await creator.getByLabel('Category').selectOption('Lifestyle');
  await creator.getByRole('button', { name: 'Upload Video' }).click();
  await expect(toast(creator, 'Video uploaded and saved successfully!')).toBeVisible({ timeout: 30_000 });
  const mine = creator.getByTestId('my-video').filter({ hasText: title });
  await expect(mine).toContainText('Ready', { timeout: 120_000 });
  const href = await mine.getByRole('link', { name: title, exact: true }).getAttribute('href');
  const videoId = href?.split('/').pop() ?? '';
  expect(videoId).toMatch(/^[0-9a-f-]{36}$/);
  await expect(mine.getByTestId('video-shop-stats')).toHaveText('Added to cart: 0 · Orders: 0');

  // An admin approves it and tags the sunglasses on the dashboard.
  const admin = await personAt(browser, 'admin', 'Ada');
  await admin.goto('/profile?tab=settings');
  const review = admin.getByRole('article', { name: title });
  await review.getByLabel('Approved').check();
  await review.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(admin, 'Video updated!')).toBeVisible();
  await review.getByLabel(`${PRODUCT} ($99.99)`).check();
  await review.getByRole('button', { name: 'Save products' }).click();
  await expect(toast(admin, 'Products saved.')).toBeVisible();

  // A visitor opens the shared short and adds the product from the overlay.
  const visitor = await (await browser.newContext()).newPage();
  await expect(async () => {
    await visitor.goto(`/shorts/${videoId}`);
    await expect(visitor.getByTestId('video-product')).toHaveCount(1, { timeout: 3000 });
  }).toPass({ timeout: 30_000, intervals: [1000] });
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  const chip = visitor.getByTestId('video-product');
  await expect(chip).toContainText(PRODUCT);
  await expect(chip).toContainText('$99.99');
  const counted = visitor.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('recordVideoCartAdd'),
  );
  await chip.getByRole('button', { name: `Add ${PRODUCT} to cart` }).click();
  await expect(toast(visitor, 'Added to cart!')).toBeVisible();
  // The visitor gets the server's claim of the add, not the creator's count, and the cart
  // line keeps the claim for the checkout: without it the order would not be attributed.
  expect(((await (await counted).json()) as { data?: unknown }).data).toEqual({
    recordVideoCartAdd: { __typename: 'VideoCartAdd', claim: expect.any(String) },
  });
  await expect
    .poll(() =>
      visitor.evaluate(
        () => (JSON.parse(localStorage.getItem('cart') ?? '[]') as { videoClaim?: string }[])[0],
      ),
    )
    .toMatchObject({ videoId, videoClaim: expect.any(String) });

  // ...and pays for it with the test provider.
  await visitor.goto('/cart');
  await expect(visitor.getByTestId('cart-line')).toHaveCount(1);
  await expect(visitor.getByTestId('cart-total')).toHaveText('$104.99');
  const shipping: [string, string][] = [
    ['Full Name', 'Katherine Johnson'],
    ['Email', 'katherine.buyer@example.com'],
    ['Address', '1 Orbit Way'],
    ['City', 'Hampton'],
    ['State', 'VA'],
    ['Postal Code', '23666'],
    ['Country', 'US'],
    ['Phone', '+1 757 555 0199'],
  ];
  for (const [label, value] of shipping) await visitor.getByLabel(label).fill(value);
  await visitor.getByRole('button', { name: 'Pay with test provider (test mode)' }).click();
  await expect(visitor.getByText('Payment Successful')).toBeVisible();

  // The creator sees one add and one attributed order.
  await creator.reload();
  await expect(
    creator.getByTestId('my-video').filter({ hasText: title }).getByTestId('video-shop-stats'),
  ).toHaveText('Added to cart: 1 · Orders: 1');

  // The admin's order list names the video the order came from.
  await admin.goto('/admin/orders');
  const order = admin.getByTestId('order').filter({ hasText: 'katherine.buyer@example.com' });
  await expect(order).toContainText(`1 × ${PRODUCT}`);
  await expect(order.getByRole('link', { name: title })).toHaveAttribute('href', `/videos/${videoId}`);
});
