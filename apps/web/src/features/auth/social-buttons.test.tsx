import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SocialButtons } from './social-buttons';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(entry: string, onlyWhenOffered: boolean) {
  const router = createMemoryRouter(
    [{ path: '*', element: <SocialButtons onlyWhenOffered={onlyWhenOffered} /> }],
    {
      initialEntries: [entry],
    },
  );
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return router;
}

describe('Google and Facebook buttons', () => {
  // (Going to the provider, a full navigation, is the e2e journey's: jsdom has none.)
  it('ask the server which providers it offers only when one is pressed, and once', async () => {
    const fetch = vi.fn(async () => Response.json({ providers: ['google'] }));
    vi.stubGlobal('fetch', fetch);
    renderAt('/signup', false);
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Facebook' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledWith('/auth/social/providers', expect.anything());
    fireEvent.click(screen.getByRole('button', { name: 'Facebook' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("show the callback's refusal from the address's fragment, then drop it", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ providers: ['google'] })),
    );
    const router = renderAt(
      '/signin#social-error=NotAuthorizedException&message=The+sign-in+could+not+be+verified.',
      true,
    );
    expect(await screen.findByText('The sign-in could not be verified.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(screen.getByRole('button', { name: 'Google' })).toBeTruthy();
  });
});
