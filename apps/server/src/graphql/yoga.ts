import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { AppError } from '../errors.ts';
import { resolveCaller } from '../identity/caller.ts';
import type { Services } from '../services/services.ts';
import type { GraphQLContext } from './context.ts';
import { schema } from './schema.ts';

type ServerContext = { req: FastifyRequest; reply: FastifyReply };

// Turn the errors a caller may see into GraphQL errors with a code; mask everything else.
export function toGraphQLError(error: unknown, isDev: boolean): GraphQLError {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  if (original instanceof AppError) {
    return new GraphQLError(original.message, {
      path: error instanceof GraphQLError ? error.path : undefined,
      extensions: { code: original.code, http: { status: original.code === 'UNAUTHENTICATED' ? 401 : 200 } },
    });
  }
  if (error instanceof GraphQLError && !error.originalError) return error; // validation and parse errors
  return new GraphQLError(isDev && original instanceof Error ? original.message : 'Unexpected error.', {
    path: error instanceof GraphQLError ? error.path : undefined,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}

export function createGraphQLHandler(options: {
  services: Services;
  publicApiKey: string;
  production: boolean;
  logError: (error: unknown) => void;
}) {
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !options.production,
    landingPage: false,
    logging: false,
    maskedErrors: {
      maskError: (error) => {
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (original && !(original instanceof AppError) && !(original instanceof GraphQLError)) {
          options.logError(original);
        }
        return toGraphQLError(error, false);
      },
    },
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: 8 },
        maxAliases: { n: 15 },
        maxDirectives: { n: 20 },
        maxTokens: { n: 2000 },
        costLimit: { maxCost: 5000 },
        blockFieldSuggestion: { enabled: true },
      }),
      ...(options.production ? [useDisableIntrospection()] : []),
    ],
    context: async ({ req }) => ({
      caller: await resolveCaller(req.headers, options.services.identity, options.publicApiKey),
      services: options.services,
      clientIp: req.ip,
    }),
  });
  return yoga;
}
