import { readFileSync } from 'node:fs';
import { buildSchema, type DocumentNode, validate } from 'graphql';
import { expect, it } from 'vitest';
import * as webDocuments from '../../../web/src/graphql/graphql.ts';
import { ABUSE_RULES } from './limits.ts';

// Every query, mutation and subscription the web app sends passes the limits the server
// puts on strangers' queries: a fragment that grows a level deeper (a product's variants
// inside a video inside a feed) once made the Shorts feeds answer 400 and never load.
const schema = buildSchema(readFileSync(new URL('../../../../schema.graphql', import.meta.url), 'utf8'));
const operations = Object.entries(webDocuments).filter(
  ([name, document]) =>
    name.endsWith('Document') && !name.endsWith('FragmentDoc') && typeof document === 'object',
) as [string, DocumentNode][];

it('finds the web app’s operations', () => {
  expect(operations.length).toBeGreaterThan(50);
});

it.each(operations)('%s stays within the depth, alias, directive and cost limits', (_name, document) => {
  expect(validate(schema, document, ABUSE_RULES).map((error) => error.message)).toEqual([]);
});
