import { expect, it } from 'vitest';
import { type StudioStatusFacts, studioStatus } from './analytics-studio.ts';

const now = new Date('2026-11-26T12:00:00Z');
const video: StudioStatusFacts = {
  processingStatus: 'ready',
  isApproved: true,
  isActive: true,
  hiddenAt: null,
  expiryDate: new Date('2027-01-01'),
  origin: 'upload',
  publishAt: null,
};

it('names where a video stands, the first match winning', () => {
  expect(studioStatus(video, now)).toBe('PUBLIC');
  expect(studioStatus({ ...video, processingStatus: 'failed', hiddenAt: now }, now)).toBe('FAILED');
  expect(studioStatus({ ...video, hiddenAt: now }, now)).toBe('HIDDEN');
  expect(studioStatus({ ...video, expiryDate: new Date('2026-01-01') }, now)).toBe('HIDDEN');
  expect(studioStatus({ ...video, processingStatus: 'processing', isApproved: false }, now)).toBe(
    'PROCESSING',
  );
  expect(studioStatus({ ...video, isApproved: false }, now)).toBe('PENDING_REVIEW');
  expect(studioStatus({ ...video, publishAt: new Date('2026-11-27') }, now)).toBe('SCHEDULED');
  expect(studioStatus({ ...video, isApproved: false, publishAt: new Date('2026-11-27') }, now)).toBe(
    'PENDING_REVIEW',
  );
});
