import { type CSSProperties, type RefObject, useRef, useState } from 'react';
import type { PlayableVideo } from '../../lib/api/playable-video-fields';
import { DEFAULT_THUMBNAIL } from '../../lib/video-display';
import { useVideoSource } from './use-video-source';
import { useWatchProgress } from './use-watch-progress';

type PlayerOptions = {
  /** Resume and report the signed-in person's position in this video (ADR 0027). */
  trackId?: string;
  /** Start playing at once (the next video of a playlist). */
  autoPlay?: boolean;
  onEnded?: () => void;
};

// Plays a video: YouTube sources in YouTube's privacy-enhanced embed; our own videos in the
// native player, adaptive (HLS) when a processed ladder exists, else the MP4.
export function VideoPlayer({ video, ...options }: { video: PlayableVideo } & PlayerOptions) {
  if (video.source === 'youtube' && video.sourceId) {
    const autoplay = options.autoPlay ? '?autoplay=1' : '';
    return (
      <iframe
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.sourceId)}${autoplay}`}
        title={video.title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        className="aspect-video w-full rounded-xl bg-black"
      />
    );
  }
  return <NativePlayer video={video} {...options} />;
}

// The player takes the video's own shape once its size is known, at most 80% of the screen's
// height: a portrait video plays as portrait (centred, narrower), not as a small picture in a
// 16:9 box. Until then, and for a file whose size cannot be read, a 16:9 box.
const MAX_HEIGHT = '80vh';

/** The box of a video `width`x`height`: its aspect ratio, no wider than fits the height limit. */
function playerBox(width: number, height: number): CSSProperties {
  return { aspectRatio: `${width} / ${height}`, maxWidth: `calc(${MAX_HEIGHT} * ${width} / ${height})` };
}

function NativePlayer({ video, trackId, autoPlay, onEnded }: { video: PlayableVideo } & PlayerOptions) {
  const ref = useRef<HTMLVideoElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useVideoSource(ref, video);

  return (
    <>
      {trackId ? <WatchProgress target={ref} videoId={trackId} /> : null}
      {/* biome-ignore lint/a11y/useMediaCaption: uploaded short videos carry no caption tracks. */}
      <video
        ref={ref}
        controls
        playsInline
        autoPlay={autoPlay}
        onEnded={onEnded}
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
    </>
  );
}

/** Resume and position reports, mounted only where a player tracks them (not the admin's). */
function WatchProgress({ target, videoId }: { target: RefObject<HTMLVideoElement | null>; videoId: string }) {
  useWatchProgress(target, videoId);
  return null;
}
