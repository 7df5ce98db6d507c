import type { FastifyInstance } from 'fastify';
import { GENERATION_COOKIE } from '../realtime/cache-generation.ts';
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
  caches.onChange(publicCache.clear);
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    bodyLimit: 100 * 1024,
    handler: async (request, reply) => {
      const isPost = request.method === 'POST';
      // A writer's browser names the cache generation of its last change: this node must
      // know of it before answering from any cache (ADR 0019).
      const written = Number(request.cookies[GENERATION_COOKIE.name]);
      if (Number.isSafeInteger(written) && written > 0) await caches.catchUp(written);
      const version = caches.version();
      // Only anonymous readers share answers. Without an Authorization header the resolver
      // only compares the API key: no database round trip before a cache hit.
      const reader =
        isPost && !request.headers.authorization
          ? await deps.services.resolveActor(credentialsFrom(request.headers))
          : undefined;
      const anonymousKey =
        reader?.kind === 'apiKey' && version !== undefined
          ? publicCache.keyFor(request.body, deps.publicApiKey, request.headers.accept)
          : undefined;
      const kept = anonymousKey ? publicCache.get(anonymousKey) : undefined;
      if (kept) return reply.status(200).type(kept.contentType).send(kept.body);

      const response = await yoga.handleNodeRequestAndResponse(request, reply, { req: request, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      if (!isPost) return reply.send(response.body);
      const text = await response.text();
      publicCache.remember(
        anonymousKey,
        version,
        request.body,
        response.status,
        response.headers.get('content-type') ?? '',
        text,
      );
      return reply.send(text);
    },
  });
  attachGraphQLWebSocket(app, yoga, { services: deps.services, allowedOrigins: deps.allowedOrigins });
}
