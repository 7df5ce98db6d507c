import SchemaBuilder from '@pothos/core';
import type { GraphQLContext } from './context.ts';

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  Scalars: {
    AWSDateTime: { Input: Date; Output: Date | string };
    AWSJSON: { Input: unknown; Output: unknown };
  };
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
});

// A kept page of videos hands the same Date objects to every reader: each is written out
// once (ADR 0020). Nothing here changes a Date after reading it from the database.
const isoStrings = new WeakMap<Date, string>();
function isoString(date: Date): string {
  let iso = isoStrings.get(date);
  if (iso === undefined) {
    iso = date.toISOString();
    isoStrings.set(date, iso);
  }
  return iso;
}

builder.scalarType('AWSDateTime', {
  description: 'An ISO 8601 date-time string, as AppSync names it.',
  serialize: (value) => (value instanceof Date ? isoString(value) : new Date(value).toISOString()),
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

// Who may do what is decided by the services, each method checking the request's actor
// first (docs/decisions/0014-server-layers-and-access.md); resolvers only pass it on.
builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
