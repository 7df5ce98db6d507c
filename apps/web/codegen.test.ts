// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { afterAll, describe, expect, it } from 'vitest';
import { CLIENT_PRESET, SCHEMA } from './codegen';

// `npm run codegen:check` runs this validation over every document in src/; here it runs
// over a document written for the test, so a check that lets anything through fails here.
const dir = mkdtempSync(join(tmpdir(), 'reelboard-codegen-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function generateFor(name: string, document: string) {
  const file = join(dir, `${name}.ts`);
  writeFileSync(
    file,
    `import { graphql } from './graphql/gql';\nexport const DOCUMENT = graphql(\`${document}\`);\n`,
  );
  // false: return the output instead of writing it.
  return generate(
    { schema: SCHEMA, documents: [file], generates: { [join(dir, 'graphql/')]: CLIENT_PRESET } },
    false,
  );
}

describe('the web client contract', () => {
  it('accepts an operation the schema answers', async () => {
    await expect(
      generateFor('known', 'query Known { homeFeed { featured { id title } } }'),
    ).resolves.toHaveLength(2);
  });

  it('rejects an operation that asks for a field the schema does not have', async () => {
    await expect(
      generateFor('unknown', 'query Unknown { homeFeed { featured { id nope } } }'),
    ).rejects.toThrow('Cannot query field "nope" on type "Video"');
  });
});
