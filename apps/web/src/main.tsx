import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app';
import { graphqlClient } from './lib/graphql-client';
import { routes } from './routes/router';
import './index.css';

const container = document.getElementById('root') as HTMLElement;
const app = <App router={createBrowserRouter(routes)} graphqlClient={graphqlClient} />;
// The home page arrives with its first screen already rendered (prerender.tsx), painted
// before this script runs: take it over. Other pages start from an empty root.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
