// A video's status in the studio (issue 26): one word for where it stands, first match wins.

export const STUDIO_VIDEO_STATUSES = [
  'PROCESSING',
  'PENDING_REVIEW',
  'SCHEDULED',
  'PUBLIC',
  'HIDDEN',
  'FAILED',
] as const;
export type StudioVideoStatus = (typeof STUDIO_VIDEO_STATUSES)[number];

export type StudioStatusFacts = {
  processingStatus: 'pending' | 'processing' | 'ready' | 'failed';
  isApproved: boolean;
  isActive: boolean;
  hiddenAt: Date | null;
  expiryDate: Date;
  origin: string;
  publishAt?: Date | null;
};

export function studioStatus(video: StudioStatusFacts, now: Date): StudioVideoStatus {
  if (video.processingStatus === 'failed') return 'FAILED';
  if (video.hiddenAt !== null || !video.isActive) return 'HIDDEN';
  if (video.origin !== 'sample' && video.expiryDate.getTime() <= now.getTime()) return 'HIDDEN';
  if (video.processingStatus !== 'ready') return 'PROCESSING';
  if (!video.isApproved) return 'PENDING_REVIEW';
  // The publishing job clears publishAt when the video goes public (ADR 0039).
  if (video.publishAt) return 'SCHEDULED';
  return 'PUBLIC';
}
