import { expect, test } from '@playwright/test';
import { publicGraphql } from './support/session.ts';
import { nextShort, openShorts, shortId, swipe, waitForCatalogue } from './support/shorts.ts';

// The Shorts feed of issue 13: one short per screen, moved by keys and by touch swipes,
// the URL following the short shown, back returning to the previous one, a shared link
// opening its short, and a visitor's like that survives a reload.

let catalogue: string[] = [];

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  catalogue = await waitForCatalogue(request);
});

test('moves through five shorts by keyboard, the URL following; back returns to the previous one', async ({
  page,
}) => {
  await openShorts(page);
  const seen = [shortId(page)];
  for (let i = 0; i < 4; i++) {
    await nextShort(page, i % 2 === 0 ? 'ArrowDown' : 'PageDown');
    seen.push(shortId(page));
  }
  expect(new Set(seen).size).toBe(5);
  // Each URL names the short shown.
  const title = await page.getByTestId('short-video').getAttribute('aria-label');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(title));

  await page.goBack();
  await expect.poll(() => shortId(page)).toBe(seen[3]);
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => shortId(page)).toBe(seen[2]);
});

test('a touch swipe up shows the next short, down the previous one', async ({ browser }) => {
  const context = await browser.newContext({
    hasTouch: true,
    isMobile: true,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await openShorts(page);
  const first = shortId(page);
  await swipe(page, 600, 200);
  await expect.poll(() => shortId(page)).not.toBe(first);
  const second = shortId(page);
  await swipe(page, 600, 200);
  await expect.poll(() => shortId(page)).not.toBe(second);
  await swipe(page, 200, 600);
  await expect.poll(() => shortId(page)).toBe(second);
  await context.close();
});

test('a shared link opens its short', async ({ page, request }) => {
  const id = String(catalogue[9]);
  const { getVideo } = await publicGraphql<{ getVideo: { title: string } }>(
    request,
    'query($id: ID!) { getVideo(id: $id) { title } }',
    { id },
  );
  await openShorts(page, `/shorts/${id}`);
  expect(shortId(page)).toBe(id);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(getVideo.title);
});

test('a visitor likes a short, and the count survives a reload', async ({ page }) => {
  await openShorts(page);
  await nextShort(page);
  await nextShort(page);
  const id = shortId(page);
  const like = page.getByRole('button', { name: /^Like \d/ });
  const before = Number(await page.getByTestId('video-likes').textContent());
  const pressed = (await like.getAttribute('aria-pressed')) === 'true';
  await like.click();
  const after = pressed ? before - 1 : before + 1;
  await expect(page.getByTestId('video-likes')).toHaveText(String(after));
  await page.reload();
  await expect.poll(() => shortId(page)).toBe(id);
  await expect(page.getByTestId('video-likes')).toHaveText(String(after));
  await expect(like).toHaveAttribute('aria-pressed', pressed ? 'false' : 'true');
});
