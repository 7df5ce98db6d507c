import type { FastifyRequest } from 'fastify';
import { type Actor, credentialsFrom, type ResolveActor } from '../services/actors.ts';

/**
 * The actor of a REST request, resolved by the services' one resolver and at most once per
 * request. A bad or revoked token rejects with UNAUTHENTICATED, as it does in GraphQL.
 */
export function createRequestActor(resolveActor: ResolveActor) {
  const actors = new WeakMap<FastifyRequest, Promise<Actor>>();
  return function actorOf(request: FastifyRequest): Promise<Actor> {
    let actor = actors.get(request);
    if (!actor) {
      actor = resolveActor(credentialsFrom(request.headers));
      actors.set(request, actor);
    }
    return actor;
  };
}

export type ActorOf = ReturnType<typeof createRequestActor>;
