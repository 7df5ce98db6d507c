import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { forbidden } from '../errors.ts';
import type { GraphQLContext } from './context.ts';

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: { public: boolean; signedIn: boolean; admin: boolean };
  Scalars: {
    AWSDateTime: { Input: Date; Output: Date | string };
    AWSJSON: { Input: unknown; Output: unknown };
  };
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin],
  scopeAuth: {
    authorizeOnSubscribe: true,
    unauthorizedError: () => forbidden('Not Authorized to access this field.'),
    authScopes: (context) => ({
      public: context.caller.kind !== 'none',
      signedIn: context.caller.kind === 'user',
      admin: async () =>
        context.caller.kind === 'user' && (await context.services.profiles.isAdmin(context.caller.userId)),
    }),
  },
});

builder.scalarType('AWSDateTime', {
  description: 'An ISO 8601 date-time string, as AppSync names it.',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString()),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('AWSDateTime must be an ISO 8601 date-time');
    return date;
  },
});

builder.scalarType('AWSJSON', {
  description: 'A JSON value sent as a string, as AppSync names it.',
  serialize: (value) => (typeof value === 'string' ? value : JSON.stringify(value)),
  parseValue: (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      throw new TypeError('AWSJSON must be a JSON string');
    }
  },
});

// Deny by default: every query needs at least the public API key, every mutation a
// signed-in user. A field that allows less says so with skipTypeScopes.
builder.queryType({ authScopes: { public: true } });
builder.mutationType({ authScopes: { signedIn: true } });
