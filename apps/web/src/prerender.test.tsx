import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { Client, cacheExchange } from 'urql';
import { afterEach, expect, it, vi } from 'vitest';
import { App } from './app';
import { loadMatchedLazyRoutes } from './lazy-route-match';
import { answersExchanges, type FirstAnswer, isAnswerTo } from './lib/first-answers';
import { firstQueries, prerender, renderWithAnswers } from './prerender';
import { routes } from './routes/router';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const noAnswers = () => new Client({ url: '/graphql', exchanges: [] });

// The browser's first render over the markup, as main.tsx does it: no session cookie, no
// answer from the server, the page's route loaded first. Returns what React could not match.
async function hydrate(markup: string, path: string, graphqlClient: Client) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  const mismatches: unknown[] = [];
  await loadMatchedLazyRoutes(routes, path);
  await act(async () => {
    hydrateRoot(
      container,
      <App router={createMemoryRouter(routes, { initialEntries: [path] })} graphqlClient={graphqlClient} />,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
  });
  return { container, mismatches };
}

it("writes the home page's first screen, which the browser's first render takes over as it is", async () => {
  const markup = await prerender('/');
  expect(markup).toContain('Discover curated short-form videos that inspire');
  expect(markup).toContain('Loading...');
  expect(markup).not.toContain('<title>');
  // Text typed or a press before the app runs would be lost: the controls wait for it.
  expect(markup).toMatch(
    /^<div[^>]*><a[^>]*>Skip to content<\/a><fieldset disabled="" class="contents" role="none">/,
  );

  const { container, mismatches } = await hydrate(markup, '/', noAnswers());
  expect(mismatches).toEqual([]);
  expect(container.querySelector('h1')?.textContent).toBe('Discover curated short-form videos that inspire');
  expect(container.querySelector<HTMLInputElement>('input[type="search"]')?.disabled).toBe(false);
});

it.each([
  ['/community-board', 'Loading...'],
  ['/library', 'Your library'],
  ['/shorts', 'Loading...'],
])(
  'writes the first screen of %s, a lazy route, which the first render takes over once its route is loaded',
  async (path, text) => {
    const markup = await prerender(path);
    expect(markup).toContain(text);
    expect(markup).not.toContain('<title>');
    const { container, mismatches } = await hydrate(markup, path, noAnswers());
    expect(mismatches).toEqual([]);
    expect(container.textContent).toContain(text);
  },
);

it("records the GraphQL requests of a page's first render, with the path's parameters as written", async () => {
  const home = await firstQueries('/');
  expect(home.map((query) => query.operationName)).toEqual(['HomeFeed']);
  // The document as the browser's client sends it, with the __typename its cache adds.
  expect(home[0]?.query).toContain('__typename');
  const video = await firstQueries('/videos/:id');
  expect(video).toEqual([expect.objectContaining({ operationName: 'GetVideo', variables: { id: ':id' } })]);
});

const card = (id: string, title: string) => ({
  __typename: 'Video',
  id,
  title,
  thumbnailUrl: `/storage/public/${id}.jpg`,
  fallbackThumbnailUrl: null,
  duration: 95,
  views: 1200,
  commentCount: 3,
  category: 'Lifestyle',
  isFeatured: true,
  source: 'upload',
  creatorProfile: { __typename: 'CreatorProfile', id: 'c1', name: 'Ana', avatarUrl: null },
});

it("renders a visitor's page with its answers as the browser's first render with the same answers shows it", async () => {
  const answers: FirstAnswer[] = [
    {
      operationName: 'HomeFeed',
      variables: {},
      data: {
        homeFeed: {
          __typename: 'HomeFeed',
          featured: [card('v1', 'Morning <b>light</b>')],
          trending: [card('v2', 'Trending one')],
          latest: [card('v3', 'Latest one')],
        },
      },
    },
  ];
  const { head, markup } = await renderWithAnswers('/', answers);
  expect(head).toContain('<title>Reelboard</title>');
  // The featured thumbnail is in the HTML, asked for by the parser; text stays text.
  expect(markup).toContain('src="/storage/public/v1.jpg"');
  expect(markup).toContain('Morning &lt;b&gt;light&lt;/b&gt;');
  expect(markup).not.toContain('Loading...');

  const find = (operationName: string | undefined, variables: unknown) =>
    answers.find((answer) => isAnswerTo(answer, operationName, variables));
  const graphqlClient = new Client({
    url: '/graphql',
    exchanges: [cacheExchange, ...answersExchanges(find)],
  });
  const { container, mismatches } = await hydrate(markup, '/', graphqlClient);
  expect(mismatches).toEqual([]);
  expect(container.querySelector('img[src="/storage/public/v1.jpg"]')).not.toBeNull();
});
