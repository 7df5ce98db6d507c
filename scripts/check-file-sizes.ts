// Source files stay under 300 lines, so that each one can be read in one sitting. A file
// that has a reason to be longer says so in its first comment lines, with a line starting
// "// Over 300 lines because", and is let through. Run by scripts/test.sh after the lint.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const MAX_LINES = 300;
const EXPLANATION = '// Over 300 lines because';

// Tests (and their helpers), generated code and migrations are not read the same way.
const EXCLUDED = [
  /\.(test|spec)\.tsx?$/,
  /(^|\/)test\//,
  /(^|\/)migrations\//,
  /(^|\/)generated\//,
  /^apps\/web\/src\/graphql\//, // graphql-codegen's output (apps/web/codegen.ts)
  /\.gen\.tsx?$/,
];

// A file in a merge is listed once per stage: each counts once.
const listed = execFileSync('git', ['ls-files', '-z', '--', 'apps', 'packages'], { encoding: 'utf8' });
const tracked = [...new Set(listed.split('\0'))].filter(
  (file) => /\.tsx?$/.test(file) && !EXCLUDED.some((pattern) => pattern.test(file)),
);

function lineCount(text: string): number {
  const lines = text.split('\n');
  return text.endsWith('\n') ? lines.length - 1 : lines.length;
}

// The comment lines at the very top of the file, before the first line of code.
function leadingComments(text: string): string[] {
  const lines = text.split('\n');
  const firstCode = lines.findIndex((line) => !line.startsWith('//'));
  return firstCode === -1 ? lines : lines.slice(0, firstCode);
}

const unexplained: string[] = [];
let explained = 0;
for (const file of tracked) {
  const text = readFileSync(file, 'utf8');
  const lines = lineCount(text);
  if (lines <= MAX_LINES) continue;
  if (leadingComments(text).some((line) => line.startsWith(EXPLANATION))) explained += 1;
  else unexplained.push(`${file}: ${lines} lines`);
}

if (unexplained.length > 0) {
  console.error(
    `Source files over ${MAX_LINES} lines:\n  ${unexplained.join('\n  ')}\n` +
      `Split each one, or say why it must stay whole in its first comment lines, in a line starting "${EXPLANATION}".`,
  );
  process.exit(1);
}
console.log(
  `${tracked.length} source files, none over ${MAX_LINES} lines without a reason (${explained} with one).`,
);
