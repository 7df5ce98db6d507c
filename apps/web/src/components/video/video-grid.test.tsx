import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { VideoCardVideo } from '../../lib/api/video-card-fields';
import { VideoGrid } from './video-grid';

const video = (overrides: Partial<VideoCardVideo> = {}): VideoCardVideo => ({
  id: 'v1',
  title: 'Pitching to investors',
  thumbnailUrl: '/storage/public/thumbs/v1.jpg',
  fallbackThumbnailUrl: null,
  duration: '2:05',
  views: 1234,
  commentCount: 0,
  category: 'Business',
  isFeatured: false,
  source: 'other',
  creatorProfile: { id: 'c1', name: 'Ada', avatarUrl: null },
  ...overrides,
});

const renderGrid = (props: Parameters<typeof VideoGrid>[0]) =>
  render(
    <MemoryRouter>
      <VideoGrid {...props} />
    </MemoryRouter>,
  );

describe('VideoGrid', () => {
  it('says so when there are no videos', () => {
    renderGrid({ videos: [], title: 'Trending Now' });
    expect(screen.getByRole('heading', { name: 'Trending Now' })).toBeTruthy();
    expect(screen.getByText('No videos available')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('uses the requested column count from small screens up, one column below', () => {
    const { rerender } = renderGrid({ videos: [video()], columns: 3 });
    expect(screen.getByRole('list').className).toContain('grid-cols-1 sm:grid-cols-2 lg:grid-cols-3');
    rerender(
      <MemoryRouter>
        <VideoGrid videos={[video()]} columns={1} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('list').className).toMatch(/grid-cols-1$/);
    rerender(
      <MemoryRouter>
        <VideoGrid videos={[video()]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('list').className).toContain('lg:grid-cols-4');
  });

  it('shows a card linking to the video with its details', () => {
    renderGrid({ videos: [video()] });
    const card = screen.getByRole('link');
    expect(card.getAttribute('href')).toBe('/videos/v1');
    expect(within(card).getByRole('heading', { name: 'Pitching to investors' }).className).toContain(
      'line-clamp-2',
    );
    expect(within(card).getByText('2:05')).toBeTruthy();
    expect(within(card).getByText('1,234 views')).toBeTruthy();
    expect(within(card).getByText('Business')).toBeTruthy();
    expect(within(card).getByText('Ada')).toBeTruthy();
    // No picture: the avatar shows the creator's first letter.
    expect(within(card).getByText('A')).toBeTruthy();
    expect(within(card).queryByText('Featured')).toBeNull();
  });

  it('shows the Featured badge for featured videos or a featured grid', () => {
    renderGrid({ videos: [video({ isFeatured: true }), video({ id: 'v2' })] });
    expect(screen.getAllByText('Featured')).toHaveLength(1);
    cleanup();
    renderGrid({ videos: [video(), video({ id: 'v2' })], featured: true });
    expect(screen.getAllByText('Featured')).toHaveLength(2);
  });

  it('falls back to the fallback thumbnail, then the default image', () => {
    renderGrid({ videos: [video({ fallbackThumbnailUrl: '/fallback.jpg' })] });
    const image = screen.getByRole('img', { name: 'Pitching to investors' });
    expect(image.getAttribute('src')).toBe('/storage/public/thumbs/v1.jpg');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('/fallback.jpg');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('/default-thumbnail.svg');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('/default-thumbnail.svg');
  });

  it('names the creator of an external video after its source, and Unknown otherwise', () => {
    renderGrid({ videos: [video({ creatorProfile: null, source: 'youtube' })] });
    expect(screen.getByText('YouTube')).toBeTruthy();
    cleanup();
    renderGrid({ videos: [video({ creatorProfile: null })] });
    expect(screen.getByText('Unknown')).toBeTruthy();
  });
});
