import type { FastifyReply } from 'fastify';
import { type ExecutionResult, getOperationAST, Kind } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { type CacheGeneration, GENERATION_COOKIE } from '../realtime/cache-generation.ts';

// After a mutation, every node's short caches must forget what it may have changed (ADR
// 0009, ADR 0019): the new cache generation is announced before the mutation's answer
// leaves, and the answer sets it as a cookie, so that the writer's next read catches up on
// whichever node it lands (graphql-route.ts). Mutations over the WebSocket announce it too.
// Mutations that change nothing a cached answer shows beyond a counter that may lag by a
// few seconds: counting a view must not empty the caches on every page load. Adds to cart
// from a video change only figures its creator and admins read, never from a cache.
const MUTATIONS_KEEPING_CACHES = new Set(['recordVideoView', 'recordVideoCartAdd']);

/** A mutation whose every root field failed changed nothing. */
function changedNothing(result: ExecutionResult): boolean {
  if (!result.errors?.length) return false;
  return Object.values(result.data ?? {}).every((value) => value === null);
}

export function useCacheInvalidation(caches: CacheGeneration, options: { secureCookie: boolean }): Plugin {
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName ?? undefined);
      if (operation?.operation !== 'mutation') return;
      const keepsCaches = operation.selectionSet.selections.every(
        (selection) => selection.kind === Kind.FIELD && MUTATIONS_KEEPING_CACHES.has(selection.name.value),
      );
      if (keepsCaches) return;
      return {
        async onExecuteDone({ result }) {
          if (Symbol.asyncIterator in result || changedNothing(result)) return;
          const generation = await caches.changed();
          // Over HTTP the server context carries fastify's reply; over the WebSocket it does not.
          const reply = (args.contextValue as { reply?: FastifyReply }).reply;
          if (generation === undefined || !reply) return;
          reply.setCookie(
            GENERATION_COOKIE.name,
            String(generation),
            GENERATION_COOKIE.options(options.secureCookie),
          );
        },
      };
    },
  };
}
