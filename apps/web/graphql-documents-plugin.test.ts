// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_PRESET, SCHEMA } from './codegen';
import { graphqlDocuments } from './graphql-documents-plugin';

const dir = mkdtempSync(join(tmpdir(), 'reelboard-documents-'));
const generatedDir = join(dir, 'graphql/');
const operationFile = join(dir, 'list-creators.ts');
const fragmentFile = join(dir, 'creator-fields.ts');

const fragment = 'fragment CreatorFields on Creator { id name }';
const operation = 'query ListCreators { listCreators { items { ...CreatorFields } } }';
const moduleOf = (document: string) =>
  `import { graphql } from './graphql/gql';\nexport const DOCUMENT = graphql(\`\n  ${document}\n\`);\n`;

// A generated graphql.ts for one fragment and one operation, as `npm run codegen` writes it.
beforeAll(async () => {
  writeFileSync(fragmentFile, moduleOf(fragment));
  writeFileSync(operationFile, moduleOf(operation));
  await generate({ schema: SCHEMA, documents: [dir], generates: { [generatedDir]: CLIENT_PRESET } }, true);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Runs the plugin's transform hook on one module, as Vite would.
const transform = async (code: string) => {
  const hook = graphqlDocuments(generatedDir).transform;
  const context = { addWatchFile: () => {} };
  return (hook as (this: typeof context, code: string, id: string) => unknown).call(
    context,
    code,
    operationFile,
  );
};

describe('graphqlDocuments', () => {
  it('replaces a graphql() call with its document as text, fragments included', async () => {
    expect(await transform(moduleOf(operation))).toBe(
      `import { graphql } from './graphql/gql';\nexport const DOCUMENT = ${JSON.stringify(
        'query ListCreators{listCreators{items{...CreatorFields}}}fragment CreatorFields on Creator{id name}',
      )};\n`,
    );
  });

  it('refuses a document that the generated files do not hold as written', async () => {
    await expect(transform(moduleOf('query ListCreators { listCreators { nextToken } }'))).rejects.toThrow(
      'run npm run codegen',
    );
  });

  it('leaves modules without graphql() calls alone', async () => {
    expect(await transform("export const name = 'graphql';\n")).toBeUndefined();
  });
});
