import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app';
import { loadMatchedLazyRoutes } from './lazy-route-match';
import { answerInFirstRender } from './lib/first-answers';
import { graphqlClient } from './lib/graphql-client';
import { followSystemTheme } from './lib/theme';
import { routes } from './routes/router';
import './index.css';

followSystemTheme();
const container = document.getElementById('root') as HTMLElement;
const app = () => <App router={createBrowserRouter(routes)} graphqlClient={graphqlClient} />;
// The home page and a few others arrive with their first screen already rendered
// (prerender.tsx), painted before this script runs: take it over once the page's route is
// loaded. Other pages start from an empty root, and show the answers the server wrote into
// the page (if any) in their first render (ADR 0043).
if (container.hasChildNodes()) {
  void loadMatchedLazyRoutes(routes, window.location.pathname).then(() => hydrateRoot(container, app()));
} else {
  answerInFirstRender();
  createRoot(container).render(app());
}
