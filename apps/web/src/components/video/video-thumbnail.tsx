import { useState } from 'react';
import type { VideoCardVideo } from '../../lib/api/video-card-fields';
import { DEFAULT_THUMBNAIL } from '../../lib/video-display';

// The thumbnail falls back to the video's fallback image, then to the Reelboard logo, when
// an image fails to load. Thumbnails load lazily, as they scroll near; a page's largest one
// on its first screen (`priority`) is fetched at once and ahead of the others.
export function VideoThumbnail({
  video,
  className = '',
  priority = false,
}: {
  video: Pick<VideoCardVideo, 'title' | 'thumbnailUrl' | 'fallbackThumbnailUrl'>;
  className?: string;
  priority?: boolean;
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
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      className={`h-full w-full bg-slate-200 object-cover ${className}`}
      onError={() => {
        if (src !== DEFAULT_THUMBNAIL) setFailed((list) => [...list, src]);
      }}
    />
  );
}
