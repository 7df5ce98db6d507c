import { expect, type Page, test } from '@playwright/test';
import { newAccount, publicGraphql, seededVideoId, signIn } from './support/session.ts';

// Issue 24, watch history: a signed-in person watches part of a video; the library's
// History lists it with the position reached, and the video page starts there next time.

const videoElement = (page: Page) => page.locator('video').first();

/** Plays the page's video muted from `seconds`, then pauses it: a pause sends the report. */
async function watchUntil(page: Page, seconds: number) {
  await expect
    .poll(() => videoElement(page).evaluate((video: HTMLVideoElement) => video.readyState))
    .toBeGreaterThan(0);
  const reported = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      Boolean(response.request().postData()?.includes('RecordWatchProgress')),
  );
  await videoElement(page).evaluate(async (video: HTMLVideoElement, at: number) => {
    video.muted = true;
    video.currentTime = at;
    await video.play();
  }, seconds);
  await expect
    .poll(() => videoElement(page).evaluate((video: HTMLVideoElement) => video.currentTime))
    .toBeGreaterThan(seconds);
  await videoElement(page).evaluate((video: HTMLVideoElement) => video.pause());
  const response = await reported;
  expect(
    ((await response.json()) as { data: { recordWatchProgress: number } }).data.recordWatchProgress,
  ).toBe(1);
  return videoElement(page).evaluate((video: HTMLVideoElement) => video.currentTime);
}

test('history lists a watched video, and the page resumes where it was left', async ({ page, request }) => {
  test.setTimeout(180_000);
  const videoId = await seededVideoId(request, 2);
  const { getVideo } = await publicGraphql<{ getVideo: { title: string; durationSeconds: number } }>(
    request,
    'query ($id: ID!) { getVideo(id: $id) { title durationSeconds } }',
    { id: videoId },
  );
  // Well before the end, so that it is not "nearly finished" (shared/library.ts).
  const start = Math.min(4, Math.floor(getVideo.durationSeconds / 3));
  await signIn(page, await newAccount(request, 'Watcher'));

  await page.goto(`/videos/${videoId}`);
  const left = await watchUntil(page, start);

  await page.goto('/library');
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('link', { name: new RegExp(getVideo.title) })).toBeVisible();
  await expect(history.getByText(/^Watched 0:0\d of \d+:\d\d$/)).toBeVisible();

  await page.goto(`/videos/${videoId}`);
  await expect
    .poll(() => videoElement(page).evaluate((video: HTMLVideoElement) => video.currentTime))
    .toBeGreaterThanOrEqual(Math.floor(left * 10) / 10 - 0.2);

  // Removed from the history, the video starts from the beginning again.
  await page.goto('/library');
  await history.getByRole('button', { name: `Remove ${getVideo.title} from history` }).click();
  await expect(history.getByText('No watch history yet.')).toBeVisible();
  await page.goto(`/videos/${videoId}`);
  await expect
    .poll(() => videoElement(page).evaluate((video: HTMLVideoElement) => video.readyState))
    .toBeGreaterThan(0);
  await page.waitForTimeout(500);
  expect(await videoElement(page).evaluate((video: HTMLVideoElement) => video.currentTime)).toBe(0);
});
