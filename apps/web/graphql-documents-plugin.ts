import { readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { type DocumentNode, parse, print, stripIgnoredCharacters } from 'graphql';
import type { Plugin } from 'vite';

// graphql(`...`) calls are typed by the generated gql.ts, whose runtime looks each source
// up in a map of every document of the app: importing it anywhere would ship all of them
// with the first page. This plugin replaces each call, in the module that makes it, with
// that one document as text, its fragments included, as codegen composed it in graphql.ts.
// Each page then carries only its own documents, as text that urql parses itself (as it
// did with the hand-written documents before).
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;

// graphql.ts holds each document on one line, as JSON:
// export const HomeFeedDocument = {"kind":"Document",...} as unknown as DocumentNode<...>;
const GENERATED_DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode</gm;

function readGenerated(file: string): Map<string, DocumentNode> {
  const documents = new Map<string, DocumentNode>();
  for (const [, name, json] of readFileSync(file, 'utf8').matchAll(GENERATED_DOCUMENT)) {
    documents.set(name as string, JSON.parse(json as string) as DocumentNode);
  }
  return documents;
}

// The name codegen's client preset exports a document under: query HomeFeed ->
// HomeFeedDocument, fragment CreatorFields -> CreatorFieldsFragmentDoc.
function exportName(definition: DocumentNode['definitions'][number]): string {
  if (definition.kind === 'FragmentDefinition') return `${definition.name.value}FragmentDoc`;
  if (definition.kind === 'OperationDefinition' && definition.name) return `${definition.name.value}Document`;
  throw new Error('A graphql() document starts with a named operation or fragment.');
}

/**
 * Inlines the documents of the generated graphql.ts into the modules that use them: the
 * app's modules beside the generated folder (src/), not the generated ones.
 */
export function graphqlDocuments(generatedDir: string): Plugin {
  const generatedFile = join(generatedDir, 'graphql.ts');
  const sourceDir = join(generatedDir, '..', sep);
  const isAppModule = (id: string) =>
    /\.tsx?$/.test(id) && id.startsWith(sourceDir) && !id.startsWith(join(generatedDir, sep));
  return {
    name: 'reelboard:graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      if (!isAppModule(id) || !code.includes('graphql(`')) return;
      this.addWatchFile(generatedFile);
      const generated = readGenerated(generatedFile);
      return code.replace(CALL, (_call, source: string) => {
        const [own] = parse(source).definitions;
        if (!own) throw new Error(`${id}: empty graphql() document`);
        const document = generated.get(exportName(own));
        // The document first, then the fragments it uses; it must be what the source says.
        if (!document || print(document.definitions[0] as typeof own) !== print(own)) {
          throw new Error(`${id}: src/graphql/ does not match this graphql() document; run npm run codegen`);
        }
        return JSON.stringify(stripIgnoredCharacters(print(document)));
      });
    },
  };
}
