import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { latestConfirmationCode, reelboard } from './outbox.ts';

// Steps several journeys share: reading toasts, asking the API as an anonymous visitor,
// and a confirmed account made through the identity API and the outbox, as a person would.
export const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

// Each anonymous call comes from a visitor of its own, as behind a proxy on this machine
// (TRUST_PROXY's default), so that the per-address limits on anonymous comments and
// reports do not carry over from one journey's visitors to the next.
let visitors = 0;
const newVisitorAddress = () => {
  visitors += 1;
  return `10.77.${Math.floor(visitors / 250)}.${(visitors % 250) + 1}`;
};

export async function publicGraphql<T>(
  request: APIRequestContext,
  query: string,
  variables = {},
): Promise<T> {
  const { publicApiKey } = (await (await request.get('/api/config')).json()) as { publicApiKey: string };
  const response = await request.post('/graphql', {
    headers: { 'x-api-key': publicApiKey, 'x-forwarded-for': newVisitorAddress() },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(body.errors?.[0]?.message ?? `GraphQL answered ${response.status()}`);
  return body.data;
}

export type Account = { email: string; password: string };

export async function newAccount(request: APIRequestContext, name: string): Promise<Account> {
  const email = `${name.toLowerCase()}.${Date.now()}@example.com`;
  const password = 'Correct-horse-42';
  expect((await request.post('/auth/sign-up', { data: { email, password, name } })).ok()).toBe(true);
  const code = await latestConfirmationCode(email);
  expect((await request.post('/auth/confirm-sign-up', { data: { email, code } })).ok()).toBe(true);
  return { email, password };
}

export async function signIn(page: Page, account: Account) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toast(page, 'Signed in successfully!')).toBeVisible();
}

/**
 * The id of the home feed's n-th latest video, once the server has seeded its samples (it
 * does so in the background after start, which can take a few minutes on a slow machine).
 */
export async function seededVideoId(request: APIRequestContext, index = 0): Promise<string> {
  let videoId = '';
  await expect
    .poll(
      async () => {
        const data = await publicGraphql<{ homeFeed: { latest: { id: string }[] } }>(
          request,
          '{ homeFeed { latest { id } } }',
        ).catch(() => null);
        videoId = data?.homeFeed.latest[index]?.id ?? '';
        return videoId;
      },
      { timeout: 170_000, intervals: [1000] },
    )
    .not.toBe('');
  return videoId;
}

/** A new person at a level, signed in in a browser context of their own. */
export async function personAt(
  browser: Browser,
  level: 'viewer' | 'creator' | 'admin',
  name: string,
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const account = await newAccount(page.request, name);
  if (level !== 'viewer') expect(reelboard('user', 'level', account.email, level)).toMatch(new RegExp(level));
  await signIn(page, account);
  // Signing in lands on the home page; leaving before it settled could cut off a session
  // refresh whose rotated cookie the next page needs.
  await expect(page).toHaveURL(/\/$/);
  await page.waitForLoadState('networkidle');
  return page;
}
