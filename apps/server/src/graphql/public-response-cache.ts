import { Kind, type OperationDefinitionNode } from 'graphql';
import { type CacheScope, LONGEST_KEEP_MS } from '../realtime/cache-changes.ts';
import type { Operations, PreparedOperation } from './operations.ts';

// A micro-cache in front of GraphQL for anonymous readers (the public API key): the home
// feed and catalogue queries are asked for far more often than they change, and serving a
// kept answer skips the whole GraphQL pipeline (see bench/feed-vs-plain.ts). Only queries
// whose every root field is listed here are kept, only successful answers, and for the
// shortest listed time. Answers are tagged with the cache version of their fields' scopes
// (realtime/cache-changes.ts) when their request started and served only while it is
// unchanged: a change in the cluster to what they show empties them (ADR 0009, ADR 0019).
// Signed-in callers are never served from it.
const ROOT_FIELDS = new Map<string, { ttlMs: number; scope: CacheScope }>(
  Object.entries({
    homeFeed: { ttlMs: 5_000, scope: 'catalogue' },
    shortsFeed: { ttlMs: 2_000, scope: 'catalogue' },
    listVideos: { ttlMs: 2_000, scope: 'catalogue' },
    getVideo: { ttlMs: 2_000, scope: 'catalogue' },
    getCreator: { ttlMs: 2_000, scope: 'catalogue' },
    listCreators: { ttlMs: 5_000, scope: 'catalogue' },
    listProducts: { ttlMs: 5_000, scope: 'catalogue' },
    communityBoard: { ttlMs: 5_000, scope: 'community' },
    listPosts: { ttlMs: 2_000, scope: 'community' },
    getPost: { ttlMs: 2_000, scope: 'community' },
    listComments: { ttlMs: 2_000, scope: 'comments' },
  } satisfies Record<string, { ttlMs: number; scope: CacheScope }>),
);
const MAX_ENTRIES = 500;
const MAX_CACHED_BYTES = 256 * 1024;

type Decision = { kind: 'cache'; ttlMs: number; scopes: CacheScope[] } | { kind: 'skip' };
// The body is kept encoded: writing a string to a socket encodes it again for every reader.
type Entry = { expiresAt: number; version: number; contentType: string; body: Buffer };
type GraphQLBody = { query?: unknown; operationName?: unknown };
/** A request that may be answered from the cache, and may be kept, as of its start. */
type Ticket = { key: string; version: number; ttlMs: number; scopes: CacheScope[] };

/**
 * `version` answers the current cache version of some scopes, or undefined when nothing
 * may be kept. `prepare` is operations.ts's: the cache decides on the very operation that
 * would run, parsed and validated once for both.
 */
export function createPublicResponseCache(
  version: (scopes: readonly CacheScope[]) => number | undefined,
  prepare: Operations['prepare'],
  now: () => number = Date.now,
) {
  for (const { ttlMs } of ROOT_FIELDS.values()) {
    if (ttlMs > LONGEST_KEEP_MS) throw new Error(`answers are kept at most ${LONGEST_KEEP_MS} ms`);
  }
  const entries = new Map<string, Entry>();
  const decisions = new WeakMap<PreparedOperation, Decision>();

  function decide(body: GraphQLBody): Decision {
    if (typeof body.query !== 'string') return { kind: 'skip' };
    const prepared = prepare(
      body.query,
      typeof body.operationName === 'string' ? body.operationName : undefined,
    );
    if ('errors' in prepared) return { kind: 'skip' };
    let decision = decisions.get(prepared);
    if (!decision) {
      decision = decideFor(prepared.operation);
      decisions.set(prepared, decision);
    }
    return decision;
  }

  return {
    /**
     * A ticket for a request an anonymous reader may be answered from the cache for, taken
     * before it is answered; undefined when it may not be (or nothing may be kept now).
     */
    ticketFor(body: unknown, apiKey: string, accept: string | undefined): Ticket | undefined {
      if (!body || typeof body !== 'object') return undefined;
      const decision = decide(body as GraphQLBody);
      if (decision.kind !== 'cache') return undefined;
      const current = version(decision.scopes);
      if (current === undefined) return undefined;
      return {
        key: `${apiKey}\n${accept ?? ''}\n${JSON.stringify(body)}`,
        version: current,
        ttlMs: decision.ttlMs,
        scopes: decision.scopes,
      };
    },
    get(ticket: Ticket): Entry | undefined {
      const entry = entries.get(ticket.key);
      if (entry && entry.expiresAt > now() && entry.version === ticket.version) return entry;
      if (entry) entries.delete(ticket.key);
      return undefined;
    },
    /**
     * Keeps a cacheable answer, if its scopes' version is still the one its request
     * started at: an answer composed while a change came in may not show it.
     */
    remember(ticket: Ticket | undefined, status: number, contentType: string, text: string) {
      if (!ticket || status !== 200 || text.length > MAX_CACHED_BYTES || text.includes('"errors"')) return;
      if (version(ticket.scopes) !== ticket.version) return;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(ticket.key, {
        expiresAt: now() + ticket.ttlMs,
        version: ticket.version,
        contentType,
        body: Buffer.from(text),
      });
    },
  };
}

function decideFor(operation: OperationDefinitionNode): Decision {
  if (operation.operation !== 'query') return { kind: 'skip' };
  let ttlMs = Number.POSITIVE_INFINITY;
  const scopes = new Set<CacheScope>();
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) return { kind: 'skip' };
    if (selection.name.value === '__typename') continue;
    const field = ROOT_FIELDS.get(selection.name.value);
    if (field === undefined) return { kind: 'skip' };
    ttlMs = Math.min(ttlMs, field.ttlMs);
    scopes.add(field.scope);
  }
  return Number.isFinite(ttlMs) ? { kind: 'cache', ttlMs, scopes: [...scopes] } : { kind: 'skip' };
}
