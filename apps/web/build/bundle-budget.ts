import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

type ManifestChunk = { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

// The JavaScript a first visit to each route downloads, brotli-compressed as it is served:
// the entry (index.html) with its static imports, plus the route's lazy chunk with its
// own. Printed per route after every build; the build fails when the home route's passes
// the budget, so a heavy import on the first screen cannot slip in unnoticed.
export function bundleBudget(options: { route: string; maxKb: number }): Plugin {
  let outDir = 'dist';
  return {
    name: 'reelboard:bundle-budget',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const manifest = JSON.parse(
        await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'),
      ) as Manifest;
      const sizes = new Map<string, number>();
      const compressed = async (file: string) => {
        let size = sizes.get(file);
        if (size === undefined) {
          const content = await readFile(path.join(outDir, file));
          size = brotliCompressSync(content, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          }).length;
          sizes.set(file, size);
        }
        return size;
      };
      const closure = (key: string, into = new Set<string>()) => {
        const chunk = manifest[key];
        if (!chunk || into.has(chunk.file)) return into;
        into.add(chunk.file);
        for (const imported of chunk.imports ?? []) closure(imported, into);
        return into;
      };
      const total = async (files: Set<string>) => {
        let sum = 0;
        for (const file of files) if (file.endsWith('.js')) sum += await compressed(file);
        return sum;
      };

      const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
      if (!entry) throw new Error('bundle budget: no entry in the build manifest');
      const initial = closure(entry);
      const rows: [string, number][] = [];
      for (const key of Object.keys(manifest).filter(
        (k) => manifest[k]?.isDynamicEntry && k.includes('/routes/'),
      )) {
        rows.push([key, await total(closure(key, new Set(initial)))]);
      }
      rows.sort((a, b) => b[1] - a[1]);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
      console.log(`\ninitial JavaScript per route (brotli), entry alone ${kb(await total(initial))}:`);
      for (const [key, size] of rows) console.log(`  ${kb(size).padStart(9)}  ${key}`);

      // The route ships either with the entry (imported by the router) or as a lazy chunk.
      const lazy = rows.find(([key]) => key === options.route);
      const first = lazy ? lazy[1] : manifest[options.route] ? undefined : await total(initial);
      if (first === undefined) throw new Error(`bundle budget: ${options.route} is not part of the build`);
      console.log(`  ${kb(first).padStart(9)}  ${options.route} (budget ${options.maxKb} kB)`);
      if (first > options.maxKb * 1024) {
        throw new Error(
          `bundle budget: ${options.route} loads ${kb(first)} of JavaScript on a first visit, over its ${options.maxKb} kB budget`,
        );
      }
    },
  };
}
