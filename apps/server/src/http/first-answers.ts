import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { PageRenderer, RenderedAnswer } from './page-renderer.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// The public answers of a page's first render, written into the page (ADR 0043): the build
// records the GraphQL requests each main route's first render sends (route-queries.json,
// apps/web/build/prerender.ts); on a GET of that route this asks them of /graphql as an
// anonymous visitor with the public key, so through the public response cache (ADR 0009),
// and writes the answers into the page as `<script type="application/json">` (data: the CSP
// runs no inline script but the theme's) with a preload of the answer's first image. The
// browser's first render then needs no round trip (apps/web/src/lib/first-answers.ts).
// Only anonymous answers are ever written (the request carries no cookie nor token), so a
// page never holds anyone's own data; it stays `no-cache`, and a browser known to be
// signed in ignores it and asks with its token.
export type RouteQuery = { operationName?: string; query: string; variables?: Record<string, unknown> };
export type ComposedPage = { html: string; br: Buffer; gz: Buffer };

const ANSWER_TIMEOUT_MS = 1_000;
const KEPT_PAGES = 32;

/** JSON for the inside of a `<script>` element: nothing in it can close the element or read as markup. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The recorded variables with the address's parameters put in: `:id` becomes the path's id. */
export function withParams(
  variables: Record<string, unknown> | undefined,
  params: Record<string, string>,
): Record<string, unknown> | undefined {
  if (!variables) return variables;
  return Object.fromEntries(
    Object.entries(variables).map(([name, value]) => [
      name,
      typeof value === 'string' && value.startsWith(':') && value.slice(1) in params
        ? params[value.slice(1)]
        : value,
    ]),
  );
}

/** The first image an answer shows (a thumbnail, or a product's first picture): the page's likely LCP. */
export function firstImage(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstImage(item);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, field] of Object.entries(value)) {
    if (key === 'thumbnailUrl' && typeof field === 'string' && /^(\/|https?:\/\/)/.test(field)) return field;
    if (key === 'images' && Array.isArray(field) && typeof field[0] === 'string') return field[0];
    const found = firstImage(field);
    if (found) return found;
  }
  return undefined;
}

/**
 * The page with its answers at the end of the body and its first image preloaded in the head,
 * at the browser's own (low) priority for images: the image shows only once the app has
 * run, so on a slow link it must not take the scripts' bandwidth (measured, ADR 0043).
 */
export function composePage(
  template: string,
  inlined: { publicApiKey: string; answers: RenderedAnswer[]; rendered?: boolean },
): string {
  // A rendered page names its images itself (and React preloads the one it asks first for).
  const image = inlined.rendered ? undefined : firstImage(inlined.answers.map((answer) => answer.data));
  const preload = image ? `<link rel="preload" as="image" href="${escapeAttribute(image)}">\n  ` : '';
  const data = `<script type="application/json" id="first-answers">${jsonForHtml(inlined)}</script>`;
  return template.replace('</head>', () => `${preload}</head>`).replace('</body>', () => `${data}</body>`);
}

export async function createFirstAnswers(
  app: FastifyInstance,
  deps: { webDistDir: string; publicApiKey: string; renderer: PageRenderer | null },
) {
  const recorded = (await readFile(path.join(deps.webDistDir, 'route-queries.json'), 'utf8').then(
    (text) => JSON.parse(text) as Record<string, RouteQuery[]>,
    () => ({}) as Record<string, RouteQuery[]>,
  )) as Record<string, RouteQuery[]>;
  const templates = new Map<string, string>();
  for (const [name, queries] of Object.entries(recorded)) {
    if (queries.length === 0) continue;
    const html = await readFile(path.join(deps.webDistDir, `${name}.html`), 'utf8').catch(() => null);
    if (html) templates.set(name, html);
  }
  // Composed pages by their answers (and address, when rendered), compressed once: the
  // answers change every few seconds at most.
  const kept = new Map<string, ComposedPage>();

  async function answer(query: RouteQuery, params: Record<string, string>): Promise<RenderedAnswer | null> {
    const variables = withParams(query.variables, params);
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-api-key': deps.publicApiKey,
      },
      payload: JSON.stringify({ ...query, variables }),
    });
    if (response.statusCode !== 200) return null;
    const body = response.json() as { data?: unknown; errors?: unknown[] };
    if (body.errors?.length || body.data === undefined) return null;
    return { operationName: query.operationName, variables, data: body.data };
  }

  /**
   * The named page with its first answers, or null when it has none to give (then serve the
   * file). For a visitor (`visitor`: no session, no recent write) a page the web app renders
   * comes with its first screen rendered with them (page-renderer.ts, ADR 0045).
   */
  return async function pageWithAnswers(
    name: string,
    params: Record<string, string>,
    request: { pathname: string; visitor: boolean },
  ) {
    const template = templates.get(name);
    const queries = recorded[name];
    if (!template || !queries) return null;
    const timeout = new Promise<null>((resolve) => setTimeout(resolve, ANSWER_TIMEOUT_MS, null).unref());
    const answers = await Promise.race([Promise.all(queries.map((query) => answer(query, params))), timeout]);
    if (!answers || answers.some((one) => one === null)) return null;
    const inlined = { publicApiKey: deps.publicApiKey, answers: answers as RenderedAnswer[] };
    const renderedPath = request.visitor && deps.renderer?.renders(name) ? request.pathname : null;
    // By the answers' plain JSON: the key needs no escaping for HTML, built on every load.
    const key = `${name}\n${renderedPath ?? ''}\n${JSON.stringify(inlined.answers)}`;
    const known = kept.get(key);
    if (known) return known;
    const rendered = renderedPath && (await deps.renderer?.render(name, renderedPath, inlined.answers));
    const html = rendered
      ? composePage(rendered, { ...inlined, rendered: true })
      : composePage(template, inlined);
    const [br, gz] = await Promise.all([
      brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzipAsync(html, { level: 6 }),
    ]);
    const page = { html, br, gz };
    if (kept.size >= KEPT_PAGES) kept.delete(kept.keys().next().value as string);
    kept.set(key, page);
    return page;
  };
}
