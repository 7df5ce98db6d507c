import type { FastifyInstance } from 'fastify';
import { type ExecutionArgs, type ExecutionResult, GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { YogaServerInstance } from 'graphql-yoga';
import { WebSocketServer } from 'ws';
import { AppError } from '../errors.ts';
import { type Actor, credentialsFrom } from '../services/actors.ts';
import type { Services } from '../services/services.ts';
import type { GraphQLContext } from './context.ts';

type OperationResult =
  | Promise<AsyncIterable<ExecutionResult> | ExecutionResult>
  | AsyncIterable<ExecutionResult>
  | ExecutionResult;
type Run = (args: ExecutionArgs) => OperationResult;
// Yoga's enveloped execute and subscribe travel to graphql-ws in rootValue.
type EnvelopedArgs = ExecutionArgs & { rootValue: { execute: Run; subscribe: Run } };

// graphql-ws on the same path as POST /graphql. The connection's init payload carries the
// same credentials as HTTP headers do: `Authorization` or `x-api-key`.
export function attachGraphQLWebSocket(
  app: FastifyInstance,
  // biome-ignore lint/suspicious/noExplicitAny: yoga's server context differs between HTTP and WebSocket
  yoga: YogaServerInstance<any, GraphQLContext>,
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

  useServer(
    {
      connectionInitWaitTimeout: 15_000,
      onConnect: async (ctx) => {
        try {
          // A connection needs a credential; what it may subscribe to the services decide.
          const actor = await deps.services.resolveActor(credentialsFrom(ctx.connectionParams ?? {}));
          if (actor.kind === 'none') return false;
          (ctx.extra as { actor?: Actor }).actor = actor;
          return true;
        } catch {
          return false;
        }
      },
      execute: (args) => (args as EnvelopedArgs).rootValue.execute(args),
      subscribe: (args) => (args as EnvelopedArgs).rootValue.subscribe(args),
      onSubscribe: async (ctx, _id, payload) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params: payload,
        });
        const args = {
          schema,
          operationName: payload.operationName,
          document: parse(payload.query),
          variableValues: payload.variables,
          contextValue: {
            ...(await contextFactory()),
            actor: (ctx.extra as { actor?: Actor }).actor ?? { kind: 'none' },
            services: deps.services,
            clientIp: ctx.extra.request.socket.remoteAddress ?? '',
          },
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        if (errors.length) return errors;
        return args;
      },
      onError: (_ctx, _id, _payload, errors) =>
        errors.map((error) =>
          error.originalError instanceof AppError ? new GraphQLError(error.originalError.message) : error,
        ),
    },
    wsServer,
  );
}
