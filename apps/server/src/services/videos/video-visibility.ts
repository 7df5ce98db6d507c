import type { videos } from '../../db/video-schema.ts';

// Who may see a video and its media, as pure rules on its row (ADR 0017, ADR 0025).

type VideoRow = typeof videos.$inferSelect & { creatorSuspended?: boolean };

/**
 * Everyone sees approved, active, unexpired videos that are not hidden by moderation (nor
 * their uploader suspended) nor scheduled for later (ADR 0039: publishAt is cleared when the
 * video goes public). Built-in samples keep the expiry date of the original seed but stay
 * visible: they are the fallback content. The SQL twin is video-queries.ts's publiclyVisible.
 */
export const isPublicVideo = (video: VideoRow, now: Date): boolean =>
  video.isApproved &&
  video.isActive &&
  video.publishAt === null &&
  video.hiddenAt === null &&
  !video.creatorSuspended &&
  (video.origin === 'sample' || video.expiryDate.getTime() > now.getTime());

/** A key under the folder of the processing attempt whose outputs the video shows. */
export function isShownMedia(video: VideoRow, key: string): boolean {
  if (video.processingStatus !== 'ready' || !video.processedUrl) return false;
  const folder = video.processedUrl.slice(0, video.processedUrl.lastIndexOf('/') + 1);
  return folder.startsWith('videos/') && key.startsWith(folder);
}

/** A key of the video's captions (ADR 0036), videos/<creator>/<video>/captions/...: shown with the video. */
export function isCaptionMedia(video: VideoRow, key: string): boolean {
  const [root, , videoId, folder] = key.split('/');
  return root === 'videos' && videoId === video.id && folder === 'captions';
}
