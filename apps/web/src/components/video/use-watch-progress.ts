import { resumePosition } from '@reelboard/shared/library';
import { type RefObject, useEffect, useRef } from 'react';
import { useQuery } from 'urql';
import { MY_VIDEO_LIBRARY_STATE } from '../../lib/api/my-video-library-state';
import { useAuth } from '../../lib/auth';
import { flushPositions, reportPosition } from '../../lib/watch-progress';

/**
 * For a signed-in person: starts the video where they left it, unless they had nearly
 * finished it (shared/library.ts), and reports where they are as it plays (batched by
 * watch-progress.ts; sent at once on pause, end, leaving the video or the page). A looping
 * player (Shorts) reports the furthest point reached, so that a short watched to its end
 * counts as finished however often it looped. Nothing happens without `videoId`.
 */
export function useWatchProgress(
  ref: RefObject<HTMLVideoElement | null>,
  videoId: string | undefined,
  { loop = false }: { loop?: boolean } = {},
) {
  const { status } = useAuth();
  const signedIn = status === 'signedIn';
  const [{ data }] = useQuery({
    query: MY_VIDEO_LIBRARY_STATE,
    variables: { videoId: videoId ?? '' },
    pause: !signedIn || !videoId,
    // Never a kept answer: the position moved since (reports do not update urql's cache).
    requestPolicy: 'network-only',
  });
  const state = data?.myVideoLibraryState;
  const resumed = useRef<string | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || !videoId || !state || state.videoId !== videoId || resumed.current === videoId) return;
    resumed.current = videoId;
    const resume = () => {
      const at = resumePosition(state.positionSeconds, element.duration);
      // Only before the person has moved on by themselves.
      if (at > 0 && element.currentTime < 1) element.currentTime = at;
    };
    if (element.readyState >= HTMLMediaElement.HAVE_METADATA) resume();
    else element.addEventListener('loadedmetadata', resume, { once: true });
  }, [ref, videoId, state]);

  useEffect(() => {
    const element = ref.current;
    if (!element || !videoId || !signedIn) return;
    let furthest = 0;
    const onTime = () => {
      furthest = Math.max(furthest, element.currentTime);
      reportPosition(videoId, loop ? furthest : element.currentTime);
    };
    const onEnded = () => {
      reportPosition(videoId, element.duration);
      flushPositions();
    };
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('pause', flushPositions);
    element.addEventListener('ended', onEnded);
    return () => {
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('pause', flushPositions);
      element.removeEventListener('ended', onEnded);
      flushPositions();
    };
  }, [ref, videoId, signedIn, loop]);
}
