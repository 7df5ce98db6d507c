import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { THEME_SCRIPT } from '@reelboard/shared/theme';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

// Helmet's headers (CSP, HSTS, frame and sniffing rules) on every answer. Our directives
// are fixed at start-up, so helmet answers the same headers for every request: it is asked
// once, here, and each request only copies them onto its reply. Running helmet's chain of
// middlewares per request cost about 5 % of a signed-in request's CPU (ADR 0020); before
// that, @fastify/helmet rebuilt the middleware per request and re-parsed the CSP (a tenth).
declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers nothing a browser renders (a 204 to the player's reports, or a short
     * JSON error): only nosniff is sent. The full set is 1.5 kB per answer, each header
     * checked and written, at thousands of reports a second (ADR 0037).
     */
    noDocument?: boolean;
  }
}

const noDocumentHeaders = { 'x-content-type-options': 'nosniff' };

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    paypal: boolean /** Where media load from and parts upload to, besides 'self'. */;
    storageOrigins: string[];
  },
) {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.routeOptions.config.noDocument ? noDocumentHeaders : headers);
    done();
  });
}

const themeScriptHash = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

/** The headers helmet sets for these options, recorded from one run of its middleware. */
function securityHeaders(options: { paypal: boolean; storageOrigins: string[] }) {
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
        // The one inline script: index.html's theme choice before the first paint (ADR 0033).
        scriptSrc: ["'self'", ...paypalHosts, themeScriptHash],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  applyHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // Helmet runs synchronously for fixed directives; a directive computed per request (a
  // nonce) would need the per-request middleware again.
  if (!finished) throw new Error('helmet did not answer at once: its headers depend on the request');
  return headers;
}
