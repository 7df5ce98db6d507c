// Video durations are measured by ffprobe in seconds and shown as m:ss (SPEC.md section
// 9): minutes unpadded, seconds always two digits, rounded to the nearest second.
export function formatDuration(seconds: number | null | undefined): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return '0:00';
  const total = Math.round(seconds);
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}
