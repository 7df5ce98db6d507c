import { StrictMode } from 'react';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { type Client, Provider as GraphQLProvider } from 'urql';
import { AuthProvider } from './lib/auth';

type Router = ReturnType<typeof createBrowserRouter>;

// The whole app around a router: the browser's in main.tsx, and the same tree at build time
// in prerender.tsx, so that the HTML written then is what the first render hydrates.
export function App({ router, graphqlClient }: { router: Router; graphqlClient: Client }) {
  return (
    <StrictMode>
      <AuthProvider>
        <GraphQLProvider value={graphqlClient}>
          <RouterProvider router={router} />
        </GraphQLProvider>
      </AuthProvider>
    </StrictMode>
  );
}
