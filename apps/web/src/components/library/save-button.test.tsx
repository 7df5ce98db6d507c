import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { Provider as GraphQLProvider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../lib/auth';
import { graphqlClient } from '../../lib/graphql-client';
import { SaveButton } from './save-button';

const VIDEO = '00000000-0000-4000-8000-0000000000aa';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Save, signed out', () => {
  it('toggles the video in this browser, with the spec toast when saving and another when removing', async () => {
    // No session cookie: the visitor is signed out, and nothing else is asked.
    const fetch = vi.fn(async (_input: RequestInfo | URL) => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    render(
      <AuthProvider>
        <GraphQLProvider value={graphqlClient}>
          <SaveButton videoId={VIDEO} />
          <Toaster />
        </GraphQLProvider>
      </AuthProvider>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    expect(save.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(save);
    expect(await screen.findByText('Saved!')).toBeTruthy();
    expect(screen.getByText('Video saved to your library')).toBeTruthy();
    expect(save.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem('reelboard:saved-videos') ?? '[]')).toEqual([VIDEO]);

    fireEvent.click(save);
    expect(await screen.findByText('Removed from your library')).toBeTruthy();
    expect(save.getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem('reelboard:saved-videos')).toBeNull();
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/auth/refresh']);
  });
});
