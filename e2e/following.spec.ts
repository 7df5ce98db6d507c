import { type APIRequestContext, expect, test } from '@playwright/test';
import { reelboard } from './support/outbox.ts';
import { newAccount, personAt, toast } from './support/session.ts';
import { shortsFeed } from './support/shorts.ts';
import { accessToken, graphqlAs, makeClip, processedVideo } from './support/uploads.ts';

// The Following feed of issue 24 (ADR 0028): a creator's newly approved video reaches the
// people who follow them, on /following and in the Following tab of /shorts; "Not
// interested" hides it there until Undo; visitors are asked to sign in.

let clip: Buffer;

test.beforeAll(() => {
  clip = makeClip();
});

/** A creator's upload, processed and approved through the API (upload.spec.ts has the forms). */
async function approvedVideo(request: APIRequestContext, title: string): Promise<string> {
  const creator = await newAccount(request, 'Cleo');
  expect(reelboard('user', 'level', creator.email, 'creator')).toMatch(/creator/);
  const admin = await newAccount(request, 'Ada');
  expect(reelboard('user', 'level', admin.email, 'admin')).toMatch(/admin/);
  const videoId = await processedVideo(request, await accessToken(request, creator), title, clip);
  await graphqlAs(request, await accessToken(request, admin), APPROVE, {
    input: { id: videoId, isApproved: true },
  });
  return videoId;
}

const APPROVE = 'mutation ($input: UpdateVideoInput!) { updateVideo(input: $input) { id } }';

test('a follower finds a followed creator’s new video on /following and in the Shorts tab', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const title = `Following journey ${Date.now()}`;
  const videoId = await approvedVideo(request, title);

  // A viewer follows the creator from the video page; nobody followed yet means an empty feed.
  const fan = await personAt(browser, 'viewer', 'Finn');
  await fan.goto('/following');
  await expect(fan.getByText('No videos from creators you follow yet.', { exact: false })).toBeVisible();
  await fan.goto(`/videos/${videoId}`);
  await fan.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(fan.getByText(/^Success! You are now following /)).toBeVisible();

  // The avatar menu leads to the Following page, which shows the video as a card.
  await fan.getByRole('button', { name: 'User menu' }).click();
  await fan.getByRole('menuitem', { name: 'Following' }).click();
  await expect(fan).toHaveURL(/\/following$/);
  await expect(fan.getByRole('heading', { level: 1, name: 'Following' })).toBeVisible();
  const card = fan.getByRole('link', { name: new RegExp(title) }).first();
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('href', `/videos/${videoId}`);

  // The Shorts tab plays it; "Not interested" hides it until Undo.
  await fan.getByRole('link', { name: 'Watch as Shorts' }).click();
  await expect(fan).toHaveURL(new RegExp(`/shorts/following/${videoId}$`));
  const tabs = fan.getByRole('navigation', { name: 'Shorts feeds' });
  await expect(tabs.getByRole('link', { name: 'Following' })).toHaveAttribute('aria-current', 'page');
  await expect(fan.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(fan.getByTestId('short-video')).toBeVisible();
  await fan.getByRole('button', { name: 'Not interested' }).click();
  await expect(fan.getByText(/^This video is hidden, and you will see less of /)).toBeVisible();
  await expect(fan.getByRole('heading', { level: 1, name: title })).toBeHidden();
  await expect(shortsFeed(fan)).toContainText('You have seen every new short of the creators you follow.');
  await fan.getByRole('button', { name: 'Undo' }).click();
  await expect(toast(fan, 'The video is back in your feeds.')).toBeVisible();
  await expect(fan.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(fan).toHaveURL(new RegExp(`/shorts/following/${videoId}$`));

  // For you is the other tab.
  await tabs.getByRole('link', { name: 'For you' }).click();
  await expect(fan).toHaveURL(/\/shorts\/[0-9a-f-]{36}$/);
  await expect(tabs.getByRole('link', { name: 'For you' })).toHaveAttribute('aria-current', 'page');
});

test('visitors are asked to sign in for the Following feed', async ({ page }) => {
  const message = 'Sign in to see the latest videos of the creators you follow.';
  await page.goto('/following');
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    '/signin',
  );
  await page.goto('/shorts/following');
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Shorts feeds' })).toBeVisible();
});
