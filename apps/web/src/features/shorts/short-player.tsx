import { useLayoutEffect, useRef } from 'react';
import { CaptionsMenu, CaptionTracks } from '../../components/video/caption-controls';
import { useCaptions } from '../../components/video/use-captions';
import { useVideoSource } from '../../components/video/use-video-source';
import { useWatchProgress } from '../../components/video/use-watch-progress';
import { useWatchReporter } from '../../lib/watch-reporter';
import type { Short } from './api/shorts';

// One short, filling the screen with black bars around it whatever its shape. The shown
// short plays, muted unless sound was turned on, and loops; its neighbours load their start
// so that a swipe shows their first frame at once; the rest load nothing.
export function ShortPlayer({ short, shown, muted }: { short: Short; shown: boolean; muted: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  useVideoSource(ref, short);
  // The short shown resumes where a signed-in person left it, and reports how far they got.
  useWatchProgress(ref, shown ? short.id : undefined, { loop: true });
  // Each time a short is shown is a view from Shorts, for its creator's figures (issue 26).
  useWatchReporter(ref, shown ? short.id : undefined, 'shorts');
  // The shown short's captions, and their menu at its top left (ADR 0036).
  const captions = useCaptions(ref, shown ? short.id : undefined);

  // Before paint: a move renders synchronously, and playback starts in the same task.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (!shown) {
      element.pause();
      return;
    }
    const playWhileVisible = () => {
      if (document.hidden) element.pause();
      else void element.play().catch(() => {});
    };
    playWhileVisible();
    document.addEventListener('visibilitychange', playWhileVisible);
    return () => document.removeEventListener('visibilitychange', playWhileVisible);
  }, [shown]);

  return (
    <>
      <video
        ref={ref}
        muted={muted}
        loop
        playsInline
        preload="auto"
        poster={short.thumbnailUrl ?? short.fallbackThumbnailUrl ?? undefined}
        aria-label={short.title}
        data-testid={shown ? 'short-video' : undefined}
        className="h-full w-full bg-black object-contain"
      >
        <CaptionTracks captions={captions} />
      </video>
      <CaptionsMenu
        captions={captions}
        className="absolute top-16 left-3 z-20 rounded-full bg-black/60 px-3 py-1 text-white"
      />
    </>
  );
}
