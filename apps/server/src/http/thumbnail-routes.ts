import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { WRITER_COOKIE } from '../realtime/cache-changes.ts';
import { recordingWrites } from '../realtime/changes.ts';
import type { Services } from '../services/services.ts';
import { thumbnailMessages } from '../services/videos/video-thumbnails.ts';
import type { ActorOf } from './request-actor.ts';
import { readUploadedFile } from './uploaded-file.ts';

const THUMBNAIL_MAX_BYTES = 10 * 1024 * 1024;

// A video's thumbnail as an uploaded image (ADR 0040), as the other image uploads come
// (image-upload-routes.ts): one file in the form field `file`, handed to the service unread,
// so a refused caller's bytes are never read.
//   POST /api/videos/:id/thumbnail -> { thumbnailUrl } (the new key)
export async function registerThumbnailRoutes(
  app: FastifyInstance,
  deps: { services: Pick<Services, 'thumbnails'>; actorOf: ActorOf; secureCookies: boolean },
) {
  // In a scope of its own: the multipart limits are this route's.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: 1, fileSize: THUMBNAIL_MAX_BYTES, fields: 5, fieldSize: 1024, parts: 6 },
    });
    scope.post(
      '/api/videos/:id/thumbnail',
      { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const actor = await deps.actorOf(request);
        const { id } = request.params as { id: string };
        const readUpload = () =>
          readUploadedFile(request, {
            maxBytes: THUMBNAIL_MAX_BYTES,
            tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', thumbnailMessages.tooLarge),
            noun: 'image',
          });
        // The change is declared by the service; the uploader reads fresh for a moment (ADR 0019).
        const { result, wrote } = await recordingWrites(() =>
          deps.services.thumbnails.uploadImage(actor, id, readUpload),
        );
        if (wrote) reply.setCookie(WRITER_COOKIE.name, '1', WRITER_COOKIE.options(deps.secureCookies));
        return { thumbnailUrl: result.thumbnailUrl };
      },
    );
  });
}
