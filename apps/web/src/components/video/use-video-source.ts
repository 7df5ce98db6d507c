import { type RefObject, useEffect } from 'react';

const isHls = (url: string | null): url is string =>
  Boolean(url) && new URL(url as string, window.location.href).pathname.endsWith('.m3u8');

/**
 * Feeds a video element our own video: adaptive (HLS) when a processed ladder exists, else
 * the MP4. Safari plays HLS itself; elsewhere hls.js (its light build, loaded only when
 * needed) feeds the element: our ladders have no subtitles, alternate audio or DRM.
 */
export function useVideoSource(
  ref: RefObject<HTMLVideoElement | null>,
  video: { processedUrl: string | null; videoUrl: string | null },
) {
  const { processedUrl, videoUrl } = video;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (!isHls(processedUrl)) {
      element.src = videoUrl ?? '';
      return;
    }
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
  }, [ref, processedUrl, videoUrl]);
}
