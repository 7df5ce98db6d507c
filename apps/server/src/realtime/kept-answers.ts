import { type CacheChanges, type CacheScope, LONGEST_KEEP_MS } from './cache-changes.ts';
import { mustReadFresh } from './fresh-reads.ts';

// Answers that are the same for every reader (the home feed, a page of public videos, a
// creator's public part), kept for a moment per process and forgotten on any change in the
// cluster to what they show (their scope, ADR 0019). One in-flight computation is shared by
// everyone who asks meanwhile. Without cache changes (tests of one service alone), while
// this node cannot hear changes, or for a reader who just wrote, nothing is kept.
export function createKeptAnswers<T>(
  caches: CacheChanges | undefined,
  options: { scope: CacheScope; keepMs: number; maxEntries: number },
) {
  if (options.keepMs > LONGEST_KEEP_MS) throw new Error(`kept answers live at most ${LONGEST_KEEP_MS} ms`);
  const scopes = [options.scope];
  type Entry = { at: number; version: number; answer: Promise<T>; settled?: { value: T } };
  const kept = new Map<string, Entry>();
  // Kept under this version, and not too long ago: the one rule for get() and keptNow().
  const isCurrent = (entry: Entry | undefined, version: number, at: number): entry is Entry =>
    entry !== undefined && entry.version === version && at - entry.at <= options.keepMs;

  return {
    get(key: string, compute: () => Promise<T>): Promise<T> {
      const version = caches?.version(scopes);
      if (version === undefined || mustReadFresh()) return compute();
      const at = Date.now();
      const entry = kept.get(key);
      if (isCurrent(entry, version, at)) return entry.answer;
      if (kept.size >= options.maxEntries) kept.clear();
      const fresh: Entry = { at, version, answer: compute() };
      kept.set(key, fresh);
      fresh.answer.then(
        (value) => {
          fresh.settled = { value };
        },
        // A failed computation is not kept: the next caller tries again.
        () => kept.get(key) === fresh && kept.delete(key),
      );
      return fresh.answer;
    },

    /**
     * The answers kept and current now, computed already, for a list's many rows: each then
     * costs a map lookup, where get() costs a promise, a read of the clock (60 ns on this
     * virtual machine) and of the request's context.
     */
    keptNow(): (key: string) => { value: T } | undefined {
      const version = caches?.version(scopes);
      if (version === undefined || mustReadFresh()) return () => undefined;
      const now = Date.now();
      return (key) => {
        const entry = kept.get(key);
        return isCurrent(entry, version, now) ? entry.settled : undefined;
      };
    },
  };
}
