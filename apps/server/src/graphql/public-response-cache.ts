import { Kind, type OperationDefinitionNode, parse } from 'graphql';

// A micro-cache in front of GraphQL for anonymous readers (the public API key): the home
// feed and catalogue queries are asked for far more often than they change, and serving a
// kept answer skips the whole GraphQL pipeline (see bench/feed-vs-plain.ts). Only queries
// whose every root field is listed here are kept, only successful answers, and for the
// shortest listed time. Answers are tagged with the cache version of the process (the
// cluster's cache generation, realtime/cache-generation.ts) when their request started and
// served only while it is unchanged: a change anywhere in the cluster empties it (ADR 0009,
// ADR 0019). Signed-in callers are never served from it.
const TTL_MS_BY_ROOT_FIELD: Record<string, number> = {
  homeFeed: 5_000,
  shortsFeed: 2_000,
  listVideos: 2_000,
  getVideo: 2_000,
  getCreator: 2_000,
  listCreators: 5_000,
  listProducts: 5_000,
  communityBoard: 5_000,
  listPosts: 2_000,
  getPost: 2_000,
  listComments: 2_000,
};
const MAX_ENTRIES = 500;
const MAX_CACHED_BYTES = 256 * 1024;

type Decision = { kind: 'cache'; ttlMs: number } | { kind: 'skip' };
type Entry = { expiresAt: number; version: number; contentType: string; body: string };
type GraphQLBody = { query?: unknown; operationName?: unknown };

/** `version` answers the current cache version, or undefined when nothing may be kept. */
export function createPublicResponseCache(version: () => number | undefined, now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const decisions = new Map<string, Decision>();

  function decide(body: GraphQLBody): Decision {
    if (typeof body.query !== 'string') return { kind: 'skip' };
    const known = decisions.get(body.query);
    if (known && typeof body.operationName !== 'string') return known;
    const decision = decideFor(
      body.query,
      typeof body.operationName === 'string' ? body.operationName : undefined,
    );
    if (decisions.size >= MAX_ENTRIES) decisions.clear();
    if (typeof body.operationName !== 'string') decisions.set(body.query, decision);
    return decision;
  }

  return {
    /** The key of a request an anonymous reader may be answered from the cache for. */
    keyFor(body: unknown, apiKey: string, accept: string | undefined): string | undefined {
      if (!body || typeof body !== 'object' || decide(body as GraphQLBody).kind !== 'cache') return undefined;
      return `${apiKey}\n${accept ?? ''}\n${JSON.stringify(body)}`;
    },
    get(key: string): Entry | undefined {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now() && entry.version === version()) return entry;
      if (entry) entries.delete(key);
      return undefined;
    },
    /**
     * Keeps a cacheable answer, if the cache version is still the one its request started
     * at (`startedAt`): an answer composed while a change came in may not show it.
     */
    remember(
      key: string | undefined,
      startedAt: number | undefined,
      body: unknown,
      status: number,
      contentType: string,
      text: string,
    ) {
      if (!key || startedAt === undefined || startedAt !== version()) return;
      const decision = decide(body as GraphQLBody);
      if (decision.kind !== 'cache' || status !== 200 || text.length > MAX_CACHED_BYTES) return;
      if (text.includes('"errors"')) return;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(key, { expiresAt: now() + decision.ttlMs, version: startedAt, contentType, body: text });
    },
    /** Drops every kept answer (they could no longer be served anyway). */
    clear() {
      entries.clear();
    },
  };
}

function decideFor(query: string, operationName: string | undefined): Decision {
  let operations: OperationDefinitionNode[];
  try {
    operations = parse(query).definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
  } catch {
    return { kind: 'skip' };
  }
  const operation = operationName
    ? operations.find((candidate) => candidate.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (operation?.operation !== 'query') return { kind: 'skip' };
  let ttlMs = Number.POSITIVE_INFINITY;
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) return { kind: 'skip' };
    if (selection.name.value === '__typename') continue;
    const ttl = TTL_MS_BY_ROOT_FIELD[selection.name.value];
    if (ttl === undefined) return { kind: 'skip' };
    ttlMs = Math.min(ttlMs, ttl);
  }
  return Number.isFinite(ttlMs) ? { kind: 'cache', ttlMs } : { kind: 'skip' };
}
