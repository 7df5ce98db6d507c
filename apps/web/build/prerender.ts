import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { RENDER_DIR, ROOT_ELEMENT } from '@reelboard/shared/web-render';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { GENERATED_DIR } from '../codegen.ts';
import { graphqlDocuments } from '../graphql-documents-plugin.ts';

const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g;

// Writes `<name>.html` beside index.html with each page's first screen rendered into the
// root element (into the route's own page when route-preloads.ts wrote one, ADR 0034):
// src/prerender.tsx, built for Node after the browser build and run once. The
// server answers that path with it (web-app-routes.ts), so the page's largest text paints
// as soon as the HTML arrives instead of after the JavaScript has run. The stylesheet is
// written into the page too (8 kB compressed, allowed by the CSP's style-src), so that the
// first paint waits for no second request. Sequential, so that precompress (after it in the
// plugin list) finds the file.
// Pages with `answers` also get the GraphQL requests of their first render recorded into
// route-queries.json, by page: the server answers them into the page for visitors (ADR 0043).
// Pages with `markup: false` keep an empty root (their first render waits for the answer).
// Pages with `render` are rendered by the server with their answers for visitors (ADR 0045):
// the bundle stays in server/ (never served) with the page's shell, stylesheet written in
// and root empty, as server/pages/<name>.html.
type Page = { path: string; name: string; markup?: boolean; answers?: boolean; render?: boolean };

export function prerender(pages: Page[]): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'reelboard:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const ssrDir = path.join(outDir, RENDER_DIR);
        await build({
          root,
          configFile: false,
          logLevel: 'warn',
          plugins: [react(), graphqlDocuments(GENERATED_DIR)],
          build: { ssr: 'src/prerender.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
        });
        const entry = pathToFileURL(path.join(ssrDir, 'prerender.js')).href;
        const { prerender: render, firstQueries } = (await import(entry)) as {
          prerender: (path: string) => Promise<string>;
          firstQueries: (path: string) => Promise<unknown[]>;
        };
        const queries: Record<string, unknown[]> = {};
        await mkdir(path.join(ssrDir, 'pages'), { recursive: true });
        for (const options of pages) {
          if (options.answers) queries[options.name] = await firstQueries(options.path);
          // A route's own page (route-preloads.ts, before this plugin) or index.html.
          const target = path.join(outDir, `${options.name}.html`);
          const base = await readFile(target, 'utf8').catch(() =>
            readFile(path.join(outDir, 'index.html'), 'utf8'),
          );
          if (!base.includes(ROOT_ELEMENT))
            throw new Error(`prerender: ${options.name} has no ${ROOT_ELEMENT}`);
          if (options.markup === false && !options.render) continue;
          let shell = base;
          for (const [link, file] of base.matchAll(STYLESHEET)) {
            const css = await readFile(path.join(outDir, file as string), 'utf8');
            shell = shell.replace(link, () => `<style>${css}</style>`);
          }
          // The rendered page's image is asked for by the parser; its modules load after the
          // markup has painted: preloaded, their arrival starves the parser (ADR 0045).
          if (options.render)
            await writeFile(
              path.join(ssrDir, 'pages', `${options.name}.html`),
              shell.replace(MODULE_PRELOAD, ''),
            );
          if (options.markup === false) continue;
          const markup = await render(options.path);
          await writeFile(
            target,
            shell.replace(ROOT_ELEMENT, () => `<div id="root">${markup}</div>`),
          );
        }
        await writeFile(path.join(outDir, 'route-queries.json'), JSON.stringify(queries));
      },
    },
  };
}
