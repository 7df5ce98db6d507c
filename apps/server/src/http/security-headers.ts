import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

// Helmet's headers (CSP, HSTS, frame and sniffing rules) on every answer. The middleware is
// built once here: @fastify/helmet built it anew for each request, re-parsing the CSP
// directives every time (about a tenth of a signed-in request's CPU, ADR 0020).
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    paypal: boolean /** Where media load from and parts upload to, besides 'self'. */;
    storageOrigins: string[];
  },
) {
  // PayPal's wallet buttons load its JS SDK, which opens frames and calls home.
  const paypalHosts = options.paypal ? ['https://www.paypal.com', 'https://www.sandbox.paypal.com'] : [];
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...options.storageOrigins],
        mediaSrc: ["'self'", 'blob:', ...options.storageOrigins],
        connectSrc: ["'self'", 'ws:', 'wss:', ...options.storageOrigins, ...paypalHosts],
        frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com', ...paypalHosts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...paypalHosts],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
