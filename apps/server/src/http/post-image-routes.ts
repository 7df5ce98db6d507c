import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import type { Services } from '../services/services.ts';
import type { ActorOf } from './request-actor.ts';
import { readUploadedFile } from './uploaded-file.ts';

const MAX_BYTES = 10 * 1024 * 1024;
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'Images must be at most 10 MB.');

// POST /api/posts/image: one image in the form field `file`. The post service decides who
// may and stores it; createPost then accepts the answered key from that user only.
export async function registerPostImageRoutes(
  app: FastifyInstance,
  deps: { services: Pick<Services, 'posts'>; actorOf: ActorOf },
) {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: 1, fileSize: MAX_BYTES, fields: 5, fieldSize: 1024, parts: 6 },
    });
    scope.post(
      '/api/posts/image',
      { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const stored = await deps.services.posts.storeImage(await deps.actorOf(request), () =>
          readUploadedFile(request, { maxBytes: MAX_BYTES, tooLarge, noun: 'image' }),
        );
        return reply.send(stored);
      },
    );
  });
}
