import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Client, fetchExchange, Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import type { VideoCardVideo } from '../../lib/api/video-card-fields';
import { FollowingScreen } from './following-screen';

const video = (id: string, title: string): VideoCardVideo => ({
  id,
  title,
  thumbnailUrl: null,
  fallbackThumbnailUrl: null,
  duration: '0:42',
  views: 3,
  commentCount: 0,
  category: 'Business',
  isFeatured: false,
  source: 'other',
  creatorProfile: { id: 'c1', name: 'Ada', avatarUrl: null },
});

// A real urql client over a fake server answering followingFeed page by page.
function renderScreen(pages: Record<string, { items: VideoCardVideo[]; nextToken: string | null }>) {
  const asked: (string | null)[] = [];
  const client = new Client({
    url: 'http://test/graphql',
    exchanges: [fetchExchange],
    preferGetMethod: false,
    fetch: async (_url, init) => {
      const { variables } = JSON.parse(String(init?.body)) as { variables: { nextToken: string | null } };
      asked.push(variables.nextToken);
      const page = pages[variables.nextToken ?? 'first'];
      return new Response(JSON.stringify({ data: { followingFeed: page } }), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  render(
    <Provider value={client}>
      <MemoryRouter>
        <FollowingScreen />
      </MemoryRouter>
    </Provider>,
  );
  return asked;
}

describe('the Following page', () => {
  it('shows the videos as the video grid and loads more into the same list', async () => {
    const asked = renderScreen({
      first: { items: [video('v1', 'Newest cut'), video('v2', 'Older cut')], nextToken: 'page-2' },
      'page-2': { items: [video('v3', 'Oldest cut')], nextToken: null },
    });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    await screen.findByText('Newest cut');
    expect(screen.getByRole('link', { name: 'Watch as Shorts' }).getAttribute('href')).toBe(
      '/shorts/following',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Oldest cut');
    expect(screen.getAllByRole('list')).toHaveLength(1);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(asked).toEqual([null, 'page-2']);
  });

  it('says how to fill it when nobody followed has a video', async () => {
    renderScreen({ first: { items: [], nextToken: null } });
    await screen.findByText(
      'No videos from creators you follow yet. Follow creators to see their new videos here.',
    );
    expect(screen.getByRole('link', { name: 'Find creators' }).getAttribute('href')).toBe('/creators');
  });
});
