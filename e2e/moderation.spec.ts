import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { reelboard } from './support/outbox.ts';
import { type Account, newAccount, publicGraphql, seededVideoId, signIn, toast } from './support/session.ts';

// The moderation journeys of issue 12 (ADR 0017): visitors and users report content from
// the pages they read it on; an admin decides on /admin/reports and reads the audit log;
// reports from one place reach the queue but hide nothing by themselves (they count as one
// person, ADR 0017); a suspended author cannot sign in.

const THANKS = 'Thank you. Our moderators will review your report.';
const run = () => Date.now().toString(36);

let videoId: string;
let admin: Account;

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  admin = await newAccount(request, 'Moderator');
  expect(reelboard('user', 'level', admin.email, 'admin')).toMatch(/admin/);
  videoId = await seededVideoId(request);
});

// A user's own calls, as the web app makes them with their access token.
async function asUser<T>(request: APIRequestContext, account: Account, query: string, variables = {}) {
  const session = await request.post('/auth/sign-in', {
    data: { username: account.email, password: account.password },
  });
  expect(session.ok()).toBe(true);
  const { accessToken } = (await session.json()) as { accessToken: string };
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(body.errors?.[0]?.message ?? `GraphQL answered ${response.status()}`);
  return body.data;
}

const commentOn = (request: APIRequestContext, account: Account, content: string) =>
  asUser<{ createComment: { id: string } }>(
    request,
    account,
    'mutation ($input: CreateCommentInput!) { createComment(input: $input) { id } }',
    { input: { content, targetId: videoId, targetType: 'video' } },
  );

/** Reports through the dialog that the given button opens. */
async function report(page: Page, button: Locator, noun: string, reason: string, details = '') {
  await button.click();
  const dialog = page.getByRole('dialog', { name: `Report ${noun}` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(reason).check();
  if (details) await dialog.getByLabel('Details (optional)').fill(details);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(toast(page, THANKS)).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function openModeration(page: Page) {
  await signIn(page, admin);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await expect(page.getByRole('heading', { name: 'Moderation' })).toBeVisible();
}

const queueItem = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Open reports' }).getByTestId('moderation-item').filter({ hasText: text });

const commentIn = (page: Page, text: string) =>
  page
    .getByTestId('comment')
    .filter({ has: page.getByTestId('comment-content').getByText(text, { exact: true }) });

test('an anonymous report of a comment; an admin hides it and reads that in the audit log', async ({
  page,
  browser,
  request,
}) => {
  const text = `Buy followers cheap ${run()}`;
  const { createComment } = await publicGraphql<{ createComment: { id: string } }>(
    request,
    'mutation ($input: CreateCommentInput!) { createComment(input: $input) { id } }',
    { input: { content: text, targetId: videoId, targetType: 'video' } },
  );

  const visitor = await browser.newContext();
  const visiting = await visitor.newPage();
  await visiting.goto(`/videos/${videoId}`);
  const button = commentIn(visiting, text).getByRole('button', { name: 'Report comment by anonymous' });
  await report(visiting, button, 'comment', 'Spam', 'Advertises a follower shop');
  await expect(button).toBeFocused();
  // Once per person: the same visitor reporting again is told so.
  await button.click();
  await visiting.getByRole('dialog', { name: 'Report comment' }).getByLabel('Spam').check();
  await visiting.getByRole('button', { name: 'Send report' }).click();
  await expect(toast(visiting, 'You have already reported this.')).toBeVisible();
  await visitor.close();

  await openModeration(page);
  const item = queueItem(page, text);
  await expect(item).toContainText('Comment');
  await expect(item).toContainText('Published');
  await expect(item).toContainText('1 report');
  await expect(item).toContainText('Spam × 1');
  await expect(item).toContainText('Advertises a follower shop');
  await expect(item).toContainText('anonymous');
  await item.getByLabel('Reason (optional, kept in the audit log)').fill('Follower spam');
  await item.getByRole('button', { name: 'Hide' }).click();
  await expect(toast(page, 'Comment hidden.')).toBeVisible();
  await expect(queueItem(page, text)).toHaveCount(0);
  const decided = page.getByRole('region', { name: 'Decided on this visit' });
  await expect(decided.getByTestId('moderation-item').filter({ hasText: text })).toContainText(
    'Decided: Hid',
  );

  // A new visitor no longer sees it.
  const fresh = await browser.newContext();
  const reading = await fresh.newPage();
  await reading.goto(`/videos/${videoId}`);
  await expect(reading.getByRole('heading', { name: /^Comments \(/ })).toBeVisible();
  await expect(reading.getByText('Loading...')).toHaveCount(0);
  await expect(reading.getByText(text, { exact: true })).toHaveCount(0);
  await fresh.close();

  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\?tab=audit-log$/);
  const entry = page.getByTestId('audit-entry').filter({ hasText: createComment.id }).first();
  await expect(entry).toContainText('Hid');
  await expect(entry).toContainText('Follower spam');
  await expect(entry).toContainText(`Comment ${createComment.id}`);
  await expect(entry).not.toContainText('System');
});

test('three reports from one place reach the open queue live, and hide the post only when an admin does', async ({
  page,
  browser,
  request,
}) => {
  const author = await newAccount(request, 'Poster');
  const title = `Miracle cure ${run()}`;
  const { createPost } = await asUser<{ createPost: { id: string } }>(
    request,
    author,
    'mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }',
    { input: { title, content: 'Send me your card number.', category: 'Lifestyle' } },
  );

  // The admin keeps the queue open while the reports arrive; it listens once its socket
  // has asked for the queue's changes (and the server has had a moment to take that in).
  const listening = new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framesent', (frame) => {
        if (String(frame.payload).includes('OnModerationQueueChanged')) resolve();
      }),
    );
  });
  await openModeration(page);
  await listening;
  await page.waitForTimeout(1000);

  const reporters: Page[] = [];
  const anonymous = await (await browser.newContext()).newPage();
  await anonymous.goto('/community-board');
  await report(
    anonymous,
    anonymous.getByRole('button', { name: `Report post ${title}` }),
    'post',
    'Other',
    'A scam',
  );
  reporters.push(anonymous);
  await expect(queueItem(page, title)).toContainText('1 report');

  for (const name of ['Ruth', 'Rafael']) {
    const reporter = await (await browser.newContext()).newPage();
    await signIn(reporter, await newAccount(request, name));
    await reporter.goto(`/post/${createPost.id}`);
    await report(reporter, reporter.getByRole('button', { name: 'Report post' }), 'post', 'Spam');
    reporters.push(reporter);
  }
  const item = queueItem(page, title);
  await expect(item).toContainText('3 reports');
  await expect(item).toContainText('Other × 1');
  await expect(item).toContainText('Spam × 2');
  await expect(item).toContainText('Poster');
  // One address, a visitor and two accounts made minutes ago: one person, not three.
  await expect(item).not.toContainText('Hidden');
  const other = await (await browser.newContext()).newPage();
  await other.goto(`/post/${createPost.id}`);
  await expect(other.getByRole('heading', { name: title })).toBeVisible();

  await item.getByLabel('Reason (optional, kept in the audit log)').fill('Scam');
  await item.getByRole('button', { name: 'Hide' }).click();
  await expect(toast(page, 'Post hidden.')).toBeVisible();
  // Public pages are kept for a moment (at most 2 s): the next reads no longer show it.
  await expect(async () => {
    await other.reload();
    await expect(other.getByText('Post not found')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await other.goto('/community-board');
  await expect(other.getByRole('heading', { name: 'Posts' })).toBeVisible();
  await expect(other.getByText(title)).toHaveCount(0);
  for (const opened of [...reporters, other]) await opened.context().close();
});

test('an admin suspends an author from the queue; the author cannot sign in until it is lifted', async ({
  page,
  browser,
  request,
}) => {
  const author = await newAccount(request, 'Troll');
  const text = `You are all idiots ${run()}`;
  const { createComment } = await commentOn(request, author, text);
  await publicGraphql(
    request,
    'mutation ($input: ReportContentInput!) { reportContent(input: $input) { id } }',
    { input: { targetType: 'COMMENT', targetId: createComment.id, reason: 'HARASSMENT' } },
  );

  await openModeration(page);
  const item = queueItem(page, text);
  await expect(item).toContainText('Troll');
  await expect(item).toContainText('Harassment or hate × 1');
  await item.getByLabel('Reason (optional, kept in the audit log)').fill('Repeated insults');
  await item.getByRole('button', { name: 'Suspend author' }).click();
  await expect(toast(page, 'Troll is suspended.')).toBeVisible();
  const decided = page
    .getByRole('region', { name: 'Decided on this visit' })
    .getByTestId('moderation-item')
    .filter({ hasText: text });
  await expect(decided).toContainText('Suspended');

  const authorPage = await (await browser.newContext()).newPage();
  await authorPage.goto('/signin');
  await authorPage.getByLabel('Email').fill(author.email);
  await authorPage.getByLabel('Password').fill(author.password);
  await authorPage.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toast(authorPage, 'Your account has been suspended. Please contact support.')).toBeVisible();
  await expect(authorPage).toHaveURL(/\/signin$/);

  // The way back: lifting the suspension lets the author in again.
  await decided.getByRole('button', { name: 'Lift suspension' }).click();
  await expect(toast(page, "Troll's suspension is lifted.")).toBeVisible();
  await signIn(authorPage, author);
  await authorPage.context().close();
});

test('an admin adds and removes blocked terms; invalid patterns are explained', async ({ page }) => {
  const word = `spoilerz${run()}`;
  await openModeration(page);
  await page.getByRole('tab', { name: 'Blocked terms' }).click();
  await expect(page).toHaveURL(/\?tab=blocked-terms$/);
  const terms = page.getByTestId('blocked-term');
  const field = page.getByLabel('Word or pattern');

  await field.fill(word);
  await page.getByRole('button', { name: 'Add term' }).click();
  await expect(toast(page, `Blocked "${word}".`)).toBeVisible();
  await expect(terms.filter({ hasText: word })).toContainText('Word');
  await expect(field).toHaveValue('');

  await field.fill('free (money');
  await page.getByLabel('Regular expression').check();
  await page.getByRole('button', { name: 'Add term' }).click();
  await expect(page.getByRole('alert')).toContainText('This pattern is not a valid regular expression');
  await expect(terms.filter({ hasText: 'free (money' })).toHaveCount(0);

  await page.getByRole('button', { name: `Remove ${word}` }).click();
  await expect(toast(page, `"${word}" is no longer blocked.`)).toBeVisible();
  await expect(terms.filter({ hasText: word })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(
    page.getByTestId('audit-entry').filter({ hasText: 'Removed blocked term' }).first(),
  ).toBeVisible();
});

test('the moderation screen is for admins only', async ({ page, request }) => {
  await page.goto('/admin/reports');
  await expect(page).toHaveURL(/\/signin$/);
  await signIn(page, await newAccount(request, 'Viewer'));
  await page.goto('/admin/reports');
  await expect(page.getByText('Only admins can moderate content.')).toBeVisible();
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Reports' })).toHaveCount(0);
});
