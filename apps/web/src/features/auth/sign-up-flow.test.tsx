import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignUpFlow } from './sign-up-flow';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderFlow(state?: { email: string }) {
  const router = createMemoryRouter(
    [
      { path: '/signup', element: <SignUpFlow /> },
      { path: '/signin', element: <p>Sign-in page</p> },
    ],
    { initialEntries: [{ pathname: '/signup', state }] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return router;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('sign-up form mode', () => {
  it('checks the e-mail address while it is typed', async () => {
    renderFlow();
    type('Email', 'ada@');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    type('Email', 'ada@example.com');
    await waitFor(() => expect(screen.queryByText('Please enter a valid email address')).toBeNull());
  });

  it('shows the validation messages on submit and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderFlow();
    type('Full Name', 'Ada');
    type('Email', 'ada');
    type('Password', 'short');
    type('Confirm Password', 'other');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    for (const message of [
      'Please enter a valid email address',
      'Password must be at least 8 characters long',
      'Passwords do not match',
      'Please select your interest',
      'Please agree to the Terms of Service and Privacy Policy',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('signs up and switches to confirmation mode', async () => {
    const fetch = vi.fn(async () => Response.json({ userId: 'u1', nextStep: 'CONFIRM_SIGN_UP' }));
    vi.stubGlobal('fetch', fetch);
    renderFlow();
    type('Full Name', 'Ada Lovelace');
    type('Email', 'Ada@Example.com');
    type('Password', 'long enough');
    type('Confirm Password', 'long enough');
    fireEvent.change(screen.getByLabelText("I'm interested in"), { target: { value: 'creator' } });
    fireEvent.click(screen.getByLabelText(/I agree to the/));
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Please check your email for the confirmation code')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm Account' })).toBeTruthy();
    const [input, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(input).toBe('/auth/sign-up');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'ada@example.com',
      password: 'long enough',
      name: 'Ada Lovelace',
    });
  });
});

describe('confirmation mode', () => {
  it('opens directly with an e-mail in the router state and asks for the code', async () => {
    renderFlow({ email: 'ada@example.com' });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Account' }));
    expect(await screen.findByText('Please enter the confirmation code')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Sign Up' }));
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy();
  });

  it('offers Resend Code with a confirmation error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ name: 'CodeMismatchException', message: 'x' }, { status: 400 })),
    );
    renderFlow({ email: 'ada@example.com' });
    type('Confirmation Code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Account' }));
    expect(
      await screen.findByText('Invalid confirmation code. Please check your email and try again.'),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Resend Code' })).toHaveLength(2); // the form's and the toast's
  });

  it('goes to sign-in 2 seconds after a successful confirmation', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({})),
    );
    const router = renderFlow({ email: 'ada@example.com' });
    type('Confirmation Code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Account' }));
    expect(await screen.findByText('Account confirmed successfully! You can now sign in.')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(router.state.location.pathname).toBe('/signup');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.state).toEqual({ email: 'ada@example.com', newAccount: true });
  });
});
