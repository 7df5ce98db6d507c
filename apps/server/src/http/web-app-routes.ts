import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// The built web app. Vite names every file under assets/ after its content, so those are
// cached for a year as immutable; index.html (which names the current ones) is revalidated
// on every load. The build writes .br and .gz beside each asset, served to browsers that
// accept them without compressing per request. The home page is answered by home.html, its
// first screen rendered at build time (apps/web/build/prerender.ts); a main route by its
// page naming its chunks; every other unknown GET path by index.html, so that the
// client-side router can take over.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
// Main routes' pages: index.html naming the route's lazy chunks (apps/web/build/route-preloads.ts).
const ROUTE_PAGES: [RegExp, string][] = [
  [/^\/videos\/[^/]+$/, 'route-video.html'],
  [/^\/shorts(\/following)?(\/[^/]+)?$/, 'route-shorts.html'],
  [/^\/community-board$/, 'route-community-board.html'],
  [/^\/shop$/, 'route-shop.html'],
  [/^\/library$/, 'route-library.html'],
];

export async function registerWebAppRoutes(app: FastifyInstance, deps: { webDistDir: string }) {
  await app.register(fastifyStatic, {
    root: deps.webDistDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      const hashed = path.relative(deps.webDistDir, file).startsWith(`assets${path.sep}`);
      reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
    },
  });
  const home = existsSync(path.join(deps.webDistDir, 'home.html')) ? 'home.html' : 'index.html';
  app.get('/', (_request, reply) =>
    reply.header('cache-control', REVALIDATE).type('text/html').sendFile(home),
  );
  const routePages = ROUTE_PAGES.filter(([, file]) => existsSync(path.join(deps.webDistDir, file)));
  app.setNotFoundHandler((request, reply) => {
    const isApi = /^\/(graphql|auth|api|storage)(\/|$)/.test(request.url);
    if (request.method === 'GET' && !isApi) {
      const pathname = request.url.split('?')[0] ?? '';
      const page = routePages.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'index.html';
      return reply.header('cache-control', REVALIDATE).type('text/html').sendFile(page);
    }
    return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found.' });
  });
}
