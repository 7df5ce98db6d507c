import { useEffect, useState } from 'react';
import { useRecordView } from '../../lib/use-record-view';

// The shorts the feed mounts (shorts-feed.tsx): where each of the three sits, when the one
// shown counts as viewed, and whether they play with sound.

const VIEW_AFTER_MS = 3000;
const SOUND_KEY = 'reelboard:shorts-sound';

/**
 * Where a short of the three mounted sits: the neighbours just off screen above and below,
 * rendered (not display: none) so that their first frame is decoded and ready to show.
 */
export function placement(offset: number, direction: 1 | -1): string {
  if (offset < 0) return '-translate-y-full';
  if (offset > 0) return 'translate-y-full';
  return direction === 1 ? 'motion-safe:animate-short-from-below' : 'motion-safe:animate-short-from-above';
}

/** A view counts once the short has been shown for three seconds (the server's rule applies). */
export function useViewAfter(id: string | undefined) {
  const [watched, setWatched] = useState<string | undefined>();
  useEffect(() => {
    if (!id) return;
    const timer = setTimeout(() => setWatched(id), VIEW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [id]);
  useRecordView(watched);
}

/** Sound on or off for the session (muted until the reader turns it on, as browsers require). */
export function useSound(): [boolean, () => void] {
  const [sound, setSound] = useState(() => sessionStorage.getItem(SOUND_KEY) === 'on');
  const toggle = () => {
    sessionStorage.setItem(SOUND_KEY, sound ? 'off' : 'on');
    setSound(!sound);
  };
  return [sound, toggle];
}
