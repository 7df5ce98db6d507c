import { AsyncLocalStorage } from 'node:async_hooks';
import type { CacheChanges, CacheScope } from './cache-changes.ts';
import type { EventBus, RealtimeEvents } from './event-bus.ts';

// What a write changed, declared once, by the service that made it (ADR 0025). Everything
// else follows from that one declaration: the short caches on every node forget the scopes
// it names (cache-changes.ts), its realtime events reach every node's subscribers
// (event-bus.ts), and the request that made it marks its writer's browser so that their
// next reads skip the caches, whichever node answers (WRITER_COOKIE). No entry point keeps
// a list of what its operations change.

/** One realtime event: its name and arguments, as the event bus publishes them. */
export type RealtimeEvent = {
  [Name in keyof RealtimeEvents]: [Name, ...RealtimeEvents[Name]];
}[keyof RealtimeEvents];

export type Change = {
  /**
   * What kept answers show that the write altered. None for counters only (views, votes,
   * how many comments): kept answers show them up to LONGEST_KEEP_MS late.
   */
  scopes: readonly CacheScope[];
  events?: readonly RealtimeEvent[];
  /** False when not even the writer needs to see it at once (a view, an add to cart). */
  writerReadsFresh?: boolean;
};

const requestWrites = new AsyncLocalStorage<{ wrote: boolean }>();

/**
 * Runs one request's work and answers whether it made a change that its writer must read
 * fresh: the entry point then marks the writer's browser.
 */
export async function recordingWrites<T>(work: () => Promise<T>): Promise<{ result: T; wrote: boolean }> {
  const writes = { wrote: false };
  const result = await requestWrites.run(writes, work);
  return { result, wrote: writes.wrote };
}

export function createChanges(deps: { caches?: CacheChanges; events?: EventBus }) {
  return {
    /** Announces a write, after its data is committed. */
    async made(change: Change): Promise<void> {
      const writes = requestWrites.getStore();
      if (writes && change.writerReadsFresh !== false) writes.wrote = true;
      for (const [name, ...args] of change.events ?? []) {
        (deps.events?.pubSub.publish as (name: string, ...args: unknown[]) => void)?.(name, ...args);
      }
      // This node forgets at once; the other nodes when the notification, sent in the next
      // batch (pg-listener.ts), reaches them. The answer does not wait for the batch: the
      // writer reads fresh anyway, and under load the wait was the comment's slowest step.
      if (change.scopes.length > 0) void deps.caches?.changed(change.scopes);
    },
  };
}

export type Changes = ReturnType<typeof createChanges>;
