import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Client, fetchExchange, Provider } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './search-box';

const videos = [
  { id: 'v1', title: 'Pitching to Investors', category: 'Business' },
  { id: 'v2', title: 'Investor letters', category: 'Business' },
];

// A real urql client over a fake fetch that records what the server was asked.
function setup() {
  const requests: { filter: unknown }[] = [];
  const client = new Client({
    url: 'http://test/graphql',
    exchanges: [fetchExchange],
    preferGetMethod: false,
    fetch: async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { variables: { filter: unknown } };
      requests.push(body.variables);
      return new Response(JSON.stringify({ data: { listVideos: { items: videos, nextToken: null } } }), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const router = createMemoryRouter([
    { path: '/', element: <SearchBox /> },
    { path: '/videos/:id', element: <p>video page</p> },
  ]);
  render(
    <Provider value={client}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { requests, router, input: screen.getByRole('combobox', { name: 'Search videos' }) };
}

// Lets timers run and the fake server's answer arrive.
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SearchBox', () => {
  it('asks the server for titles containing the text once typing pauses', async () => {
    const { requests, input } = setup();
    expect(input.getAttribute('placeholder')).toBe('Search videos...');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'inv' } });
    fireEvent.change(input, { target: { value: 'invest' } });
    expect(requests).toHaveLength(0);
    await advance(SEARCH_DEBOUNCE_MS);
    expect(requests).toEqual([{ filter: { title: { contains: 'invest' } }, limit: 8, text: 'invest' }]);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Pitching to InvestorsBusiness',
      'Investor lettersBusiness',
    ]);
    expect(screen.getByRole('listbox').parentElement?.className).toContain('max-h-60');
  });

  it('hides the dropdown 150 ms after the box loses focus, not before', async () => {
    const { input } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'invest' } });
    await advance(SEARCH_DEBOUNCE_MS);
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.blur(input);
    // The spec's figure, written out: 150 ms.
    await advance(149);
    expect(screen.getByRole('listbox')).toBeTruthy();
    await advance(1);
    expect(screen.queryByRole('listbox')).toBeNull();
    // Focusing again within the delay keeps it open.
    fireEvent.focus(input);
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.blur(input);
    await advance(100);
    fireEvent.focus(input);
    await advance(200);
    expect(screen.getByRole('listbox')).toBeTruthy();
  });

  it('opens the chosen video, by click or keyboard', async () => {
    const { input, router } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'invest' } });
    await advance(SEARCH_DEBOUNCE_MS);
    // The click lands inside the hide delay that the blur started.
    fireEvent.blur(input);
    fireEvent.click(screen.getByRole('option', { name: /Investor letters/ }));
    await advance(0);
    expect(router.state.location.pathname).toBe('/videos/v2');
  });

  it('moves through results with the arrow keys and opens one with Enter', async () => {
    const { input, router } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'invest' } });
    await advance(SEARCH_DEBOUNCE_MS);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    await advance(0);
    expect(router.state.location.pathname).toBe('/videos/v1');
  });
});
