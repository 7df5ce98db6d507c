import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { bundleBudget } from './bundle-budget.ts';

// The plugin against a small build on disk: random bytes do not compress, so a file's size
// is its compressed size (give or take gzip's few bytes of framing).
let outDir: string;
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(outDir, { recursive: true, force: true });
});

async function build(files: Record<string, number>, manifest: Record<string, unknown>) {
  outDir = await mkdtemp(path.join(tmpdir(), 'reelboard-budget-'));
  await mkdir(path.join(outDir, 'assets'));
  await mkdir(path.join(outDir, '.vite'));
  for (const [file, size] of Object.entries(files))
    await writeFile(path.join(outDir, file), randomBytes(size));
  await writeFile(path.join(outDir, '.vite/manifest.json'), JSON.stringify(manifest));
}

async function run(maxKb: number) {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  const plugin = bundleBudget({ route: 'src/routes/home.tsx', maxKb }) as unknown as {
    configResolved: (config: { root: string; build: { outDir: string } }) => void;
    closeBundle: () => Promise<void>;
  };
  plugin.configResolved({ root: outDir, build: { outDir } });
  await plugin.closeBundle();
}

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'src/routes/home.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_react.js'] },
};

it('passes a home route within its budget', async () => {
  await build({ 'assets/index.js': 40_000, 'assets/react.js': 50_000, 'assets/home.js': 20_000 }, manifest);
  await expect(run(150)).resolves.toBeUndefined();
});

it('fails the build when the home route loads more than its budget on a first visit', async () => {
  await build({ 'assets/index.js': 40_000, 'assets/react.js': 90_000, 'assets/home.js': 30_000 }, manifest);
  await expect(run(150)).rejects.toThrow(
    /src\/routes\/home\.tsx loads 160\.\d kB of JavaScript \(gzip\) .* over its 150 kB budget/,
  );
});
