import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Client, fetchExchange, Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import type { PlaylistOnPage, PlaylistVideo } from './api/get-playlist';
import { PlaylistEditor } from './playlist-editor';

const video = (id: string, title: string): PlaylistVideo =>
  ({
    id,
    title,
    thumbnailUrl: null,
    fallbackThumbnailUrl: null,
    duration: '0:12',
    views: 0,
    commentCount: 0,
    category: 'Business',
    isFeatured: false,
    source: 'other',
    creatorProfile: null,
    sourceId: null,
    videoUrl: null,
    processedUrl: null,
  }) as PlaylistVideo;

const playlist = {
  id: 'p1',
  title: 'Road trip',
  visibility: 'PUBLIC',
  videoCount: 2,
  ownerName: 'ada',
  isOwner: true,
  updatedAt: '2026-01-01T00:00:00.000Z',
  videos: [video('a', 'First clip'), video('b', 'Second clip')],
} as PlaylistOnPage;

// A real urql client over a fake server that records each operation's variables.
function setup() {
  const sent: Record<string, unknown>[] = [];
  const client = new Client({
    url: 'http://test/graphql',
    exchanges: [fetchExchange],
    preferGetMethod: false,
    fetch: async (_url, init) => {
      sent.push((JSON.parse(String(init?.body)) as { variables: Record<string, unknown> }).variables);
      const answer = { data: { movePlaylistVideo: { ...playlist, __typename: 'Playlist' } } };
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    },
  });
  render(
    <MemoryRouter>
      <Provider value={client}>
        <PlaylistEditor playlist={playlist} />
      </Provider>
    </MemoryRouter>,
  );
  return { sent };
}

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('PlaylistEditor', () => {
  it('moves a video with the keyboard, says so, keeps focus on it and saves the move', async () => {
    const { sent } = setup();
    const down = screen.getByRole('button', { name: 'Move down: First clip' });
    expect((screen.getByRole('button', { name: 'Move up: First clip' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    down.focus();
    fireEvent.click(down);
    expect(titles()).toEqual(['Second clip', 'First clip']);
    expect(screen.getByText('First clip moved to position 2 of 2.')).toBeTruthy();
    // At the bottom now, Move down is off: focus goes to the same video's Move up.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move up: First clip' })),
    );
    await waitFor(() => expect(sent).toEqual([{ playlistId: 'p1', videoId: 'a', toIndex: 1 }]));
  });

  it('moves a dragged video to where it is dropped', async () => {
    const { sent } = setup();
    const [first, second] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    fireEvent.dragStart(second, { dataTransfer: { effectAllowed: '' } });
    fireEvent.dragOver(first);
    fireEvent.drop(first);
    expect(titles()).toEqual(['Second clip', 'First clip']);
    await waitFor(() => expect(sent).toEqual([{ playlistId: 'p1', videoId: 'b', toIndex: 0 }]));
  });
});
