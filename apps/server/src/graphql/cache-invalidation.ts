import { type ExecutionResult, Kind, type OperationDefinitionNode } from 'graphql';
import { CACHE_SCOPES, type CacheScope } from '../realtime/cache-changes.ts';

// After a mutation, every node's short caches forget what it changed (ADR 0009, ADR 0019):
// the change is announced before the mutation's answer leaves, and an answer over HTTP
// marks the writer's browser (WRITER_COOKIE) so that its next reads skip the caches on
// whichever node they land. Mutations over the WebSocket announce too.
//
// What each mutation changes that kept answers show; a mutation not listed may change
// anything. Counters (views, votes, how many comments) may lag in kept answers for a few
// seconds for everyone but the writer: counting them must not empty the caches on every
// vote (bench/load-mix.ts). Changes to comments are announced by the database itself, in
// the writer's transaction (migration 0014): the mutations name no scope for them.
const SCOPES_CHANGED_BY = new Map<string, readonly CacheScope[]>(
  Object.entries({
    recordVideoView: [],
    recordVideoCartAdd: [],
    voteVideo: [],
    voteComment: [],
    createComment: [],
    updateComment: [],
    deleteComment: [],
    createPost: ['community'],
    updatePost: ['community'],
    deletePost: ['community'],
    setReaction: ['community'],
    toggleReaction: ['community'],
    setVideoProducts: ['catalogue'],
  } satisfies Record<string, CacheScope[]>),
);
// Views are counted on every page load and may lag for the viewer too; adds to cart from a
// video change only figures its creator and admins read, never from a cache.
const UNSEEN_BY_WRITER = new Set(['recordVideoView', 'recordVideoCartAdd']);

/** A mutation whose every root field failed changed nothing. */
function changedNothing(result: ExecutionResult): boolean {
  if (!result.errors?.length) return false;
  return Object.values(result.data ?? {}).every((value) => value === null);
}

/**
 * What a finished operation changed that kept answers show, and whether its writer must
 * read fresh for a while; undefined when it changed nothing anyone keeps.
 */
export function changesMadeBy(
  operation: OperationDefinitionNode,
  result: ExecutionResult,
): { scopes: CacheScope[] } | undefined {
  if (operation.operation !== 'mutation' || changedNothing(result)) return undefined;
  const fields = operation.selectionSet.selections.map((selection) =>
    selection.kind === Kind.FIELD ? selection.name.value : undefined,
  );
  if (fields.every((field) => field !== undefined && UNSEEN_BY_WRITER.has(field))) return undefined;
  const scopes = new Set<CacheScope>();
  for (const field of fields) {
    for (const scope of SCOPES_CHANGED_BY.get(field ?? '') ?? CACHE_SCOPES) scopes.add(scope);
  }
  return { scopes: [...scopes] };
}
