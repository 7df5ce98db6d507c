import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { resolveCaller } from '../identity/caller.ts';
import { postImageFolder } from '../services/post-service.ts';
import type { Services } from '../services/services.ts';
import { generateKey } from './keys.ts';
import { reencodeImage } from './reencode-image.ts';
import { readUploadedFile } from './uploaded-file.ts';

const MAX_BYTES = 10 * 1024 * 1024;
const MAX_SIDE = 1600;
const notAnImage = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).');
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'Images must be at most 10 MB.');

// POST /api/posts/image: one image in the form field `file`, from a signed-in user. It is
// re-encoded to WebP and stored under public/posts/<userId>/<generated>.webp (public, so
// the board shows it by plain URL); createPost then accepts that key from that user only.
export async function registerPostImageRoutes(
  app: FastifyInstance,
  deps: { services: Pick<Services, 'identity' | 'storage'>; publicApiKey: string },
) {
  const { identity, storage } = deps.services;
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: 1, fileSize: MAX_BYTES, fields: 5, fieldSize: 1024, parts: 6 },
    });
    scope.post(
      '/api/posts/image',
      { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const caller = await resolveCaller(request.headers, identity, deps.publicApiKey);
        if (caller.kind !== 'user') throw new AppError('UNAUTHENTICATED', 'Please sign in to create a post.');
        const original = await readUploadedFile(request, { maxBytes: MAX_BYTES, tooLarge, noun: 'image' });
        const image = await reencodeImage(original, MAX_SIDE, notAnImage);
        const key = generateKey(postImageFolder(caller.userId), 'image/webp');
        await storage.put(key, image, 'image/webp');
        return reply.send({ imageUrl: key, imageSrc: storage.publicUrl(key) });
      },
    );
  });
}
