import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES } from '@reelboard/shared/profile';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import type { Services } from '../services/services.ts';
import type { ActorOf } from './request-actor.ts';
import { readUploadedFile } from './uploaded-file.ts';

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'Profile picture must be at most 5 MB.');

// POST /api/profile/avatar: one image in the form field `file`. The profile service decides
// who may, what the bytes are and where they go; this route only reads the upload.
export async function registerAvatarRoutes(
  app: FastifyInstance,
  deps: { services: Pick<Services, 'profiles' | 'storage'>; actorOf: ActorOf },
) {
  const { profiles, storage } = deps.services;

  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: 1, fileSize: AVATAR_MAX_BYTES, fields: 5, fieldSize: 1024, parts: 6 },
    });

    scope.post(
      '/api/profile/avatar',
      { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const profile = await profiles.replaceAvatar(await deps.actorOf(request), () =>
          readUploadedFile(request, { maxBytes: AVATAR_MAX_BYTES, tooLarge, noun: 'picture' }),
        );
        const key = profile.avatarUrl as string;
        return reply.send({ avatarUrl: key, avatarImageUrl: storage.publicUrl(key), profile });
      },
    );
  });
}
