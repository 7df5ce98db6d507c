import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { Provider as GraphQLProvider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../lib/auth';
import { graphqlClient } from '../../lib/graphql-client';
import { SignInForm } from './sign-in-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSignIn(signInAnswer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      input === '/auth/sign-in'
        ? signInAnswer()
        : Response.json({ name: 'NotAuthorizedException' }, { status: 401 }),
    ),
  );
  const router = createMemoryRouter(
    [
      { path: '/signin', element: <SignInForm /> },
      { path: '/signup', element: <p>Sign-up page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: ['/signin'] },
  );
  render(
    <AuthProvider>
      <GraphQLProvider value={graphqlClient}>
        <RouterProvider router={router} />
        <Toaster />
      </GraphQLProvider>
    </AuthProvider>,
  );
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  return router;
}

describe('sign-in', () => {
  it('sends unconfirmed users to confirmation mode with their e-mail', async () => {
    const router = renderSignIn(() =>
      Response.json(
        { name: 'UserNotConfirmedException', message: 'User is not confirmed.' },
        { status: 400 },
      ),
    );
    expect(await screen.findByText('Please confirm your email address before signing in.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to Confirmation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(router.state.location.state).toEqual({ email: 'ada@example.com' });
  });

  it('says so when the e-mail or password is wrong', async () => {
    renderSignIn(() => Response.json({ name: 'NotAuthorizedException', message: 'x' }, { status: 401 }));
    expect(await screen.findByText('Incorrect email or password.')).toBeTruthy();
  });

  it('signs in and goes home', async () => {
    const router = renderSignIn(() =>
      Response.json({
        accessToken: 't',
        expiresIn: 900,
        user: { sub: 'u1', username: 'ada', email: 'ada@example.com' },
      }),
    );
    expect(await screen.findByText('Signed in successfully!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
