import { useGraphQlJit } from '@envelop/graphql-jit';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, getOperationAST } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { AppError } from '../errors.ts';
import { credentialsFrom } from '../services/actors.ts';
import type { Services } from '../services/services.ts';
import { useCacheInvalidation } from './cache-invalidation.ts';
import type { GraphQLContext } from './context.ts';
import { abuseLimits } from './limits.ts';
import { schema } from './schema.ts';

type ServerContext = { req: FastifyRequest; reply: FastifyReply };

type GraphQLErrorLike = GraphQLError & { originalError?: unknown };

// GraphQL errors may come from another copy of graphql-js (its ESM and CJS builds), so
// they are recognised by shape, not by class.
const isGraphQLError = (error: unknown): error is GraphQLErrorLike =>
  error instanceof Error && 'originalError' in error && 'path' in error;

// Turn the errors a caller may see into GraphQL errors with a code; mask everything else.
function toGraphQLError(error: unknown): GraphQLError {
  const original = isGraphQLError(error) ? (error.originalError ?? error) : error;
  const path = isGraphQLError(error) ? error.path : undefined;
  if (original instanceof AppError) {
    return new GraphQLError(original.message, {
      path,
      extensions: { code: original.code, http: { status: original.code === 'UNAUTHENTICATED' ? 401 : 200 } },
    });
  }
  if (isGraphQLError(error) && (!error.originalError || isGraphQLError(error.originalError))) {
    return error; // validation, parse and limit errors: already meant for the caller
  }
  return new GraphQLError('Unexpected error.', { path, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}

export function createGraphQLHandler(options: {
  services: Services;
  production: boolean;
  /** The site is served over https: cookies get the Secure flag. */
  secureCookies: boolean;
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
        const masked = toGraphQLError(error);
        if (masked.extensions.code === 'INTERNAL_SERVER_ERROR') {
          options.logError(isGraphQLError(error) ? (error.originalError ?? error) : error);
        }
        return masked;
      },
    },
    plugins: [
      // Each query compiled once into a plain function (graphql-jit) instead of walking the
      // document at every request, the largest cost of an uncached read (ADR 0020).
      // Mutations and subscriptions keep graphql-js: they are rarer, and graphql-jit words
      // input errors and runs subscriptions differently.
      useGraphQlJit(
        {},
        { enableIf: (args) => getOperationAST(args.document, args.operationName)?.operation === 'query' },
      ),
      abuseLimits(),
      useCacheInvalidation(options.services.caches, { secureCookie: options.secureCookies }),
      ...(options.production ? [useDisableIntrospection()] : []),
    ],
    context: async ({ req }) => ({
      actor: await options.services.resolveActor(credentialsFrom(req.headers)),
      services: options.services,
      clientIp: req.ip,
    }),
  });
  return yoga;
}
