import { AsyncLocalStorage } from 'node:async_hooks';

// A request from a browser that wrote a moment ago (cache-changes.ts, WRITER_COOKIE) is
// answered from the database, never from a kept answer: the caches sit in services far
// below the request, so the request's wish travels with its async context.
const freshReads = new AsyncLocalStorage<true>();

/** Runs `work` (a whole request) with every cache skipped. */
export function readingFresh<T>(work: () => T): T {
  return freshReads.run(true, work);
}

/** True inside readingFresh: kept answers must not be used (nor kept). */
export function mustReadFresh(): boolean {
  return freshReads.getStore() === true;
}
