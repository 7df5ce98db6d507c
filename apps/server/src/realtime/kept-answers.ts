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
  const kept = new Map<string, { at: number; version: number; answer: Promise<T>; settled?: { value: T } }>();

  return {
    get(key: string, compute: () => Promise<T>): Promise<T> {
      const version = caches?.version(scopes);
      if (version === undefined || mustReadFresh()) return compute();
      const at = Date.now();
      const entry = kept.get(key);
      if (entry && entry.version === version && at - entry.at <= options.keepMs) return entry.answer;
      if (kept.size >= options.maxEntries) kept.clear();
      const fresh = { at, version, answer: compute() };
      kept.set(key, fresh);
      fresh.answer.then(
        (value) => Object.assign(fresh, { settled: { value } }),
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
        return entry && entry.version === version && now - entry.at <= options.keepMs
          ? entry.settled
          : undefined;
      };
    },
  };
}
