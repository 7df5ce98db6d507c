import { expect, type Page, test } from '@playwright/test';
import { reelboard } from './support/outbox.ts';
import { type Account, newAccount, seededVideoId, signIn, toast } from './support/session.ts';

// Authors' own comments and posts (issue 12, ADR 0017): an author edits a comment ("edited" with the
// time) and deletes comments, one with a reply leaving "[deleted]" over it; a comment with
// a blocked word is held: its author sees "held for review", other visitors nothing.

const run = () => Date.now().toString(36);
let videoId: string;

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  videoId = await seededVideoId(request, 1);
});

const commentBy = (page: Page, text: string) => page.getByTestId('comment').filter({ hasText: text });

async function comment(page: Page, text: string) {
  await page.getByLabel('Add a comment').fill(text);
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(toast(page, 'Comment added successfully!').first()).toBeVisible();
  await expect(commentBy(page, text)).toBeVisible();
}

test('an author edits a comment, and deletes one with a reply and one without', async ({
  page,
  browser,
  request,
}) => {
  const author: Account = await newAccount(request, 'Author');
  const tag = run();
  page.on('dialog', (dialog) => dialog.accept());
  await signIn(page, author);
  await page.goto(`/videos/${videoId}`);
  await comment(page, `First thought ${tag}`);
  await comment(page, `Second thought ${tag}`);

  // By its id: while it is edited, its text is in the form, not on the page.
  const firstId = await commentBy(page, `First thought ${tag}`).getAttribute('data-comment-id');
  const first = page.locator(`[data-comment-id="${firstId}"]`);
  await first.getByRole('button', { name: 'Edit' }).click();
  await first.getByLabel('Edit your comment').fill(`First thought, better put ${tag}`);
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Comment updated.')).toBeVisible();
  const edited = commentBy(page, `First thought, better put ${tag}`);
  await expect(edited.getByTestId('comment-edited')).toContainText('edited');

  // Someone replies to the first comment.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/videos/${videoId}`);
  await commentBy(visitorPage, `First thought, better put ${tag}`)
    .getByRole('button', { name: 'Reply' })
    .click();
  await visitorPage.getByLabel(/^Reply to /).fill(`A reply ${tag}`);
  await visitorPage.getByRole('button', { name: 'Post Reply' }).click();
  await expect(toast(visitorPage, 'Comment added successfully!')).toBeVisible();

  await page.reload();
  const thread = page.getByTestId('comment-thread').filter({ hasText: `A reply ${tag}` });
  await thread.getByTestId('comment').first().getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Comment deleted.')).toBeVisible();
  await expect(thread.getByTestId('comment').first()).toHaveText('[deleted]');
  await expect(thread).toContainText(`A reply ${tag}`);

  await commentBy(page, `Second thought ${tag}`).getByRole('button', { name: 'Delete' }).click();
  await expect(commentBy(page, `Second thought ${tag}`)).toHaveCount(0);

  // What another visitor sees after a reload.
  await visitorPage.reload();
  const seen = visitorPage.getByTestId('comment-thread').filter({ hasText: `A reply ${tag}` });
  await expect(seen.getByTestId('comment').first()).toHaveText('[deleted]');
  await expect(commentBy(visitorPage, `Second thought ${tag}`)).toHaveCount(0);
  await expect(commentBy(visitorPage, `First thought`)).toHaveCount(0);
  await visitor.close();
});

test('a comment with a blocked word is held for review', async ({ page, browser, request }) => {
  const admin = await newAccount(request, 'Keeper');
  expect(reelboard('user', 'level', admin.email, 'admin')).toMatch(/admin/);
  const word = `blockword${run()}`;
  await signIn(page, admin);
  await page.goto('/admin/reports?tab=blocked-terms');
  await page.getByLabel('Word or pattern').fill(word);
  await page.getByRole('button', { name: 'Add term' }).click();
  await expect(toast(page, `Blocked "${word}".`)).toBeVisible();

  const author = await browser.newContext();
  const authorPage = await author.newPage();
  await signIn(authorPage, await newAccount(request, 'Writer'));
  await authorPage.goto(`/videos/${videoId}`);
  await comment(authorPage, `This has ${word} in it`);
  await authorPage.reload();
  await expect(commentBy(authorPage, `This has ${word} in it`)).toContainText('held for review');

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/videos/${videoId}`);
  await expect(visitorPage.getByRole('heading', { name: /^Comments/ })).toBeVisible();
  await expect(commentBy(visitorPage, `This has ${word} in it`)).toHaveCount(0);
  await author.close();
  await visitor.close();
});

test('an author edits and deletes their post', async ({ page, browser, request }) => {
  const title = `Studio notes ${run()}`;
  page.on('dialog', (dialog) => dialog.accept());
  await signIn(page, await newAccount(request, 'Poster'));
  await page.goto('/create-post');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Category').selectOption('Lifestyle');
  await page.getByLabel('Content').fill('Notes from the studio.');
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page).toHaveURL(/\/community-board$/);
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  // The board shows the title too: wait for the post's own page before taking its address.
  await expect(page).toHaveURL(/\/post\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const postUrl = page.url();

  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit post' });
  await form.getByLabel('Title').fill(`${title} (revised)`);
  await form.getByLabel('Content').fill('Notes from the studio, with the lights this time.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Post updated.')).toBeVisible();
  await expect(page.getByRole('heading', { name: `${title} (revised)` })).toBeVisible();
  await expect(page.getByTestId('post-edited')).toContainText('edited');

  // Another visitor reads the edit, and no Edit or Delete button.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(postUrl);
  await expect(visitorPage.getByText('with the lights this time')).toBeVisible();
  await expect(visitorPage.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Post deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/community-board$/);
  await visitorPage.reload();
  await expect(visitorPage.getByText('Post not found')).toBeVisible();
  await visitor.close();
});
