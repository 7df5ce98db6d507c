import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { Client } from 'urql';
import { App } from './app';
import { loadMatchedLazyRoutes } from './lazy-route-match';
import { routes } from './routes/router';

// A page's first screen as HTML, rendered at build time (build/prerender.ts) so that the
// browser paints it before any JavaScript has run; main.tsx hydrates it. It must be what
// the browser's first render produces: the session not yet restored and no answer from the
// server yet, which a client with no exchanges gives (its queries stay fetching).
export async function prerender(path: string): Promise<string> {
  await loadMatchedLazyRoutes(routes, path);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const graphqlClient = new Client({ url: '/graphql', exchanges: [] });
  // React writes the page's <title> ahead of its markup (the browser hoists it into <head>);
  // index.html's head has one already, and inside the root element it would stay behind.
  return renderToString(<App router={router} graphqlClient={graphqlClient} />).replace(
    /^<title>[^<]*<\/title>/,
    '',
  );
}
