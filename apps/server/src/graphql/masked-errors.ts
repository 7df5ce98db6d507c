import { GraphQLError } from 'graphql';
import { AppError } from '../errors.ts';

type GraphQLErrorLike = GraphQLError & { originalError?: unknown };

// GraphQL errors may come from another copy of graphql-js (graphql-jit's, its ESM and CJS
// builds), so they are recognised by shape, not by class.
const isGraphQLError = (error: unknown): error is GraphQLErrorLike =>
  error instanceof Error && 'originalError' in error && 'path' in error;

/**
 * The error a caller may see: the services' own errors with their code, GraphQL's request
 * errors (syntax, validation, variables) as they are; everything else becomes "Unexpected
 * error." and goes to `logInternal`, so no internal detail leaves the server.
 */
export function maskError(error: unknown, logInternal: (error: unknown) => void): GraphQLError {
  const original = isGraphQLError(error) ? (error.originalError ?? error) : error;
  const path = isGraphQLError(error) ? error.path : undefined;
  if (original instanceof AppError) {
    return new GraphQLError(original.message, { path, extensions: { code: original.code } });
  }
  if (isGraphQLError(error) && (!error.originalError || isGraphQLError(error.originalError))) {
    return error;
  }
  logInternal(original);
  return new GraphQLError('Unexpected error.', { path, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}
