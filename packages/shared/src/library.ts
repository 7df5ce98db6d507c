// A person's library (issue 24, ADR 0027): saved videos, watch history and playlists. The
// limits, texts and rules both sides use; the server enforces them, the web shows them.
// Without zod, so that the first page (the user menu brings saves in) stays light; the
// schemas are library-schemas.ts.

export const PLAYLIST_VISIBILITIES = ['public', 'unlisted', 'private'] as const;
export type PlaylistVisibility = (typeof PLAYLIST_VISIBILITIES)[number];

export const PLAYLIST_TITLE_MAX = 100;
/** A playlist is read whole (the player and reordering need every entry): kept small. */
export const PLAYLIST_VIDEOS_MAX = 200;
export const PLAYLISTS_PER_PERSON_MAX = 100;
/** Saves a browser may keep before sign-in, and so bring into an account at once. */
export const LOCAL_SAVES_MAX = 100;

/** How often a playing video reports the position reached (also on pause and leave). */
export const WATCH_REPORT_INTERVAL_MS = 10_000;
/** Videos one report may name (the Shorts feed moves through several between reports). */
export const WATCH_REPORT_MAX_ENTRIES = 20;
/** No video is longer than 10 minutes; a position past an hour is not a position. */
export const POSITION_MAX_SECONDS = 3600;

export const libraryMessages = {
  saved: 'Saved!',
  savedDescription: 'Video saved to your library',
  removed: 'Removed from your library',
  videoNotFound: 'Video not found.',
  playlistNotFound: 'Playlist not found.',
  playlistFull: `A playlist holds at most ${PLAYLIST_VIDEOS_MAX} videos.`,
  tooManyPlaylists: `You can have at most ${PLAYLISTS_PER_PERSON_MAX} playlists.`,
  titleRequired: 'Give the playlist a title.',
  titleTooLong: `A playlist title has at most ${PLAYLIST_TITLE_MAX} characters.`,
  signInForLibrary: 'Sign in to keep a history and make playlists.',
  rateLimited: 'Too many changes at once. Please wait a minute and try again.',
} as const;

/** A playlist's title, trimmed, or why it cannot be one (checked the same on both sides). */
export function parsePlaylistTitle(input: string): { title: string } | { error: string } {
  const title = input.trim();
  if (title.length === 0) return { error: libraryMessages.titleRequired };
  if (title.length > PLAYLIST_TITLE_MAX) return { error: libraryMessages.titleTooLong };
  return { title };
}

/**
 * Whether a person has nearly finished a video: within its last 10 seconds or its last 5 %,
 * whichever is shorter (a 20-second short is nearly finished in its last second, a
 * 10-minute video in its last 10 seconds), and never more than the last second sooner.
 */
export function isNearlyFinished(positionSeconds: number, durationSeconds: number): boolean {
  if (!(durationSeconds > 0)) return false;
  const margin = Math.max(1, Math.min(10, durationSeconds * 0.05));
  return positionSeconds >= durationSeconds - margin;
}

/**
 * Where a video starts for a person who left it at `positionSeconds`: there, unless they had
 * nearly finished it (then from the start, as a rewatch) or barely begun.
 */
export function resumePosition(positionSeconds: number | null | undefined, durationSeconds: number): number {
  if (!positionSeconds || positionSeconds < 1) return 0;
  if (!(durationSeconds > 0)) return 0;
  return isNearlyFinished(positionSeconds, durationSeconds) ? 0 : Math.min(positionSeconds, durationSeconds);
}

/** The order of a list after moving the item at `from` to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const [item] = next.splice(from, 1) as [T];
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}
