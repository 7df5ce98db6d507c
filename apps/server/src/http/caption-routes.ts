import type { FastifyInstance } from 'fastify';
import { WRITER_COOKIE } from '../realtime/cache-changes.ts';
import { recordingWrites } from '../realtime/changes.ts';
import type { Services } from '../services/services.ts';
import type { ActorOf } from './request-actor.ts';

// A caption file is up to 1 MB, more than a GraphQL request may carry (100 kB), so it comes
// here as JSON: POST /api/videos/:id/captions { language, file } -> the caption.
// The body limit leaves room for JSON's escapes; the service refuses files over 1 MB with
// its own message (ADR 0036).
const BODY_LIMIT = 3 * 1024 * 1024;

export async function registerCaptionRoutes(
  app: FastifyInstance,
  deps: { services: Pick<Services, 'captions'>; actorOf: ActorOf; secureCookies: boolean },
) {
  app.post(
    '/api/videos/:id/captions',
    { bodyLimit: BODY_LIMIT, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const actor = await deps.actorOf(request);
      const { id } = request.params as { id: string };
      const body = (request.body ?? {}) as { language?: unknown; file?: unknown };
      const { result, wrote } = await recordingWrites(() =>
        deps.services.captions.upload(actor, {
          videoId: id,
          language: typeof body.language === 'string' ? body.language : '',
          file: typeof body.file === 'string' ? body.file : '',
        }),
      );
      if (wrote) reply.setCookie(WRITER_COOKIE.name, '1', WRITER_COOKIE.options(deps.secureCookies));
      return { language: result.language, cueCount: result.cueCount };
    },
  );
}
