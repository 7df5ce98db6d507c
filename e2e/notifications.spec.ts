import { expect, type Page, test } from '@playwright/test';
import { reelboard } from './support/outbox.ts';
import { newAccount, publicGraphql, seededVideoId, signIn } from './support/session.ts';
import { accessToken, graphqlAs, makeClip, processedVideo } from './support/uploads.ts';

// Notifications (issue 24): the bell counts what is unread, live, on every page; each entry
// leads to what it is about; followers hear of a creator's new video and creators of their
// approval.

const CREATE_COMMENT = 'mutation ($input: CreateCommentInput!) { createComment(input: $input) { id } }';
const FOLLOW = 'mutation ($id: ID!) { followCreator(creatorId: $id) { id } }';
const APPROVE = 'mutation ($input: UpdateVideoInput!) { updateVideo(input: $input) { id } }';
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const menu = (page: Page) => page.getByRole('menu', { name: 'Notifications' });

test('a visitor replies to a member, whose bell counts it without a reload; the entry leads to the reply', async ({
  page,
  request,
}) => {
  const videoId = await seededVideoId(request);
  const member = await newAccount(request, 'Mira');
  const token = await accessToken(request, member);
  const { createComment } = await graphqlAs<{ createComment: { id: string } }>(
    request,
    token,
    CREATE_COMMENT,
    {
      input: { content: `Which brush is that? ${Date.now()}`, targetId: videoId, targetType: 'video' },
    },
  );
  await signIn(page, member);
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  const reply = async (content: string) =>
    (
      await publicGraphql<{ createComment: { id: string } }>(request, CREATE_COMMENT, {
        input: { content, targetId: videoId, targetType: 'video', parentCommentId: createComment.id },
      })
    ).createComment.id;
  await reply('A round one, size 6.');
  const second = await reply('And a flat one for the edges.');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');

  await bell(page).click();
  const entries = menu(page).getByRole('menuitem', { name: /replied to your comment/ });
  await expect(entries).toHaveCount(2);
  await entries.first().click();
  await expect(page).toHaveURL(new RegExp(`/videos/${videoId}#comment-${second}$`));
  await expect(page.locator(`#comment-${second}`)).toBeFocused();
  await expect(page.locator(`#comment-${second}`)).toContainText('And a flat one for the edges.');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');

  await bell(page).click();
  await menu(page).getByRole('menuitem', { name: 'Mark all read' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await page.keyboard.press('Escape');
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'All notifications' }).getByRole('link')).toHaveCount(2);
});

test('a creator hears of their approval, and a follower of the new video', async ({
  page,
  browser,
  request,
}) => {
  // Processing may wait behind the samples the server seeds after it starts.
  test.setTimeout(300_000);
  const title = `Tide pools ${Date.now()}`;
  const creator = await newAccount(request, 'Coral');
  expect(reelboard('user', 'level', creator.email, 'creator')).toMatch(/creator/);
  const admin = await newAccount(request, 'Approver');
  expect(reelboard('user', 'level', admin.email, 'admin')).toMatch(/admin/);
  const follower = await newAccount(request, 'Finn');
  const session = await request.post('/auth/sign-in', {
    data: { username: creator.email, password: creator.password },
  });
  const { accessToken: creatorToken, user } = (await session.json()) as {
    accessToken: string;
    user: { sub: string };
  };
  await graphqlAs(request, await accessToken(request, follower), FOLLOW, { id: user.sub });
  const videoId = await processedVideo(request, creatorToken, title, makeClip());

  await signIn(page, follower);
  const creatorPage = await (await browser.newContext()).newPage();
  await signIn(creatorPage, creator);
  await graphqlAs(request, await accessToken(request, admin), APPROVE, {
    input: { id: videoId, isApproved: true },
  });

  // The creator was told of the follower too.
  await expect(bell(creatorPage)).toHaveAccessibleName('Notifications, 2 unread');
  await bell(creatorPage).click();
  const told = menu(creatorPage);
  await expect(
    told.getByRole('menuitem', { name: `Your video "${title}" was approved and is now public.` }),
  ).toBeVisible();
  await expect(told.getByRole('menuitem', { name: 'Finn started following you.' })).toBeVisible();

  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(page).click();
  await menu(page)
    .getByRole('menuitem', { name: `Coral published a new video "${title}".` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/videos/${videoId}$`));
  await creatorPage.context().close();
});
