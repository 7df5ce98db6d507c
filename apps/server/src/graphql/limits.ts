import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import type { GraphQLError, ParseOptions, ValidationContext, ValidationRule } from 'graphql';

// Limits against abusive queries (GraphQL Armor's rules). Introspection is exempt from the
// depth limit (it is turned off in production instead).
export const PARSE_LIMITS: ParseOptions = { maxTokens: 2000 };

// A refusal is reported as a validation error instead of thrown out of validate().
const report = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

export const ABUSE_RULES: readonly ValidationRule[] = [
  maxDepthRule({ n: 8, ...report }),
  maxAliasesRule({ n: 15, ...report }),
  maxDirectivesRule({ n: 20, ...report }),
  costLimitRule({ maxCost: 5000, ...report }),
];

/** Validation messages never suggest field names: they would map the schema for a stranger. */
export function withoutSuggestions(error: GraphQLError): GraphQLError {
  error.message = error.message.replace(/ ?Did you mean .+\?/g, '').trim();
  return error;
}
