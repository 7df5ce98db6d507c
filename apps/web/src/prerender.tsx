import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { Client, cacheExchange, fetchExchange, getOperationName, mapExchange, stringifyDocument } from 'urql';
import { App } from './app';
import { loadMatchedLazyRoutes } from './lazy-route-match';
import { routes } from './routes/router';

// A page's first screen as HTML, rendered at build time (build/prerender.ts) so that the
// browser paints it before any JavaScript has run; main.tsx hydrates it. It must be what
// the browser's first render produces: the session not yet restored and no answer from the
// server yet, which a client with no exchanges gives (its queries stay fetching).
export async function prerender(path: string): Promise<string> {
  await loadMatchedLazyRoutes(routes, path);
  // Node has no sessionStorage; the Shorts feed reads what it remembers in its first render
  // (nothing, on a first visit).
  globalThis.sessionStorage ??= new MemoryStorage();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const graphqlClient = new Client({ url: '/graphql', exchanges: [] });
  // React writes the page's <title> ahead of its markup (the browser hoists it into <head>);
  // index.html's head has one already, and inside the root element it would stay behind.
  return renderToString(<App router={router} graphqlClient={graphqlClient} />).replace(
    /^<title>[^<]*<\/title>/,
    '',
  );
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
