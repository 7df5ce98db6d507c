import { WATCH_REPORT_MAX_BYTES } from '@reelboard/shared/analytics-reports';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services/services.ts';
import type { ActorOf } from './request-actor.ts';

// The player's reports (issue 26, ADR 0037). navigator.sendBeacon sends a Blob: typed
// application/json when the page made one, text/plain for a string; both are parsed as JSON
// here. Visitors send no key (a beacon carries no headers); members send their token with
// fetch's keepalive. Answers 204; the service holds every rule.

export async function registerAnalyticsRoutes(
  app: FastifyInstance,
  deps: { services: Pick<Services, 'analytics'>; actorOf: ActorOf },
) {
  await app.register(async (scope) => {
    // Plain JSON.parse for both: the service keeps only the fields its schema names, so the
    // default parser's scan for prototype keys is not needed on the busiest route.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      ['application/json', 'text/plain'],
      { parseAs: 'string' },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(Object.assign(new Error('The body must be JSON.'), { statusCode: 400 }));
        }
      },
    );
    // Thousands of 204s a second are not access-logged one by one (errors still are); the
    // metrics count them (/metrics).
    const options = {
      bodyLimit: WATCH_REPORT_MAX_BYTES,
      logLevel: 'warn',
      config: { noDocument: true },
    } as const;

    scope.post('/api/analytics/watch', options, async (request, reply) => {
      await deps.services.analytics.recordWatch(await deps.actorOf(request), request.body, request.ip);
      return reply.status(204).send();
    });

    scope.post('/api/analytics/share', options, async (request, reply) => {
      await deps.services.analytics.recordShare(await deps.actorOf(request), request.body, request.ip);
      return reply.status(204).send();
    });
  });
}
