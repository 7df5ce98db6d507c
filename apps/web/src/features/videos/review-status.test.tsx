import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewStatus } from './review-status';

const status = (video: Parameters<typeof ReviewStatus>[0]['video']) => render(<ReviewStatus video={video} />);

describe('ReviewStatus', () => {
  it('says nothing about a public, processed video', () => {
    status({ isApproved: true, processingStatus: 'ready', processingError: null });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('tells the uploader the video awaits approval and processing', () => {
    status({ isApproved: false, processingStatus: 'processing', processingError: null });
    expect(screen.getByRole('status').textContent).toContain('Pending approval');
    expect(screen.getByRole('status').textContent).toContain('Processing');
  });

  it('shows why processing failed', () => {
    status({ isApproved: false, processingStatus: 'failed', processingError: 'ffmpeg exited with code 1' });
    expect(screen.getByText('Processing failed: ffmpeg exited with code 1')).toBeTruthy();
  });
});
