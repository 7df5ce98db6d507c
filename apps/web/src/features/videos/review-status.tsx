import type { VideoOnPage } from './api/get-video';

// Only the uploader and admins can open a video that is not public yet; tell them where it
// stands (SPEC.md section 4: pending approval, processing, failed).
export function ReviewStatus({
  video,
}: {
  video: Pick<VideoOnPage, 'isApproved' | 'processingStatus' | 'processingError'>;
}) {
  const notes: string[] = [];
  if (video.processingStatus === 'failed') {
    notes.push(`Processing failed${video.processingError ? `: ${video.processingError}` : '.'}`);
  } else if (video.processingStatus !== 'ready') {
    notes.push('Processing: adaptive playback will be ready soon; the original file plays meanwhile.');
  }
  if (!video.isApproved) notes.push('Pending approval: only you and admins can see this video.');
  if (notes.length === 0) return null;
  return (
    <div
      role="status"
      className="space-y-1 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </div>
  );
}
