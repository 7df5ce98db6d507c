import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

// Writes `<name>.html` beside index.html for each route given: index.html with
// `<link rel="modulepreload">` for the route's lazy chunk and every chunk it imports that
// the entry does not, and the route's own stylesheets. Without them the browser learns of
// the route's code only once the entry has run and the router asks for it: one more round
// trip, and the page's first render, after all the entry's work (ADR 0034). The server
// answers the route's paths with its file (web-app-routes.ts). Sequential, so that
// precompress (after it in the plugin list) finds the files.
export function routePreloads(routes: { name: string; source: string }[]): Plugin {
  let outDir = 'dist';
  return {
    name: 'reelboard:route-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const manifest = JSON.parse(
          await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'),
        ) as Manifest;
        const index = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const closure = (key: string, into = new Map<string, ManifestChunk>()) => {
          const chunk = manifest[key];
          if (!chunk || into.has(key)) return into;
          into.set(key, chunk);
          for (const imported of chunk.imports ?? []) closure(imported, into);
          return into;
        };
        const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
        if (!entry) throw new Error('route preloads: no entry in the build manifest');
        const initial = closure(entry);
        for (const route of routes) {
          if (!manifest[route.source]) throw new Error(`route preloads: ${route.source} is not a chunk`);
          const links: string[] = [];
          for (const [key, chunk] of closure(route.source)) {
            if (initial.has(key)) continue;
            links.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
            for (const css of chunk.css ?? [])
              links.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
          }
          const page = index.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
          await writeFile(path.join(outDir, `${route.name}.html`), page);
        }
      },
    },
  };
}
