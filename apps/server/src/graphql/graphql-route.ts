import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { WRITER_COOKIE } from '../realtime/cache-changes.ts';
import { mustReadFresh, readingFresh } from '../realtime/fresh-reads.ts';
import { credentialsFrom } from '../services/actors.ts';
import type { Services } from '../services/services.ts';
import { createPublicResponseCache } from './public-response-cache.ts';
import { attachGraphQLWebSocket } from './websocket.ts';
import { createGraphQLHandler } from './yoga.ts';

// POST /graphql (and GET for GraphiQL outside production), with graphql-ws subscriptions
// on the same path. Anonymous reads with the public API key are answered from a short
// micro-cache before GraphQL runs (ADR 0009); everything else goes to Yoga.
export function registerGraphQLRoute(
  app: FastifyInstance,
  deps: {
    services: Services;
    publicApiKey: string;
    production: boolean;
    secureCookies: boolean;
    allowedOrigins: readonly string[];
  },
) {
  const { caches } = deps.services;
  const yoga = createGraphQLHandler({
    services: deps.services,
    production: deps.production,
    secureCookies: deps.secureCookies,
    logError: (error) => app.log.error({ err: error }, 'graphql resolver failed'),
  });
  const publicCache = createPublicResponseCache(caches.version);

  async function answer(request: FastifyRequest, reply: FastifyReply) {
    const isPost = request.method === 'POST';
    // Only anonymous readers share answers. Without an Authorization header the resolver
    // only compares the API key: no database round trip before a cache hit.
    const reader =
      isPost && !request.headers.authorization && !mustReadFresh()
        ? await deps.services.resolveActor(credentialsFrom(request.headers))
        : undefined;
    const ticket =
      reader?.kind === 'apiKey'
        ? publicCache.ticketFor(request.body, deps.publicApiKey, request.headers.accept)
        : undefined;
    const kept = ticket ? publicCache.get(ticket) : undefined;
    if (kept) return reply.status(200).type(kept.contentType).send(kept.body);

    const response = await yoga.handleNodeRequestAndResponse(request, reply, { req: request, reply });
    response.headers.forEach((value, key) => {
      reply.header(key, value);
    });
    reply.status(response.status);
    if (!isPost) return reply.send(response.body);
    const text = await response.text();
    publicCache.remember(ticket, response.status, response.headers.get('content-type') ?? '', text);
    return reply.send(text);
  }

  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    bodyLimit: 100 * 1024,
    // A browser that wrote a moment ago is answered from the database, so that it sees its
    // change whichever node answers (ADR 0019).
    handler: (request, reply) =>
      request.cookies[WRITER_COOKIE.name]
        ? readingFresh(() => answer(request, reply))
        : answer(request, reply),
  });
  attachGraphQLWebSocket(app, yoga, { services: deps.services, allowedOrigins: deps.allowedOrigins });
}
