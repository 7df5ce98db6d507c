import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

type ManifestChunk = { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;
type Size = { br: number; gz: number };

// The JavaScript a first visit to each route downloads, compressed as it is served (the
// .br and .gz files of precompress.ts, at the same levels): the entry (index.html) with its
// static imports, plus the route's lazy chunk with its own. Printed per route after every
// build; the build fails when the home route's gzip size passes the budget, so a heavy
// import on the first screen cannot slip in unnoticed. The budget holds for gzip because
// browsers ask for brotli only over HTTPS: over plain HTTP the wire carries gzip, the larger
// of the two. kB are 1000 bytes, as bench/web-vitals.ts counts them.
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
      const sizes = new Map<string, Size>();
      const compressed = async (file: string) => {
        let size = sizes.get(file);
        if (size === undefined) {
          const content = await readFile(path.join(outDir, file));
          size = {
            br: brotliCompressSync(content, {
              params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
            }).length,
            gz: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length,
          };
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
        const sum = { br: 0, gz: 0 };
        for (const file of files) {
          if (!file.endsWith('.js')) continue;
          const size = await compressed(file);
          sum.br += size.br;
          sum.gz += size.gz;
        }
        return sum;
      };

      const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
      if (!entry) throw new Error('bundle budget: no entry in the build manifest');
      const initial = closure(entry);
      const rows: [string, Size][] = [];
      for (const key of Object.keys(manifest).filter(
        (k) => manifest[k]?.isDynamicEntry && k.includes('/routes/'),
      )) {
        rows.push([key, await total(closure(key, new Set(initial)))]);
      }
      rows.sort((a, b) => b[1].gz - a[1].gz);
      const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
      const both = (size: Size) => `${kb(size.gz).padStart(9)} ${kb(size.br).padStart(9)}`;
      console.log(
        `\ninitial JavaScript per route, gzip and brotli; entry alone ${both(await total(initial))}:`,
      );
      for (const [key, size] of rows) console.log(`  ${both(size)}  ${key}`);

      // The route ships either with the entry (imported by the router) or as a lazy chunk.
      const lazy = rows.find(([key]) => key === options.route);
      const first = lazy ? lazy[1] : manifest[options.route] ? undefined : await total(initial);
      if (first === undefined) throw new Error(`bundle budget: ${options.route} is not part of the build`);
      console.log(`  ${both(first)}  ${options.route} (budget ${options.maxKb} kB gzip)`);
      if (first.gz > options.maxKb * 1000) {
        throw new Error(
          `bundle budget: ${options.route} loads ${kb(first.gz)} of JavaScript (gzip) on a first visit, over its ${options.maxKb} kB budget`,
        );
      }
    },
  };
}
