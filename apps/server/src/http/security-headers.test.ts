import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.ts';

async function answer(paypal: boolean, storageOrigins: string[] = []) {
  const app = Fastify();
  registerSecurityHeaders(app, { paypal, storageOrigins });
  app.get('/page', async () => 'ok');
  const page = await app.inject({ url: '/page' });
  await app.close();
  return page;
}

it('sends the content security policy and helmet headers on every answer', async () => {
  const page = await answer(false);
  const policy = String(page.headers['content-security-policy']);
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('paypal');
  expect(page.headers['x-content-type-options']).toBe('nosniff');
  expect(page.headers['strict-transport-security']).toContain('max-age=');
  expect(page.headers['cross-origin-embedder-policy']).toBeUndefined();
});

it("allows PayPal's hosts only when PayPal is configured", async () => {
  const policy = String((await answer(true)).headers['content-security-policy']);
  expect(policy).toContain("script-src 'self' https://www.paypal.com https://www.sandbox.paypal.com");
});

it('lets pages load media from and upload parts to the object store', async () => {
  const policy = String(
    (await answer(false, ['https://cdn.example.com'])).headers['content-security-policy'],
  );
  expect(policy).toContain("media-src 'self' blob: https://cdn.example.com");
  expect(policy).toContain("connect-src 'self' ws: wss: https://cdn.example.com");
});

it('sends the same headers as helmet run on the request itself', async () => {
  const page = await answer(false);
  for (const name of [
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
    'origin-agent-cluster',
    'referrer-policy',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-frame-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ]) {
    expect(page.headers[name], name).toBeDefined();
  }
  expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(page.headers['x-powered-by']).toBeUndefined();
});
