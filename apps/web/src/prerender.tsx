import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { Client, cacheExchange, fetchExchange, getOperationName, mapExchange, stringifyDocument } from 'urql';
import { App } from './app';
import { loadMatchedLazyRoutes } from './lazy-route-match';
import { answersExchanges, type FirstAnswer, isAnswerTo } from './lib/first-answers';
import { routes } from './routes/router';

// A page's first screen as HTML, rendered at build time (build/prerender.ts) so that the
// browser paints it before any JavaScript has run; main.tsx hydrates it. It must be what
// the browser's first render produces: the session not yet restored and no answer from the
// server yet, which a client with no exchanges gives (its queries stay fetching). What React
// hoists into the head is left out: index.html's head has the title.
export async function prerender(path: string): Promise<string> {
  const { markup } = await renderPage(path, new Client({ url: '/graphql', exchanges: [] }));
  return markup;
}

/**
 * A page's first screen with its public answers, rendered by the server per answer for a
 * visitor (apps/server/src/http/first-answers.ts, ADR 0045), with what React hoists into
 * the document's head (its <title>, the preload of a high-priority image) apart. The
 * browser's first render takes the same answers (main.tsx), so it matches; a query without
 * an answer stays fetching in both.
 */
export function renderWithAnswers(
  url: string,
  answers: FirstAnswer[],
): Promise<{ head: string; markup: string }> {
  const find = (operationName: string | undefined, variables: unknown) =>
    answers.find((answer) => isAnswerTo(answer, operationName, variables));
  return renderPage(
    url,
    new Client({ url: '/graphql', exchanges: [cacheExchange, ...answersExchanges(find)] }),
  );
}

// React writes what belongs in the document's head ahead of the markup (the browser would
// hoist it); inside the root element it would stay behind.
const HOISTED = /^(?:<title>[^<]*<\/title>|<link [^>]*\/>|<meta [^>]*\/>)+/;

async function renderPage(url: string, graphqlClient: Client) {
  await loadMatchedLazyRoutes(routes, url.split('?')[0] ?? url);
  // Node has no sessionStorage; the Shorts feed reads what it remembers in its first render
  // (nothing, on a first visit).
  globalThis.sessionStorage ??= new MemoryStorage();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const html = renderToString(<App router={router} graphqlClient={graphqlClient} />);
  const head = HOISTED.exec(html)?.[0] ?? '';
  return { head, markup: html.slice(head.length) };
}

/** A GraphQL request as the browser's client sends it (the body of its POST to /graphql). */
export type FirstQuery = { operationName?: string; query: string; variables?: Record<string, unknown> };

// The GraphQL requests a page's first render sends, exactly as the browser's client would
// (same exchanges, so the same document text): the server answers them into the page for
// visitors (ADR 0043). Route parameters stay as written in the path (`/videos/:id` asks
// for the video `:id`), for the server to put the address's own in.
export async function firstQueries(path: string): Promise<FirstQuery[]> {
  await loadMatchedLazyRoutes(routes, path);
  const sent: FirstQuery[] = [];
  // After the cache exchange, as the browser's fetch exchange is: the document with __typename.
  const record = mapExchange({
    onOperation(operation) {
      if (operation.kind !== 'query') return;
      sent.push({
        operationName: getOperationName(operation.query),
        query: stringifyDocument(operation.query),
        variables: operation.variables as Record<string, unknown>,
      });
    },
  });
  // Asked of no server: the answers stay fetching, as in the first render.
  const graphqlClient = new Client({
    url: '/graphql',
    exchanges: [cacheExchange, record, fetchExchange],
    fetch: () => new Promise<Response>(() => {}),
  });
  renderToString(
    <App router={createMemoryRouter(routes, { initialEntries: [path] })} graphqlClient={graphqlClient} />,
  );
  return sent.filter(
    (query, index) => sent.findIndex((other) => JSON.stringify(other) === JSON.stringify(query)) === index,
  );
}

/** Storage in memory, for Node at build time. */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, value);
  }
}
