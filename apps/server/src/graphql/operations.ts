import {
  type DocumentNode,
  type ExecutionResult,
  execute,
  GraphQLError,
  getOperationAST,
  NoSchemaIntrospectionCustomRule,
  type OperationDefinitionNode,
  parse,
  specifiedRules,
  subscribe,
  validate,
} from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import type { GraphQLContext } from './context.ts';
import { ABUSE_RULES, PARSE_LIMITS, withoutSuggestions } from './limits.ts';
import { maskError } from './masked-errors.ts';
import { schema } from './schema.ts';

// How a GraphQL operation is run, for HTTP and the WebSocket alike (ADR 0020). A document
// is parsed, validated and, for a query, compiled by graphql-jit once; the result is kept
// by its text, so a request for a known query costs one map lookup before it runs.
// Mutations and subscriptions run through graphql-js: they are rarer, and graphql-jit
// words input errors differently and runs subscriptions its own way.

export type PreparedOperation = {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  /** graphql-jit's function for a query. */
  compiled?: CompiledQuery;
};

/** Errors of the request itself (syntax, validation): nothing ran. */
export type RefusedOperation = { errors: readonly GraphQLError[] };

const MAX_KEPT = 1000;

export function createOperations(options: { production: boolean; logError: (error: unknown) => void }) {
  const rules = [
    ...specifiedRules,
    ...ABUSE_RULES,
    ...(options.production ? [NoSchemaIntrospectionCustomRule] : []),
  ];
  // Least recently used first: a hit moves its entry to the end.
  const kept = new Map<string, PreparedOperation | RefusedOperation>();

  function prepareAnew(
    query: string,
    operationName: string | undefined,
  ): PreparedOperation | RefusedOperation {
    let document: DocumentNode;
    try {
      document = parse(query, PARSE_LIMITS);
    } catch (error) {
      return { errors: [requestError(error, 'GRAPHQL_PARSE_FAILED')] };
    }
    const invalid = validate(schema, document, rules);
    if (invalid.length > 0) {
      return {
        errors: invalid.map((error) => requestError(withoutSuggestions(error), 'GRAPHQL_VALIDATION_FAILED')),
      };
    }
    const operation = getOperationAST(document, operationName);
    if (!operation) {
      const message = 'Could not determine what operation to execute.';
      return {
        errors: [new GraphQLError(message, { extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } })],
      };
    }
    if (operation.operation !== 'query') return { document, operation };
    const compiled = compileQuery(schema, document, operationName);
    if (!isCompiledQuery(compiled)) return { errors: compiled.errors ?? [] };
    return { document, operation, compiled };
  }

  return {
    /** The operation a request names, ready to run, or the errors that refuse it. */
    prepare(query: string, operationName?: string): PreparedOperation | RefusedOperation {
      const key = operationName === undefined ? query : `${operationName}\n${query}`;
      const known = kept.get(key);
      if (known) {
        kept.delete(key);
        kept.set(key, known);
        return known;
      }
      const prepared = prepareAnew(query, operationName);
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
      kept.set(key, prepared);
      return prepared;
    },

    /** Runs a query or mutation; errors come back masked (masked-errors.ts). */
    async run(
      prepared: PreparedOperation,
      context: GraphQLContext,
      variables: Record<string, unknown> | undefined,
    ): Promise<ExecutionResult> {
      const result = prepared.compiled
        ? await prepared.compiled.query(undefined, context, variables ?? {})
        : await execute({
            schema,
            document: prepared.document,
            operationName: prepared.operation.name?.value,
            contextValue: context,
            variableValues: variables,
          });
      return masked(result);
    },

    /** Starts a subscription: its events, or the errors that refused it. */
    async subscribe(
      prepared: PreparedOperation,
      context: GraphQLContext,
      variables: Record<string, unknown> | undefined,
    ): Promise<AsyncIterable<ExecutionResult> | ExecutionResult> {
      const events = await subscribe({
        schema,
        document: prepared.document,
        operationName: prepared.operation.name?.value,
        contextValue: context,
        variableValues: variables,
      });
      return Symbol.asyncIterator in events ? mapEvents(events, masked) : masked(events);
    },
  };

  function masked(result: ExecutionResult): ExecutionResult {
    if (!result.errors?.length) return result;
    return { ...result, errors: result.errors.map((error) => maskError(error, options.logError)) };
  }
}

export type Operations = ReturnType<typeof createOperations>;

/**
 * The events mapped one by one. Not an async generator: a generator waiting for its next
 * event could not be closed until that event came, and an unsubscribed client would hold
 * its listener until then.
 */
function mapEvents(
  events: AsyncIterable<ExecutionResult>,
  map: (event: ExecutionResult) => ExecutionResult,
): AsyncIterableIterator<ExecutionResult> {
  const source = events[Symbol.asyncIterator]();
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      const next = await source.next();
      return next.done ? next : { done: false, value: map(next.value) };
    },
    async return() {
      return (await source.return?.()) ?? { done: true, value: undefined };
    },
    async throw(error?: unknown) {
      if (source.throw) return source.throw(error);
      throw error;
    },
  };
}

function requestError(error: unknown, code: string): GraphQLError {
  if (!(error instanceof GraphQLError)) throw error;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: { code },
  });
}
