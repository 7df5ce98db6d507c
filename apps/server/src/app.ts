import { existsSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { AppError } from './errors.ts';
import { registerGraphQLRoute } from './graphql/graphql-route.ts';
import { AccessLog } from './http/access-log.ts';
import { registerAdminExportRoutes } from './http/admin-export-routes.ts';
import { registerAnalyticsRoutes } from './http/analytics-routes.ts';
import { registerCaptionRoutes } from './http/caption-routes.ts';
import { registerIdentityRoutes } from './http/identity-routes.ts';
import { registerImageUploadRoutes } from './http/image-upload-routes.ts';
import { registerMediaRoutes } from './http/media-routes.ts';
import { registerNotificationRoutes } from './http/notification-routes.ts';
import { registerOpsRoutes } from './http/ops-routes.ts';
import { registerPaymentRoutes } from './http/payment-routes.ts';
import { createRequestActor } from './http/request-actor.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSocialSignInRoutes } from './http/social-sign-in-routes.ts';
import { registerStorageRoutes } from './http/storage-routes.ts';
import { registerThumbnailRoutes } from './http/thumbnail-routes.ts';
import { registerUploadRoutes } from './http/upload-routes.ts';
import { registerWebAppRoutes } from './http/web-app-routes.ts';
import { registerHealthMetrics } from './ops/health-metrics.ts';
import { createMetrics } from './ops/metrics.ts';
import { rateLimitStore } from './ops/rate-limiter.ts';
import type { Secrets } from './secrets.ts';
import type { Services } from './services/services.ts';
import { storageOrigins } from './storage/s3-settings.ts';

// The HTTP server: security headers, rate limits, one error handler, and the entry points
// (graphql/ and http/). Entry points stay thin; the services hold every rule.
export async function buildApp(deps: {
  config: Config;
  secrets: Secrets;
  db: Database;
  services: Services;
}): Promise<FastifyInstance> {
  const { config, secrets, services } = deps;
  const secureCookies = config.publicUrl.startsWith('https://');
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Written in the background: a synchronous write per line blocked every request on
      // its log pipe (ADR 0020). Pino flushes what is left when the process exits.
      stream: pino.destination({ dest: 1, sync: false }),
    },
    logController: new AccessLog(),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  });

  const metrics = createMetrics();
  registerHealthMetrics(metrics.registry, { db: deps.db, jobs: services.jobs });
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

  registerSecurityHeaders(app, {
    paypal: Boolean(config.paypal),
    storageOrigins: config.s3 ? storageOrigins(config.s3) : [],
  });
  await app.register(cookie);
  // Counted in PostgreSQL, so that every node counts the same windows (ADR 0019).
  await app.register(rateLimit, { global: false, store: rateLimitStore(deps.db) });

  registerOpsRoutes(app, { config, secrets, db: deps.db, services, metrics });
  registerGraphQLRoute(app, {
    services,
    publicApiKey: secrets.publicApiKey,
    production: config.nodeEnv === 'production',
    secureCookies,
    allowedOrigins: config.allowedOrigins,
  });
  app.addHook('onClose', () => services.listener.close());
  app.addHook('onClose', () => services.notifications.commentNotices.stop());
  app.addHook('onClose', () => services.jobs.stop());
  app.addHook('onClose', () => services.analytics.stop());

  // Every REST route resolves its actor through the services' one resolver.
  const actorOf = createRequestActor(services.resolveActor);
  await registerIdentityRoutes(app, { services, config, actorOf });
  await registerSocialSignInRoutes(app, { services, config });
  if (services.localDiskStorage) await registerStorageRoutes(app, { storage: services.localDiskStorage });
  await registerMediaRoutes(app, { services });
  await registerNotificationRoutes(app, { services });
  await registerImageUploadRoutes(app, {
    services,
    actorOf,
    secureCookies,
  });
  await registerPaymentRoutes(app, { services, actorOf });
  await registerUploadRoutes(app, { services, actorOf });
  await registerCaptionRoutes(app, { services, actorOf, secureCookies });
  await registerAdminExportRoutes(app, { services, actorOf });
  await registerThumbnailRoutes(app, { services, actorOf, secureCookies });
  await registerAnalyticsRoutes(app, { services, actorOf });

  // The built web app, with every unknown GET path answered by index.html so that the
  // client-side router can take over.
  if (existsSync(path.join(config.webDistDir, 'index.html'))) {
    await registerWebAppRoutes(app, { webDistDir: config.webDistDir, publicApiKey: secrets.publicApiKey });
  } else {
    app.log.warn(`web app not built (${config.webDistDir} missing): serving the API only`);
  }
  return app;
}
