import { useRef } from 'react';
import type { PlayableVideo } from '../../lib/api/playable-video-fields';
import { DEFAULT_THUMBNAIL } from '../../lib/video-display';
import { useVideoSource } from './use-video-source';

// Plays a video: YouTube sources in YouTube's privacy-enhanced embed; our own videos in the
// native player, adaptive (HLS) when a processed ladder exists, else the MP4.
export function VideoPlayer({ video }: { video: PlayableVideo }) {
  if (video.source === 'youtube' && video.sourceId) {
    return (
      <iframe
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.sourceId)}`}
        title={video.title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        className="aspect-video w-full rounded-xl bg-black"
      />
    );
  }
  return <NativePlayer video={video} />;
}

function NativePlayer({ video }: { video: PlayableVideo }) {
  const ref = useRef<HTMLVideoElement>(null);
  useVideoSource(ref, video);

  return (
    // biome-ignore lint/a11y/useMediaCaption: uploaded short videos carry no caption tracks.
    <video
      ref={ref}
      controls
      playsInline
      preload="metadata"
      poster={video.thumbnailUrl ?? video.fallbackThumbnailUrl ?? DEFAULT_THUMBNAIL}
      aria-label={video.title}
      className="aspect-video w-full rounded-xl bg-black"
    />
  );
}
