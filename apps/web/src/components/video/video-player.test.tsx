import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayableVideo } from '../../lib/api/playable-video-fields';
import { VideoPlayer } from './video-player';

afterEach(() => {
  vi.restoreAllMocks();
});

const base: PlayableVideo = {
  title: 'Pitching to investors',
  source: 'other',
  sourceId: null,
  videoUrl: '/storage/public/videos/u1/a.mp4',
  processedUrl: null,
  thumbnailUrl: '/storage/public/videos/u1/a.jpg',
  fallbackThumbnailUrl: null,
};

const player = () => screen.getByLabelText('Pitching to investors') as HTMLVideoElement;

describe('VideoPlayer', () => {
  it('embeds YouTube videos without cookies', () => {
    render(<VideoPlayer video={{ ...base, source: 'youtube', sourceId: 'abc_123' }} />);
    const frame = screen.getByTitle('Pitching to investors');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc_123');
  });

  it('plays the MP4 with the thumbnail, or the default image, as poster', () => {
    const { rerender } = render(<VideoPlayer video={base} />);
    expect(player().getAttribute('src')).toBe('/storage/public/videos/u1/a.mp4');
    expect(player().getAttribute('poster')).toBe('/storage/public/videos/u1/a.jpg');
    rerender(<VideoPlayer video={{ ...base, thumbnailUrl: null }} />);
    expect(player().getAttribute('poster')).toBe('/default-thumbnail.svg');
  });

  it('hands the HLS playlist to browsers that play HLS themselves', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
      type === 'application/vnd.apple.mpegurl' ? 'maybe' : '',
    );
    render(
      <VideoPlayer video={{ ...base, processedUrl: '/storage/public/videos/u1/a/master.m3u8?sig=1' }} />,
    );
    expect(player().getAttribute('src')).toBe('/storage/public/videos/u1/a/master.m3u8?sig=1');
  });

  it('falls back to the MP4 where neither native HLS nor Media Source Extensions exist', async () => {
    // jsdom has no MediaSource, so hls.js reports itself unsupported.
    render(<VideoPlayer video={{ ...base, processedUrl: '/storage/public/videos/u1/a/master.m3u8' }} />);
    await waitFor(() => expect(player().getAttribute('src')).toBe('/storage/public/videos/u1/a.mp4'));
    expect(player().dataset.hls).toBeUndefined();
  });

  it('takes the shape of a portrait video once its size is known, at most 80% of the screen high', () => {
    render(<VideoPlayer video={base} />);
    const element = player();
    expect(element.className).toContain('aspect-video');
    Object.defineProperty(element, 'videoWidth', { value: 1080 });
    Object.defineProperty(element, 'videoHeight', { value: 1920 });
    fireEvent.loadedMetadata(element);
    expect(element.className).not.toContain('aspect-video');
    expect(element.getAttribute('style')).toContain('aspect-ratio: 1080 / 1920');
    // 80vh of height at 9:16 is 45vh of width.
    expect(element.style.maxWidth).toBe('calc(45vh)');
  });
});
