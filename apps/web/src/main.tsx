import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app';
import { loadMatchedLazyRoutes } from './lazy-route-match';
import { answerInFirstRender, answersRendered } from './lib/first-answers';
import { graphqlClient, mayAnswerFromPage } from './lib/graphql-client';
import { followSystemTheme } from './lib/theme';
import { routes } from './routes/router';
import './index.css';

followSystemTheme();
const container = document.getElementById('root') as HTMLElement;
const app = () => <App router={createBrowserRouter(routes)} graphqlClient={graphqlClient} />;
// The home page and a few others arrive with their first screen already rendered, painted
// before this script runs: at build time (prerender.tsx), or by the server with the route's
// public answers for a visitor (ADR 0045). Take it over once the page's route is loaded, in
// a first render that shows the same answers. A page the server rendered for a visitor is
// started afresh by a browser that does not take a visitor's answers (signed in here, or it
// wrote a moment ago: the server did not know). Other pages start from an empty root, and
// show the answers the server wrote into the page (if any) in their first render (ADR 0043).
const rendered = answersRendered();
if (container.hasChildNodes() && !(rendered && !mayAnswerFromPage())) {
  if (rendered) answerInFirstRender();
  void loadMatchedLazyRoutes(routes, window.location.pathname).then(() => hydrateRoot(container, app()));
} else {
  answerInFirstRender();
  createRoot(container).render(app());
}
