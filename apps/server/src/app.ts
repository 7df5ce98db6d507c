import { existsSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { AppError } from './errors.ts';
import { createPublicResponseCache } from './graphql/public-response-cache.ts';
import { attachGraphQLWebSocket } from './graphql/websocket.ts';
import { createGraphQLHandler } from './graphql/yoga.ts';
import { registerIdentityRoutes } from './identity/routes.ts';
import { createMetrics } from './ops/metrics.ts';
import { registerPaymentRoutes } from './payments/routes.ts';
import type { Secrets } from './secrets.ts';
import type { Services } from './services/services.ts';
import { registerAvatarRoutes } from './storage/avatar-routes.ts';
import { registerPostImageRoutes } from './storage/post-image-routes.ts';
import { registerStorageRoutes } from './storage/routes.ts';
import { registerUploadRoutes } from './storage/upload-routes.ts';

export async function buildApp(deps: {
  config: Config;
  secrets: Secrets;
  db: Database;
  services: Services;
}): Promise<FastifyInstance> {
  const { config, secrets, services } = deps;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]'],
    },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    return503OnClosing: true,
  });

  const metrics = createMetrics();
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });

  // Errors a caller may see keep their message; anything else is logged and answered
  // without internals.
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ code: error.code, message: error.message });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ code: 'BAD_REQUEST', message: (error as Error).message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong. Try again.' });
  });

  // PayPal's wallet buttons load its JS SDK, which opens frames and calls home.
  const paypalHosts = config.paypal ? ['https://www.paypal.com', 'https://www.sandbox.paypal.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...paypalHosts],
        frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com', ...paypalHosts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...paypalHosts],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const [database, storage] = await Promise.all([
      deps.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      services.storage.ping(),
    ]);
    return reply
      .status(database && storage ? 200 : 503)
      .send({ status: database && storage ? 'ok' : 'unavailable', database, storage });
  });
  app.get('/metrics', async (_request, reply) =>
    reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
  );

  // Settings the single-page app needs at start; the API key is public by design (it only
  // allows what anonymous visitors may do).
  app.get('/api/config', async () => ({
    publicApiKey: secrets.publicApiKey,
    supportEmail: config.supportEmail,
  }));

  const yoga = createGraphQLHandler({
    services,
    publicApiKey: secrets.publicApiKey,
    production: config.nodeEnv === 'production',
    logError: (error) => app.log.error({ err: error }, 'graphql resolver failed'),
  });
  const publicCache = createPublicResponseCache();
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    bodyLimit: 100 * 1024,
    handler: async (request, reply) => {
      const isPost = request.method === 'POST';
      const anonymousKey =
        isPost && !request.headers.authorization && request.headers['x-api-key'] === secrets.publicApiKey
          ? publicCache.keyFor(request.body, secrets.publicApiKey, request.headers.accept)
          : undefined;
      const kept = anonymousKey ? publicCache.get(anonymousKey) : undefined;
      if (kept) return reply.status(200).type(kept.contentType).send(kept.body);

      const response = await yoga.handleNodeRequestAndResponse(request, reply, { req: request, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      if (!isPost) return reply.send(response.body);
      const text = await response.text();
      publicCache.remember(
        anonymousKey,
        request.body,
        response.status,
        response.headers.get('content-type') ?? '',
        text,
      );
      return reply.send(text);
    },
  });
  attachGraphQLWebSocket(app, yoga, { services, publicApiKey: secrets.publicApiKey });
  app.addHook('onClose', () => services.events.close());
  app.addHook('onClose', () => services.processing.stop());

  await registerIdentityRoutes(app, { services, config });
  await registerStorageRoutes(app, { services });
  await registerAvatarRoutes(app, { services, publicApiKey: secrets.publicApiKey });
  await registerPostImageRoutes(app, { services, publicApiKey: secrets.publicApiKey });
  await registerPaymentRoutes(app, { services });
  await registerUploadRoutes(app, { services, publicApiKey: secrets.publicApiKey });

  // The built web app, with every unknown GET path answered by index.html so that the
  // client-side router can take over.
  if (existsSync(path.join(config.webDistDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: config.webDistDir, wildcard: false, index: false });
    app.setNotFoundHandler((request, reply) => {
      const isApi = /^\/(graphql|auth|api|storage)(\/|$)/.test(request.url);
      if (request.method === 'GET' && !isApi) return reply.type('text/html').sendFile('index.html');
      return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found.' });
    });
  } else {
    app.log.warn(`web app not built (${config.webDistDir} missing): serving the API only`);
  }
  return app;
}
