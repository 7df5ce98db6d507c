import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { publicGraphql } from './session.ts';

// Steps the Shorts journeys share: waiting for the catalogue, opening the feed, moving on.

export const shortId = (page: Page) => new URL(page.url()).pathname.match(/^\/shorts\/([0-9a-f-]{36})$/)?.[1];

export const shortsFeed = (page: Page) => page.getByRole('feed', { name: 'Shorts' });

export async function openShorts(page: Page, path = '/shorts') {
  await page.goto(path);
  await feedReady(page);
}

/** The feed has mounted, shows a short and has a neighbour in place: keys and swipes work. */
export async function feedReady(page: Page) {
  await expect(shortsFeed(page)).toBeVisible();
  await expect.poll(() => shortId(page)).toBeTruthy();
  await expect(page.getByTestId('short-video')).toBeVisible();
  // The short shown and at least one neighbour are in place before anyone swipes.
  await expect
    .poll(() => shortsFeed(page).getByRole('article', { includeHidden: true }).count())
    .toBeGreaterThanOrEqual(2);
}

/** The ids of the feed's first 20 shorts, once all sixteen samples are in (seeded in the background after start). */
export async function waitForCatalogue(request: APIRequestContext): Promise<string[]> {
  let catalogue: string[] = [];
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
  return catalogue;
}

export async function nextShort(page: Page, key: 'ArrowDown' | 'PageDown' = 'ArrowDown') {
  const from = shortId(page);
  await page.keyboard.press(key);
  await expect.poll(() => shortId(page)).not.toBe(from);
}

/** A touch swipe on the feed, from one height to another (up: the next short). */
export async function swipe(page: Page, fromY: number, toY: number) {
  const feed = shortsFeed(page);
  await feed.dispatchEvent('touchstart', { touches: [{ identifier: 1, clientX: 200, clientY: fromY }] });
  await feed.dispatchEvent('touchend', { changedTouches: [{ identifier: 1, clientX: 200, clientY: toY }] });
}
