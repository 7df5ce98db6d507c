/** A failure whose message is meant for the video's uploader. */
export class ProcessingError extends Error {}

// The reason shown to the creator: ours, or a plain sentence instead of ffmpeg's output
// (which names temporary paths).
export function failureText(error: unknown): string {
  if (error instanceof ProcessingError) return error.message;
  if (error instanceof Error && error.message.includes('timed out')) return 'Processing took too long.';
  return 'The video could not be processed.';
}
