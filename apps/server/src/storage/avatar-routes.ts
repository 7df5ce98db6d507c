import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES } from '@reelboard/shared/profile';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { resolveCaller } from '../identity/caller.ts';
import { avatarFolder } from '../services/profile-service.ts';
import type { Services } from '../services/services.ts';
import { generateKey } from './keys.ts';
import { reencodeImage } from './reencode-image.ts';
import { readUploadedFile } from './uploaded-file.ts';

const NOT_AN_IMAGE = 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).';
const TOO_LARGE = 'Profile picture must be at most 5 MB.';
const AVATAR_SIZE = 512;

const notAnImage = () => new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE);
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);

// POST /api/profile/avatar: one image in the form field `file`. What the bytes are is
// decided by decoding them, never by the client's MIME type or file name; the stored file
// is a fresh WebP without the original's metadata (location, camera) under a generated key.
export async function registerAvatarRoutes(
  app: FastifyInstance,
  deps: { services: Pick<Services, 'identity' | 'profiles' | 'storage'>; publicApiKey: string },
) {
  const { identity, profiles, storage } = deps.services;

  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: 1, fileSize: AVATAR_MAX_BYTES, fields: 5, fieldSize: 1024, parts: 6 },
    });

    scope.post(
      '/api/profile/avatar',
      { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const caller = await resolveCaller(request.headers, identity, deps.publicApiKey);
        if (caller.kind !== 'user') {
          throw new AppError('UNAUTHENTICATED', 'You do not have permission to upload profile pictures.');
        }
        const original = await readUploadedFile(request, {
          maxBytes: AVATAR_MAX_BYTES,
          tooLarge,
          noun: 'picture',
        });
        const picture = await reencodeImage(original, AVATAR_SIZE, notAnImage);

        const { userId } = caller;
        const previous = (await profiles.byUserId(userId))?.avatarUrl;
        const key = generateKey(avatarFolder(userId), 'image/webp');
        await storage.put(key, picture, 'image/webp');
        let profile: Awaited<ReturnType<typeof profiles.setAvatar>>;
        try {
          profile = await profiles.setAvatar(userId, key);
        } catch (error) {
          await storage.delete(key);
          throw error;
        }
        if (previous && previous !== key && previous.startsWith(avatarFolder(userId))) {
          await storage.delete(previous).catch((error: unknown) => {
            request.log.warn({ err: error, key: previous }, 'could not delete the previous avatar');
          });
        }
        return reply.send({ avatarUrl: key, avatarImageUrl: storage.publicUrl(key), profile });
      },
    );
  });
}
