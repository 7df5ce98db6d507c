import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Provider as GraphQLProvider } from 'urql';
import { AuthProvider } from './lib/auth';
import { graphqlClient } from './lib/graphql-client';
import { router } from './routes/router';
import './index.css';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AuthProvider>
      <GraphQLProvider value={graphqlClient}>
        <RouterProvider router={router} />
      </GraphQLProvider>
    </AuthProvider>
  </StrictMode>,
);
