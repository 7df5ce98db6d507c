import { readFile, writeFile } from 'node:fs/promises';
import { printSchema } from 'graphql';
import { schema } from './schema.ts';

// Prints the schema to the committed schema.graphql; with --check, fails when the
// committed file differs from what the code builds (CI runs it that way).
const target = new URL('../../../../schema.graphql', import.meta.url);
const printed = `${printSchema(schema)}\n`;

if (process.argv.includes('--check')) {
  const committed = await readFile(target, 'utf8').catch(() => '');
  if (committed !== printed) {
    process.stderr.write('schema.graphql is out of date: run `npm run schema` and commit the result.\n');
    process.exit(1);
  }
  process.stdout.write('schema.graphql is up to date.\n');
} else {
  await writeFile(target, printed);
  process.stdout.write('schema.graphql written.\n');
}
