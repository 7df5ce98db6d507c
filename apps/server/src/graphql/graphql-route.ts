import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ExecutionResult, GraphQLError } from 'graphql';
import { z } from 'zod';
import { WRITER_COOKIE } from '../realtime/cache-changes.ts';
import { recordingWrites } from '../realtime/changes.ts';
import { mustReadFresh, readingFresh } from '../realtime/fresh-reads.ts';
import { type Actor, credentialsFrom } from '../services/actors.ts';
import type { Services } from '../services/services.ts';
import { maskError } from './masked-errors.ts';
import { createOperations } from './operations.ts';
import { createPublicResponseCache } from './public-response-cache.ts';
import { attachGraphQLWebSocket } from './websocket.ts';

// POST /graphql (GraphQL over HTTP, JSON), with graphql-ws subscriptions on the same path.
// Anonymous reads with the public API key are answered from a short micro-cache before
// GraphQL runs (ADR 0009); everything else runs through operations.ts (ADR 0020).
const GraphQLParams = z.object({
  query: z.string({ error: 'Send the GraphQL document as a string in "query".' }),
  variables: z.record(z.string(), z.unknown(), { error: '"variables" must be an object.' }).nullish(),
  operationName: z.string({ error: '"operationName" must be a string.' }).nullish(),
});

/** `application/graphql-response+json` when the client accepts it (GraphQL over HTTP), else JSON. */
const GRAPHQL_RESPONSE = 'application/graphql-response+json';

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
  const logError = (error: unknown) => app.log.error({ err: error }, 'graphql resolver failed');
  const operations = createOperations({ production: deps.production, logError });
  const publicCache = createPublicResponseCache(caches.version, operations.prepare);

  async function answer(request: FastifyRequest, reply: FastifyReply) {
    const speaksGraphQLResponse = request.headers.accept?.includes(GRAPHQL_RESPONSE) ?? false;
    const contentType = `${speaksGraphQLResponse ? GRAPHQL_RESPONSE : 'application/json'}; charset=utf-8`;
    const send = (status: number, result: ExecutionResult) =>
      reply.status(status).type(contentType).send(JSON.stringify(result));

    let actor: Actor;
    try {
      actor = await deps.services.resolveActor(credentialsFrom(request.headers));
    } catch (error) {
      return send(401, { errors: [maskError(error, logError)] });
    }
    // Only anonymous readers share answers (ADR 0009), served before anything else is done.
    const ticket =
      actor.kind === 'apiKey' && !mustReadFresh()
        ? publicCache.ticketFor(request.body, deps.publicApiKey, request.headers.accept)
        : undefined;
    const kept = ticket ? publicCache.get(ticket) : undefined;
    if (kept) return reply.status(200).type(kept.contentType).send(kept.body);

    if (typeof request.body !== 'object' || request.body === null) {
      return send(415, badRequest('Send GraphQL requests as JSON (Content-Type: application/json).'));
    }
    const params = GraphQLParams.safeParse(request.body);
    if (!params.success) {
      return send(400, badRequest(params.error.issues[0]?.message ?? 'Bad request.'));
    }
    const { query, variables, operationName } = params.data;
    const prepared = operations.prepare(query, operationName ?? undefined);
    if ('errors' in prepared) return send(speaksGraphQLResponse ? 400 : 200, { errors: prepared.errors });
    if (prepared.operation.operation === 'subscription') {
      return send(400, badRequest('Subscriptions are served over the WebSocket at /graphql.'));
    }

    const context = { actor, services: deps.services, clientIp: request.ip, loaders: new Map() };
    const run = () => operations.run(prepared, context, variables ?? undefined);
    // The services declare what a mutation changed (realtime/changes.ts); a browser whose
    // request changed something it must see reads fresh for a moment, on every node.
    const { result, wrote } =
      prepared.operation.operation === 'mutation'
        ? await recordingWrites(run)
        : { result: await run(), wrote: false };
    if (wrote) reply.setCookie(WRITER_COOKIE.name, '1', WRITER_COOKIE.options(deps.secureCookies));
    const status = statusOf(result, speaksGraphQLResponse);
    const text = JSON.stringify(result);
    publicCache.remember(ticket, status, contentType, text);
    return reply.status(status).type(contentType).send(text);
  }

  app.route({
    url: '/graphql',
    method: 'POST',
    bodyLimit: 100 * 1024,
    // JSON for the app's client, never a document a browser renders (ADR 0046).
    config: { noDocument: true },
    // A browser that wrote a moment ago is answered from the database, so that it sees its
    // change whichever node answers (ADR 0019).
    handler: (request, reply) =>
      request.cookies[WRITER_COOKIE.name]
        ? readingFresh(() => answer(request, reply))
        : answer(request, reply),
  });
  app.get('/graphql', (_request, reply) =>
    reply
      .status(405)
      .header('allow', 'POST')
      .send(badRequest('Send GraphQL requests with POST; subscriptions use the WebSocket.')),
  );
  attachGraphQLWebSocket(app, operations, { services: deps.services, allowedOrigins: deps.allowedOrigins });
}

const badRequest = (message: string): ExecutionResult => ({
  errors: [new GraphQLError(message, { extensions: { code: 'BAD_REQUEST' } })],
});

/**
 * 401 when the caller's credential was refused (the web client then refreshes its token);
 * with GraphQL over HTTP's own media type, 400 when the request could not run at all (its
 * variables were wrong); otherwise 200, errors and all.
 */
function statusOf(result: ExecutionResult, speaksGraphQLResponse: boolean): number {
  if (result.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED')) return 401;
  return speaksGraphQLResponse && result.data === undefined ? 400 : 200;
}
