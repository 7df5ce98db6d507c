import { expect, type Page, test } from '@playwright/test';
import { publicGraphql } from './support/session.ts';

// The Shorts feed of issue 13: one short per screen, moved by keys and by touch swipes,
// the URL following the short shown, back returning to the previous one, a shared link
// opening its short, and a visitor's like that survives a reload.

const shortId = (page: Page) => new URL(page.url()).pathname.match(/^\/shorts\/([0-9a-f-]{36})$/)?.[1];

async function openShorts(page: Page, path = '/shorts') {
  await page.goto(path);
  await expect(page.getByRole('feed', { name: 'Shorts' })).toBeVisible();
  await expect.poll(() => shortId(page)).toBeTruthy();
  await expect(page.getByTestId('short-video')).toBeVisible();
  // The short shown and at least one neighbour are in place before anyone swipes.
  await expect
    .poll(() =>
      page.getByRole('feed', { name: 'Shorts' }).getByRole('article', { includeHidden: true }).count(),
    )
    .toBeGreaterThanOrEqual(2);
}

let catalogue: string[] = [];

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  // All sixteen samples in (they are seeded in the background after the server starts).
  await expect
    .poll(
      async () => {
        const data = await publicGraphql<{ shortsFeed: { items: { id: string }[] } }>(
          request,
          '{ shortsFeed(limit: 20) { items { id } } }',
        ).catch(() => null);
        catalogue = data?.shortsFeed.items.map((item) => item.id) ?? [];
        return catalogue.length;
      },
      { timeout: 170_000, intervals: [1000] },
    )
    .toBeGreaterThanOrEqual(16);
});

async function next(page: Page, key: 'ArrowDown' | 'PageDown' = 'ArrowDown') {
  const from = shortId(page);
  await page.keyboard.press(key);
  await expect.poll(() => shortId(page)).not.toBe(from);
}

test('moves through five shorts by keyboard, the URL following; back returns to the previous one', async ({
  page,
}) => {
  await openShorts(page);
  const seen = [shortId(page)];
  for (let i = 0; i < 4; i++) {
    await next(page, i % 2 === 0 ? 'ArrowDown' : 'PageDown');
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
  const swipe = async (fromY: number, toY: number) => {
    const feed = page.getByRole('feed', { name: 'Shorts' });
    await feed.dispatchEvent('touchstart', { touches: [{ identifier: 1, clientX: 200, clientY: fromY }] });
    await feed.dispatchEvent('touchend', { changedTouches: [{ identifier: 1, clientX: 200, clientY: toY }] });
  };
  await swipe(600, 200);
  await expect.poll(() => shortId(page)).not.toBe(first);
  const second = shortId(page);
  await swipe(600, 200);
  await expect.poll(() => shortId(page)).not.toBe(second);
  await swipe(200, 600);
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
  await next(page);
  await next(page);
  const id = shortId(page);
  const like = page.getByRole('button', { name: /^Like \(/ });
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
