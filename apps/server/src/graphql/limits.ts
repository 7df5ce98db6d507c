import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';

// Limits against abusive queries. Introspection is exempt from the depth limit (it is
// turned off in production instead).
export function abuseLimits() {
  return EnvelopArmorPlugin({
    maxDepth: { n: 8 },
    maxAliases: { n: 15 },
    maxDirectives: { n: 20 },
    maxTokens: { n: 2000 },
    costLimit: { maxCost: 5000 },
    blockFieldSuggestion: { enabled: true },
  });
}
