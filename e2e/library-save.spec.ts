import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { newAccount, publicGraphql, seededVideoId, signIn, toast } from './support/session.ts';

// Issue 24, the library's Save: a press puts the video in the library (with the spec's
// toast), a second press takes it out. A signed-out visitor's saves stay in the browser and
// move into their account when they sign in.

async function videoTitle(request: Parameters<typeof publicGraphql>[0], id: string): Promise<string> {
  const data = await publicGraphql<{ getVideo: { title: string } }>(
    request,
    'query ($id: ID!) { getVideo(id: $id) { title } }',
    { id },
  );
  return data.getVideo.title;
}

const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
const savedRegion = (page: Page) => page.getByRole('region', { name: 'Saved' });

async function openLibraryFromUserMenu(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Library' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your library' })).toBeVisible();
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  await seededVideoId(request);
});

test('Save puts a video in the library and a second press takes it out', async ({ page, request }) => {
  const videoId = await seededVideoId(request, 0);
  const title = await videoTitle(request, videoId);
  await signIn(page, await newAccount(request, 'Saver'));

  await page.goto(`/videos/${videoId}`);
  await expect(saveButton(page)).toBeEnabled();
  await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'false');
  await saveButton(page).click();
  await expect(toast(page, 'Saved!')).toBeVisible();
  await expect(toast(page, 'Video saved to your library')).toBeVisible();
  await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'true');

  await openLibraryFromUserMenu(page);
  await expect(savedRegion(page).getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Playlists' })).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/videos/${videoId}`);
  await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'true');
  await saveButton(page).click();
  await expect(toast(page, 'Removed from your library')).toBeVisible();
  await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'false');

  await openLibraryFromUserMenu(page);
  await expect(savedRegion(page).getByText('No saved videos yet.', { exact: false })).toBeVisible();
});

test("a visitor's saves stay in the browser and move into the account at sign-in", async ({
  page,
  request,
}) => {
  const videoId = await seededVideoId(request, 1);
  const title = await videoTitle(request, videoId);
  const account = await newAccount(request, 'Visitor');

  await page.goto(`/videos/${videoId}`);
  await expect(saveButton(page)).toBeEnabled();
  await saveButton(page).click();
  await expect(toast(page, 'Saved!')).toBeVisible();
  await page.reload();
  await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/library');
  await expect(savedRegion(page).getByRole('link', { name: new RegExp(title) })).toBeVisible();

  await signIn(page, account);
  await expect(toast(page, '1 saved video moved to your library')).toBeVisible();
  await openLibraryFromUserMenu(page);
  await expect(savedRegion(page).getByRole('link', { name: new RegExp(title) })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('reelboard:saved-videos'))).toBeNull();
});
