import { isUuid } from '@reelboard/shared/ids';
import { LOCAL_SAVES_MAX } from '@reelboard/shared/library';
import { useSyncExternalStore } from 'react';

// A signed-out visitor's saved videos live in this browser's local storage, oldest first,
// until they sign in: then the library moves them into their account (useImportLocalSaves).
const STORAGE_KEY = 'reelboard:saved-videos';
const CHANGED_EVENT = 'reelboard:saved-videos-changed';
const EMPTY: string[] = [];

let cachedRaw: string | null | undefined;
let cachedIds: string[] = EMPTY;

/** The ids saved in this browser; the same array for the same stored text. */
export function readLocalSaves(): string[] {
  const raw = window.localStorage.getItem(STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    let parsed: unknown = [];
    try {
      parsed = raw ? JSON.parse(raw) : [];
    } catch {
      // A damaged entry is an empty list.
    }
    // Checked by hand, not with zod: this module is part of the first page's JavaScript.
    cachedIds = Array.isArray(parsed) ? parsed.filter(isUuid).slice(-LOCAL_SAVES_MAX) : EMPTY;
  }
  return cachedIds;
}

function writeLocalSaves(ids: string[]) {
  if (ids.length === 0) window.localStorage.removeItem(STORAGE_KEY);
  else window.localStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

/** Saves or unsaves in this browser; the oldest saves give way past the limit. */
export function setLocallySaved(videoId: string, saved: boolean) {
  const others = readLocalSaves().filter((id) => id !== videoId);
  writeLocalSaves(saved ? [...others, videoId].slice(-LOCAL_SAVES_MAX) : others);
}

/** Forgets the given ids (those moved into an account), keeping any saved meanwhile. */
export function forgetLocalSaves(moved: readonly string[]) {
  writeLocalSaves(readLocalSaves().filter((id) => !moved.includes(id)));
}

function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener(CHANGED_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useLocalSaves(): string[] {
  return useSyncExternalStore(subscribe, readLocalSaves, () => EMPTY);
}
