import { type CSSProperties, useRef, useState } from 'react';
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

// The player takes the video's own shape once its size is known, at most 80% of the screen's
// height: a portrait video plays as portrait (centred, narrower), not as a small picture in a
// 16:9 box. Until then, and for a file whose size cannot be read, a 16:9 box.
const MAX_HEIGHT = '80vh';

/** The box of a video `width`x`height`: its aspect ratio, no wider than fits the height limit. */
function playerBox(width: number, height: number): CSSProperties {
  return { aspectRatio: `${width} / ${height}`, maxWidth: `calc(${MAX_HEIGHT} * ${width} / ${height})` };
}

function NativePlayer({ video }: { video: PlayableVideo }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
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
      onLoadedMetadata={(event) => {
        const { videoWidth: width, videoHeight: height } = event.currentTarget;
        if (width > 0 && height > 0) setSize({ width, height });
      }}
      style={size ? playerBox(size.width, size.height) : undefined}
      className={`${size ? 'mx-auto block' : 'aspect-video'} w-full rounded-xl bg-black`}
    />
  );
}
