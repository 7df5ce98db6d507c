// What the Shorts feed remembers for the browser session (sessionStorage): the ids already
// shown, so that no short comes twice, and where the feed continues, so that a reload or a
// later visit to /shorts goes on from there instead of starting over. Each feed of /shorts
// (For you, Following) keeps its own under its key. Pure, for the tests; the feed reads and
// writes it.
/** A session that long has seen the catalogue many times over; the oldest ids go first. */
const MAX_SEEN = 2000;

export type ShortsMemory = {
  /** The ids shown in this session, oldest first. */
  seen: string[];
  /**
   * The token of the feed page holding the first short not shown yet (null: the first page).
   * Tokens carry the moment the feed was ranked at (ADR 0022), so pages asked with it again
   * come in the same order; the shorts of that page already shown are skipped.
   */
  resumeToken: string | null;
  /** The feed ran out: every short has been shown. */
  ended: boolean;
};

const EMPTY: ShortsMemory = { seen: [], resumeToken: null, ended: false };

/** The memory as stored; anything unreadable counts as a new session. */
export function parseMemory(stored: string | null): ShortsMemory {
  if (!stored) return EMPTY;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return EMPTY;
    const { seen, resumeToken, ended } = value as Record<string, unknown>;
    if (!Array.isArray(seen) || !seen.every((id) => typeof id === 'string')) return EMPTY;
    if (resumeToken !== null && typeof resumeToken !== 'string') return EMPTY;
    return { seen: seen.slice(-MAX_SEEN), resumeToken, ended: ended === true };
  } catch {
    return EMPTY;
  }
}

/** Nothing shown yet in this session: the feed starts at its first page. */
export const isFresh = (memory: ShortsMemory) =>
  memory.seen.length === 0 && memory.resumeToken === null && !memory.ended;

export function readMemory(storage: Pick<Storage, 'getItem'>, key: string): ShortsMemory {
  return parseMemory(storage.getItem(key));
}

export function writeMemory(storage: Pick<Storage, 'setItem'>, key: string, memory: ShortsMemory): void {
  storage.setItem(key, JSON.stringify(memory));
}

/** A short of the feed, with the token of the page it came in (null: the first page). */
export type FeedEntry<T> = { short: T; pageToken: string | null };

/**
 * Where the feed continues once `entries[index]` is shown: at the page of the short after
 * it, or, when it is the last one loaded, at the next page not fetched yet.
 */
export function resumeAfter<T>(
  entries: FeedEntry<T>[],
  index: number,
  feed: { nextToken: string | null; ended: boolean },
): Pick<ShortsMemory, 'resumeToken' | 'ended'> {
  const following = entries[index + 1];
  if (following) return { resumeToken: following.pageToken, ended: false };
  return { resumeToken: feed.ended ? null : feed.nextToken, ended: feed.ended };
}

/** The memory once `id` has been shown and the feed continues at `resume`. */
export function rememberShown(
  memory: ShortsMemory,
  id: string,
  resume: Pick<ShortsMemory, 'resumeToken' | 'ended'>,
): ShortsMemory {
  const seen = memory.seen.includes(id) ? memory.seen : [...memory.seen, id].slice(-MAX_SEEN);
  return { seen, ...resume };
}
