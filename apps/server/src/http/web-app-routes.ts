import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { RENDER_DIR } from '@reelboard/shared/web-render';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { WRITER_COOKIE } from '../realtime/cache-changes.ts';
import { createFirstAnswers } from './first-answers.ts';
import { hasMemberCookie } from './member-cookie.ts';
import { loadPageRenderer } from './page-renderer.ts';

// The built web app. Vite names every file under assets/ after its content, so those are
// cached for a year as immutable; index.html (which names the current ones) is revalidated
// on every load. The build writes .br and .gz beside each asset, served to browsers that
// accept them without compressing per request. The home page is answered by home.html, its
// first screen rendered at build time (apps/web/build/prerender.ts); a main route by its
// page naming its chunks; every other unknown GET path by index.html, so that the
// client-side router can take over. A main route's page carries its public first answers
// when the build recorded its queries (first-answers.ts, ADR 0043).
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
// Main routes' pages: index.html naming the route's lazy chunks (apps/web/build/route-preloads.ts).
const ROUTE_PAGES: [RegExp, string][] = [
  [/^\/videos\/(?<id>[^/]+)$/, 'route-video.html'],
  // /shorts with its first screen prerendered; a short's or Following's address differs.
  [/^\/shorts$/, 'route-shorts-for-you.html'],
  [/^\/shorts(\/following)?(\/[^/]+)?$/, 'route-shorts.html'],
  [/^\/community-board$/, 'route-community-board.html'],
  [/^\/shop$/, 'route-shop.html'],
  [/^\/library$/, 'route-library.html'],
];

export async function registerWebAppRoutes(
  app: FastifyInstance,
  deps: { webDistDir: string; publicApiKey?: string },
) {
  await app.register(fastifyStatic, {
    root: deps.webDistDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // The server's own render bundle and page shells (page-renderer.ts) are not the site's files.
    allowedPath: (pathname) => !pathname.startsWith(`/${RENDER_DIR}/`),
    setHeaders: (reply, file) => {
      const hashed = path.relative(deps.webDistDir, file).startsWith(`assets${path.sep}`);
      reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
    },
  });
  const renderer = deps.publicApiKey
    ? await loadPageRenderer(deps.webDistDir, (err) => app.log.error({ err }, 'page render failed'))
    : null;
  const pageWithAnswers = deps.publicApiKey
    ? await createFirstAnswers(app, {
        webDistDir: deps.webDistDir,
        publicApiKey: deps.publicApiKey,
        renderer,
      })
    : async () => null;
  async function sendPage(request: FastifyRequest, reply: FastifyReply, file: string, params = {}) {
    reply.header('cache-control', REVALIDATE).type('text/html');
    // A browser with a session, or that wrote a moment ago, is not sent a visitor's rendered answers.
    const visitor = !hasMemberCookie(request) && request.cookies?.[WRITER_COOKIE.name] === undefined;
    const pathname = request.url.split('?')[0] ?? '/';
    const page = await pageWithAnswers(file.replace(/\.html$/, ''), params, { pathname, visitor });
    if (!page) return reply.sendFile(file);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    reply.header('vary', 'accept-encoding, cookie');
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gz);
    return reply.send(page.html);
  }
  const home = existsSync(path.join(deps.webDistDir, 'home.html')) ? 'home.html' : 'index.html';
  app.get('/', (request, reply) => sendPage(request, reply, home));
  const routePages = ROUTE_PAGES.filter(([, file]) => existsSync(path.join(deps.webDistDir, file)));
  app.setNotFoundHandler((request, reply) => {
    const isApi = /^\/(graphql|auth|api|storage)(\/|$)/.test(request.url);
    if (request.method === 'GET' && !isApi) {
      const pathname = request.url.split('?')[0] ?? '';
      for (const [pattern, file] of routePages) {
        const match = pattern.exec(pathname);
        if (match) return sendPage(request, reply, file, decodedParams(match.groups));
      }
      return reply.header('cache-control', REVALIDATE).type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found.' });
  });
}

function decodedParams(groups: Record<string, string> | undefined): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(groups ?? {})) {
    try {
      params[name] = decodeURIComponent(value);
    } catch {
      params[name] = value;
    }
  }
  return params;
}
