import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerWebAppRoutes } from './web-app-routes.ts';

let dist: string;
let app: FastifyInstance;
const script = 'console.log("hello from a hashed asset");'.repeat(20);
const shopPage = '<!doctype html><title>Reelboard</title><link rel="modulepreload" href="/assets/shop.js">';
const home = `<!doctype html><title>Reelboard</title><div id="root">${'<h1>Discover</h1>'.repeat(20)}</div>`;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'reelboard-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Reelboard</title>');
  await writeFile(path.join(dist, 'home.html'), home);
  await writeFile(path.join(dist, 'home.html.gz'), gzipSync(home));
  await writeFile(path.join(dist, 'route-shop.html'), shopPage);
  const asset = path.join(dist, 'assets', 'app-3f9a1c.js');
  await writeFile(asset, script);
  await writeFile(`${asset}.br`, brotliCompressSync(script));
  await writeFile(`${asset}.gz`, gzipSync(script));
  app = Fastify();
  await registerWebAppRoutes(app, { webDistDir: dist });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

it('serves hashed assets precompressed and immutable for a year', async () => {
  const br = await app.inject({ url: '/assets/app-3f9a1c.js', headers: { 'accept-encoding': 'gzip, br' } });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(br.rawPayload.length).toBeLessThan(script.length);
  const gz = await app.inject({ url: '/assets/app-3f9a1c.js', headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers['content-encoding']).toBe('gzip');
  const plain = await app.inject({ url: '/assets/app-3f9a1c.js' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(script);
});

it('never lets index.html be cached stale, for the root and for client-side routes', async () => {
  for (const url of ['/index.html', '/videos/123', '/community-board']) {
    const page = await app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>Reelboard</title>');
  }
  expect((await app.inject({ url: '/api/missing' })).statusCode).toBe(404);
});

it('answers the home page with its prerendered first screen, precompressed and never cached stale', async () => {
  const page = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  expect(page.headers['cache-control']).toBe('no-cache');
  expect(page.headers['content-encoding']).toBe('gzip');
  expect((await app.inject({ url: '/?from=mail' })).body).toBe(home);
});

it('answers a main route with the page naming its chunks, and other routes with index.html', async () => {
  for (const url of ['/shop', '/shop?sort=new']) {
    const page = await app.inject({ url });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toBe(shopPage);
  }
  // The build wrote no page for the board here: index.html, as before.
  expect((await app.inject({ url: '/community-board' })).body).toBe(
    '<!doctype html><title>Reelboard</title>',
  );
  expect((await app.inject({ url: '/shop/extra' })).body).toBe('<!doctype html><title>Reelboard</title>');
});
