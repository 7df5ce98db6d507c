import { afterEach, beforeEach, expect, it, vi } from 'vitest';

// A page's public first answers (ADR 0043), through the app's GraphQL client: a visitor's
// first query is answered from the page with no request; a browser that has been signed in
// here waits for its session and asks with its token; and a visitor whose restore finds a
// session after all has the queries on screen asked again.
const HOME_FEED = 'query HomeFeed { homeFeed { featured { id title } } }';
const feed = (title: string) => ({ homeFeed: { featured: [{ id: 'v1', title }] } });
const session = {
  accessToken: 'token-1',
  expiresIn: 900,
  user: { sub: 'user-1', username: 'ada', email: 'ada@example.com' },
};

function writeAnswers(title: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'first-answers';
  // As the server escapes it (jsonForHtml): no '<' can end the element early.
  script.textContent = JSON.stringify({
    publicApiKey: 'public-key',
    answers: [{ operationName: 'HomeFeed', variables: {}, data: feed(title) }],
  }).replace(/</g, '\\u003c');
  document.body.append(script);
}

async function freshClient() {
  vi.resetModules();
  return {
    ...(await import('./graphql-client')),
    ...(await import('./session')),
    ...(await import('./first-answers')),
  };
}

const requests = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map(([input, init]) =>
    `${String(input)} ${new Headers(init?.headers).get('authorization') ?? new Headers(init?.headers).get('x-api-key') ?? ''}`.trim(),
  );

beforeEach(() => {
  localStorage.clear();
  writeAnswers('</script> from the page');
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

it("answers a visitor's first query from the page, once, without waiting for the session", async () => {
  const fetch = vi.fn(async () => Response.json({ data: feed('from the server') }));
  vi.stubGlobal('fetch', fetch);
  const { graphqlClient } = await freshClient();

  const first = await graphqlClient.query(HOME_FEED, {}).toPromise();
  expect(first.data).toEqual(feed('</script> from the page'));
  expect(fetch).not.toHaveBeenCalled();

  const again = await graphqlClient.query(HOME_FEED, {}, { requestPolicy: 'network-only' }).toPromise();
  expect(again.data).toEqual(feed('from the server'));
  expect(requests(fetch)).toEqual(['/graphql public-key']);
});

it('answers at once, in the first render, on a page that starts empty', async () => {
  const fetch = vi.fn(async () => Response.json({ data: feed('from the server') }));
  vi.stubGlobal('fetch', fetch);
  const { graphqlClient, answerInFirstRender } = await freshClient();
  answerInFirstRender();

  // As urql's useQuery reads an answer during render: subscribed and unsubscribed at once.
  let data: unknown;
  graphqlClient
    .query(HOME_FEED, {})
    .subscribe((result) => {
      data = result.data;
    })
    .unsubscribe();
  expect(data).toEqual(feed('</script> from the page'));
  expect(fetch).not.toHaveBeenCalled();
});

it('lets a browser signed in here wait for its session and ask with its token', async () => {
  localStorage.setItem('reelboard:signed-in', '1');
  const fetch = vi.fn(async (input: RequestInfo | URL) =>
    String(input) === '/auth/refresh' ? Response.json(session) : Response.json({ data: feed('for ada') }),
  );
  vi.stubGlobal('fetch', fetch);
  const { graphqlClient } = await freshClient();

  const result = await graphqlClient.query(HOME_FEED, {}).toPromise();
  expect(result.data).toEqual(feed('for ada'));
  expect(requests(fetch)).toEqual(['/auth/refresh', '/graphql Bearer token-1']);
});

it('asks again with the token when a visitor turns out to be signed in, and remembers it', async () => {
  let answerRefresh: (response: Response) => void = () => {};
  const fetch = vi.fn((input: RequestInfo | URL) =>
    String(input) === '/auth/refresh'
      ? new Promise<Response>((resolve) => {
          answerRefresh = resolve;
        })
      : Promise.resolve(Response.json({ data: feed('for ada') })),
  );
  vi.stubGlobal('fetch', fetch);
  const { graphqlClient, restoreSession } = await freshClient();
  const restored = restoreSession();
  const seen: unknown[] = [];
  const { unsubscribe } = graphqlClient.query(HOME_FEED, {}).subscribe((result) => seen.push(result.data));
  await vi.waitFor(() => expect(seen).toEqual([feed('</script> from the page')]));

  answerRefresh(Response.json(session));
  await restored;
  await vi.waitFor(() => expect(seen.at(-1)).toEqual(feed('for ada')));
  unsubscribe();
  expect(requests(fetch)).toEqual(['/auth/refresh', '/graphql Bearer token-1']);
  expect(localStorage.getItem('reelboard:signed-in')).toBe('1');
});
