import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { Provider as GraphQLProvider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../lib/auth';
import { graphqlClient } from '../../lib/graphql-client';
import { signOut } from '../../lib/session';
import { SignInForm } from './sign-in-form';

// Each test ends signed in, and the session is the module's: sign out between them.
afterEach(async () => {
  vi.stubGlobal('fetch', async () => Response.json({ ok: true }));
  await signOut();
  vi.unstubAllGlobals();
});

const challenge = {
  ChallengeName: 'SOFTWARE_TOKEN_MFA',
  Session: 'challenge-token',
  AvailableChallenges: ['SOFTWARE_TOKEN_MFA'],
};
const session = {
  accessToken: 't',
  expiresIn: 900,
  user: { sub: 'u1', username: 'ada', email: 'ada@example.com' },
};

// The identity API as the browser sees it: a challenge for the password, then a refusal
// for a wrong code and a session for the right one.
function renderWithTwoFactor(entry = '/signin') {
  const answers: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (input === '/auth/sign-in') return Response.json(challenge);
      if (input === '/auth/respond-to-challenge') {
        const body = JSON.parse(String(init?.body)) as {
          ChallengeResponses: { SOFTWARE_TOKEN_MFA_CODE: string };
        };
        answers.push(body);
        return body.ChallengeResponses.SOFTWARE_TOKEN_MFA_CODE === '123456'
          ? Response.json(session)
          : Response.json(
              { name: 'CodeMismatchException', message: 'Invalid code received for user' },
              { status: 400 },
            );
      }
      return Response.json({ name: 'NotAuthorizedException' }, { status: 401 });
    }),
  );
  const router = createMemoryRouter(
    [
      { path: '/signin', element: <SignInForm /> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <AuthProvider>
      <GraphQLProvider value={graphqlClient}>
        <RouterProvider router={router} />
        <Toaster />
      </GraphQLProvider>
    </AuthProvider>,
  );
  return { router, answers };
}

describe('two-factor sign-in', () => {
  it('takes a challenge handed over in the address, and offers a passkey when the account has one', async () => {
    const { router, answers } = renderWithTwoFactor(
      '/signin#challenge=from-redirect&factors=SOFTWARE_TOKEN_MFA,WEB_AUTHN',
    );
    const code = await screen.findByLabelText('Authentication code');
    expect(screen.getByRole('button', { name: 'Use a passkey instead' })).toBeTruthy();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(answers.at(-1)).toMatchObject({ Session: 'from-redirect' });
  });

  it('asks for the code after the password, refuses a wrong one and signs in with the right one', async () => {
    const { router, answers } = renderWithTwoFactor();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const code = await screen.findByLabelText('Authentication code');
    expect(screen.queryByRole('button', { name: 'Use a passkey instead' })).toBeNull();
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Invalid code. Please check your authenticator app and try again.'),
    ).toBeTruthy();

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(answers.at(-1)).toEqual({
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: 'challenge-token',
      ChallengeResponses: { SOFTWARE_TOKEN_MFA_CODE: '123456' },
    });
  });
});
