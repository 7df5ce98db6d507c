import { useId, useState } from 'react';
import { THUMBNAIL_MAX_BYTES, THUMBNAIL_TOO_LARGE, uploadThumbnail } from './api/thumbnails';

/** Uploads an image as the thumbnail, with its progress and the server's message on refusal. */
export function ThumbnailUpload({ videoId, onDone }: { videoId: string; onDone: () => void }) {
  const id = useId();
  const hintId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File) {
    setError(null);
    if (file.size > THUMBNAIL_MAX_BYTES) return setError(THUMBNAIL_TOO_LARGE);
    setProgress(0);
    try {
      await uploadThumbnail(videoId, file, setProgress);
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        Upload an image
      </label>
      <p id={hintId} className="text-xs text-slate-600">
        JPEG, PNG, WebP or GIF, at most 10 MB and at least 160 × 90 pixels.
      </p>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        aria-describedby={hintId}
        disabled={progress !== null}
        className="block w-full max-w-full text-sm text-slate-700"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      {progress !== null ? (
        <div className="flex items-center gap-2 text-sm text-slate-700">
          <progress value={progress} max={1} aria-label="Thumbnail upload" className="w-40" />
          <span aria-live="polite">{Math.round(progress * 100)} %</span>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
