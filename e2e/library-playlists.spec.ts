import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { newAccount, publicGraphql, seededVideoId, signIn, toast } from './support/session.ts';

// Issue 24, playlists: a person makes a public playlist of two videos from the video pages,
// moves the second one up; an anonymous visitor opens it in that order and plays it; made
// private, it is not found for them any more.

async function titleOf(request: Parameters<typeof publicGraphql>[0], id: string) {
  const data = await publicGraphql<{ getVideo: { title: string } }>(
    request,
    'query ($id: ID!) { getVideo(id: $id) { title } }',
    { id },
  );
  return data.getVideo.title;
}

const listedTitles = (page: Page) =>
  page
    .getByRole('list', { name: /^Videos of / })
    .getByRole('heading', { level: 3 })
    .allTextContents();

test('a playlist of two videos, one reordered, opens for an anonymous visitor when public and not when private', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const firstId = await seededVideoId(request, 2);
  const secondId = await seededVideoId(request, 3);
  const [first, second] = [await titleOf(request, firstId), await titleOf(request, secondId)];
  await signIn(page, await newAccount(request, 'Curator'));

  // A new public playlist from the first video's page; it gets the video at once.
  await page.goto(`/videos/${firstId}`);
  await page.getByRole('button', { name: 'Add to playlist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to playlist' });
  await dialog.getByLabel('New playlist title').fill('Road trip');
  await dialog.getByLabel('Who can open it').selectOption('PUBLIC');
  await dialog.getByRole('button', { name: 'Create playlist' }).click();
  await expect(toast(page, 'Added to Road trip')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /Road trip/ })).toBeChecked();
  await page.keyboard.press('Escape');

  // The second video joins it from its own page.
  await page.goto(`/videos/${secondId}`);
  await page.getByRole('button', { name: 'Add to playlist' }).click();
  await page
    .getByRole('dialog', { name: 'Add to playlist' })
    .getByRole('checkbox', { name: /Road trip/ })
    .check();
  await expect(toast(page, 'Added to Road trip')).toBeVisible();
  await page.keyboard.press('Escape');

  // From the library to the playlist; the second video moves up, by keyboard.
  await page.goto('/library');
  await page
    .getByRole('region', { name: 'Playlists' })
    .getByRole('link', { name: /Road trip/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Road trip' })).toBeVisible();
  const playlistUrl = page.url();
  await expect.poll(() => listedTitles(page)).toEqual([first, second]);
  await page.getByRole('button', { name: `Move up: ${second}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${second} moved to position 1 of 2.`)).toBeAttached();
  await expect.poll(() => listedTitles(page)).toEqual([second, first]);
  await expectAccessible(page);
  await page.reload();
  await expect.poll(() => listedTitles(page)).toEqual([second, first]);

  // An anonymous visitor opens it in that order and plays it.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(playlistUrl);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Road trip' })).toBeVisible();
  await expect.poll(() => listedTitles(visitor)).toEqual([second, first]);
  await expect(visitor.getByRole('button', { name: /^Move up/ })).toHaveCount(0);
  await visitor.getByRole('link', { name: 'Play all' }).click();
  await expect(visitor.getByText('Playing 1 of 2')).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 1, name: second })).toBeVisible();
  await expect(visitor.getByRole('link', { name: new RegExp(first) })).toBeVisible();
  // When the video ends, the next one starts.
  const player = visitor.locator('video').first();
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThan(0);
  await player.evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    video.currentTime = Math.max(0, video.duration - 0.5);
    await video.play();
  });
  await expect(visitor.getByText('Playing 2 of 2')).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 1, name: first })).toBeVisible();

  // Made private, it is not found for the visitor; its owner still has it.
  await page.getByLabel('Who can open it').selectOption('PRIVATE');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Playlist saved')).toBeVisible();
  await visitor.goto(playlistUrl);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Playlist not found' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Road trip' })).toBeVisible();
  await visitorContext.close();
});
