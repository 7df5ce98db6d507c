import { useEffect, useRef } from 'react';
import type { PlayableVideo } from '../../lib/api/playable-video-fields';
import { DEFAULT_THUMBNAIL } from '../../lib/video-display';

const isHls = (url: string | null): url is string =>
  Boolean(url) && new URL(url as string, window.location.href).pathname.endsWith('.m3u8');

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
  const { processedUrl, videoUrl } = video;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (!isHls(processedUrl)) {
      element.src = videoUrl ?? '';
      return;
    }
    // Safari plays HLS itself; elsewhere hls.js (its light build, loaded only when needed)
    // feeds the player: our ladders have no subtitles, alternate audio or DRM.
    if (element.canPlayType('application/vnd.apple.mpegurl')) {
      element.src = processedUrl;
      return;
    }
    let destroyed = false;
    let hls: { destroy(): void } | null = null;
    void import('hls.js/light').then(({ default: Hls }) => {
      if (destroyed) return;
      if (!Hls.isSupported()) {
        element.src = videoUrl ?? '';
        return;
      }
      const instance = new Hls();
      hls = instance;
      instance.on(Hls.Events.ERROR, (_event, data) => {
        // A ladder that cannot play falls back to the MP4.
        if (data.fatal && videoUrl) {
          instance.destroy();
          element.src = videoUrl;
        }
      });
      instance.loadSource(processedUrl);
      instance.attachMedia(element);
      element.dataset.hls = 'attached';
    });
    return () => {
      destroyed = true;
      hls?.destroy();
    };
  }, [processedUrl, videoUrl]);

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
