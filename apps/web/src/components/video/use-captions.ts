import { CAPTIONS_OFF, initialCaptionLanguage } from '@reelboard/shared/captions';
import { type RefObject, useEffect, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { type CaptionTrack, VIDEO_CAPTIONS } from './captions-api';

// The choice is remembered for every video: a language, or "off" (ADR 0036).
const STORAGE_KEY = 'reelboard.captions';

const remembered = () => {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
};

/** A language tag as its name in the reader's language: "en" -> "English". */
export function languageName(tag: string): string {
  try {
    return new Intl.DisplayNames([navigator.language], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/**
 * The video's caption tracks and the one shown: the remembered choice, else the browser's
 * language, else none. Shows it on the element's text tracks.
 */
export function useCaptions(ref: RefObject<HTMLVideoElement | null>, videoId: string | undefined) {
  const [{ data }] = useQuery({ query: VIDEO_CAPTIONS, variables: { id: videoId ?? '' }, pause: !videoId });
  const tracks: CaptionTrack[] = useMemo(
    () => (data?.getVideo?.captions ?? []).filter((track) => track.url),
    [data],
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const shown =
    chosen ??
    initialCaptionLanguage(
      tracks.map((track) => track.language),
      remembered(),
      navigator.languages ?? [navigator.language],
    );

  // Applied again as each <track> joins the element: the list arrives after the video.
  useEffect(() => {
    const list = ref.current?.textTracks;
    if (!list) return;
    const apply = () => {
      for (const track of Array.from(list)) {
        if (track.kind === 'captions') track.mode = track.language === shown ? 'showing' : 'disabled';
      }
    };
    apply();
    // jsdom's list has no events; browsers' have.
    if (typeof list.addEventListener !== 'function') return;
    list.addEventListener('addtrack', apply);
    return () => list.removeEventListener('addtrack', apply);
  }, [ref, shown]);

  const choose = (language: string) => {
    setChosen(language);
    try {
      window.localStorage.setItem(STORAGE_KEY, language);
    } catch {
      // Private windows may refuse: the choice still holds for this page.
    }
  };
  return { tracks, shown, choose, off: CAPTIONS_OFF };
}

export type Captions = ReturnType<typeof useCaptions>;
