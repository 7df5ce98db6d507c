import { fileURLToPath } from 'node:url';
import type { CodegenConfig } from '@graphql-codegen/cli';

// The web's GraphQL contract: every graphql(`...`) document under src/ is validated
// against the committed schema.graphql (printed from the server) and typed from it.
// `npm run codegen` writes src/graphql/; `npm run codegen:check` fails when a document asks
// for something the schema lacks or when the committed output is stale.
const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const SCHEMA = fromHere('../../schema.graphql');
export const GENERATED_DIR = fromHere('./src/graphql/');

// The client preset's output: one graphql() function typed per document, and a
// TypedDocumentNode per operation and fragment that urql reads its result types from.
export const CLIENT_PRESET: CodegenConfig['generates'][string] = {
  preset: 'client',
  presetConfig: {
    // Components take fragment types as plain data; no unmasking step to learn.
    fragmentMasking: false,
    // No re-exporting index file: code imports gql.ts or graphql.ts by name.
    skipIndexFile: true,
  },
  config: {
    useTypeImports: true,
    // TypeScript enums are not erasable syntax (tsconfig's erasableSyntaxOnly).
    enumsAsTypes: true,
    // Every custom scalar needs a type here, so none silently becomes `any`.
    strictScalars: true,
    scalars: { AWSDateTime: 'string', AWSJSON: 'string' },
  },
};

const config: CodegenConfig = {
  schema: SCHEMA,
  documents: [
    fromHere('./src/**/*.{ts,tsx}'),
    `!${GENERATED_DIR}**`,
    `!${fromHere('./src/**/*.test.{ts,tsx}')}`,
  ],
  generates: { [GENERATED_DIR]: CLIENT_PRESET },
};

export default config;
