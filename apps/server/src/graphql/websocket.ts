import type { FastifyInstance } from 'fastify';
import type { ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { type Actor, credentialsFrom } from '../services/actors.ts';
import type { Services } from '../services/services.ts';
import type { GraphQLContext } from './context.ts';
import { maskError } from './masked-errors.ts';
import type { Operations, PreparedOperation } from './operations.ts';
import { schema } from './schema.ts';
import { createSocketActors, RIGHTS_CHANGED, type SocketActor } from './socket-actors.ts';

// What a socket carries beside graphql-ws's own: its actor, decided again for each operation.
type SocketExtra = { actor: SocketActor };

// The prepared operation travels to graphql-ws's execute and subscribe in rootValue.
type PreparedArgs = ExecutionArgs & { rootValue: PreparedOperation; contextValue: GraphQLContext };

// graphql-ws on the same path as POST /graphql. The connection's init payload carries the
// same credentials as HTTP headers do: `Authorization` or `x-api-key`.
export function attachGraphQLWebSocket(
  app: FastifyInstance,
  operations: Operations,
  deps: { services: Services; allowedOrigins: readonly string[] },
) {
  const wsServer = new WebSocketServer({ noServer: true, maxPayload: 100 * 1024 });
  app.server.on('upgrade', (request, socket, head) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname !== '/graphql') {
      socket.destroy();
      return;
    }
    // Browsers always send Origin; a page on another site must not ride on a visitor's
    // connection. Clients without Origin (servers) still need a token or the API key.
    const origin = request.headers.origin;
    if (origin !== undefined && !deps.allowedOrigins.includes(origin)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wsServer.handleUpgrade(request, socket, head, (ws) => wsServer.emit('connection', ws, request));
  });
  app.addHook('onClose', async () => {
    for (const client of wsServer.clients) client.close(1001, 'server shutting down');
    await new Promise<void>((resolve) => wsServer.close(() => resolve()));
  });

  const socketActors = createSocketActors({
    resolveActor: deps.services.resolveActor,
    watchActors: deps.services.watchActors,
  });

  useServer<Record<string, unknown> | undefined, SocketExtra>(
    {
      connectionInitWaitTimeout: 15_000,
      onConnect: async (ctx) => {
        try {
          // A connection needs a credential; what it may subscribe to the services decide.
          const credentials = credentialsFrom(ctx.connectionParams ?? {});
          const actor = await deps.services.resolveActor(credentials);
          if (actor.kind === 'none') return false;
          const { code, reason } = RIGHTS_CHANGED;
          ctx.extra.actor = socketActors.open(credentials, actor, () => ctx.extra.socket.close(code, reason));
          return true;
        } catch {
          return false;
        }
      },
      onClose: (ctx) => ctx.extra.actor?.closed(),
      execute: async (args) => {
        const { rootValue: prepared, contextValue: context, variableValues } = args as PreparedArgs;
        // What a mutation changed its services declare (realtime/changes.ts).
        return operations.run(prepared, context, variableValues ?? undefined);
      },
      subscribe: (args) => {
        const { rootValue: prepared, contextValue: context, variableValues } = args as PreparedArgs;
        return operations.subscribe(prepared, context, variableValues ?? undefined);
      },
      onSubscribe: async (ctx, _id, payload) => {
        const prepared = operations.prepare(payload.query, payload.operationName ?? undefined);
        if ('errors' in prepared) return [...prepared.errors];
        // Decided with the actor as it is now, never as it was when the socket opened.
        let actor: Actor;
        try {
          actor = (await ctx.extra.actor?.current()) ?? { kind: 'none' };
        } catch (error) {
          return [maskError(error, () => {})];
        }
        const context: GraphQLContext = {
          actor,
          services: deps.services,
          clientIp: ctx.extra.request.socket.remoteAddress ?? '',
          loaders: new Map(),
        };
        return {
          schema,
          document: prepared.document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: context,
          rootValue: prepared,
        };
      },
    },
    wsServer,
  );
}
