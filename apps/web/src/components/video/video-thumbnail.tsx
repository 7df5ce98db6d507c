import { useState } from 'react';
import type { VideoCardVideo } from '../../lib/api/video-card-fields';
import { DEFAULT_THUMBNAIL } from '../../lib/video-display';

// The thumbnail falls back to the video's fallback image, then to the Reelboard logo, when
// an image fails to load.
export function VideoThumbnail({
  video,
  className = '',
}: {
  video: Pick<VideoCardVideo, 'title' | 'thumbnailUrl' | 'fallbackThumbnailUrl'>;
  className?: string;
}) {
  const candidates = [video.thumbnailUrl, video.fallbackThumbnailUrl, DEFAULT_THUMBNAIL].filter(
    (url): url is string => Boolean(url),
  );
  const [failed, setFailed] = useState<string[]>([]);
  const src = candidates.find((url) => !failed.includes(url)) ?? DEFAULT_THUMBNAIL;
  return (
    <img
      src={src}
      alt={video.title}
      loading="lazy"
      className={`h-full w-full bg-slate-200 object-cover ${className}`}
      onError={() => {
        if (src !== DEFAULT_THUMBNAIL) setFailed((list) => [...list, src]);
      }}
    />
  );
}
