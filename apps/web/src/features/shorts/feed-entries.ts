import type { FeedEntry } from './session-memory';

// Changes to the shorts the feed holds: a newer answer about a creator or a short, and
// "Not interested" (ADR 0028): what leaves the feed of this session, and what an Undo puts
// back. Pure, for the tests; the feed applies them.

type Hideable = { id: string; creatorProfile?: { id: string } | null };

/** Every short of the creator with the creator as now answered (a Follow holds for all of them). */
export function withCreator<C extends { id: string }, T extends { creatorProfile?: C | null }>(
  entries: FeedEntry<T>[],
  creator: C,
): FeedEntry<T>[] {
  return entries.map((entry) =>
    entry.short.creatorProfile?.id === creator.id
      ? { ...entry, short: { ...entry.short, creatorProfile: creator } }
      : entry,
  );
}

/** The short as now answered (its counts after the reader commented), where the feed holds it. */
export function withFresh<T extends { id: string }>(entries: FeedEntry<T>[], fresh: T): FeedEntry<T>[] {
  return entries.map((entry) => (entry.short.id === fresh.id ? { ...entry, short: fresh } : entry));
}

/**
 * The feed without the short, and, where the feed ranks creators (For you), without the
 * shorts of its creator loaded after it: the server now sends those last. `dropped` is what
 * an Undo puts back, the short first.
 */
export function withoutShort<T extends Hideable>(
  entries: FeedEntry<T>[],
  short: T,
  at: number,
  ranksCreators: boolean,
): { entries: FeedEntry<T>[]; dropped: FeedEntry<T>[] } {
  const creatorId = ranksCreators ? short.creatorProfile?.id : undefined;
  const drops = (entry: FeedEntry<T>, index: number) =>
    entry.short.id === short.id ||
    (creatorId !== undefined && index > at && entry.short.creatorProfile?.id === creatorId);
  return {
    entries: entries.filter((entry, index) => !drops(entry, index)),
    dropped: entries.filter(drops),
  };
}

/** The feed with an Undo's shorts back at `at`, leaving out any it holds again meanwhile. */
export function withRestored<T extends Hideable>(
  entries: FeedEntry<T>[],
  dropped: FeedEntry<T>[],
  at: number,
): FeedEntry<T>[] {
  const held = new Set(entries.map((entry) => entry.short.id));
  const back = dropped.filter((entry) => !held.has(entry.short.id));
  return [...entries.slice(0, at), ...back, ...entries.slice(at)];
}
