import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES } from '@reelboard/shared/profile';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { WRITER_COOKIE } from '../realtime/cache-changes.ts';
import type { Actor } from '../services/actors.ts';
import type { Services } from '../services/services.ts';
import type { ActorOf } from './request-actor.ts';
import { readUploadedFile } from './uploaded-file.ts';

const POST_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

// One image in the form field `file`, per request. The services decide who may, what the
// bytes are and where they go; the upload is handed over unread, so a refused caller's
// bytes are never read:
//   POST /api/profile/avatar -> { avatarUrl, avatarImageUrl, profile }
//   POST /api/posts/image    -> { imageUrl, imageSrc }; createPost then accepts that key
//                               from that user only.
export async function registerImageUploadRoutes(
  app: FastifyInstance,
  deps: {
    services: Pick<Services, 'profiles' | 'posts' | 'storage' | 'caches'>;
    actorOf: ActorOf;
    secureCookies: boolean;
  },
) {
  const { profiles, posts, storage, caches } = deps.services;

  await imageUploadRoute(app, deps.actorOf, {
    url: '/api/profile/avatar',
    maxBytes: AVATAR_MAX_BYTES,
    tooLarge: 'Profile picture must be at most 5 MB.',
    noun: 'picture',
    store: async (actor, readUpload, reply) => {
      const profile = await profiles.replaceAvatar(actor, readUpload);
      // Cached answers show creators' pictures: every node forgets them, and the uploader's
      // next reads skip the caches wherever they land (as after a GraphQL mutation, ADR 0019).
      await caches.changed();
      reply.setCookie(WRITER_COOKIE.name, '1', WRITER_COOKIE.options(deps.secureCookies));
      const key = profile.avatarUrl as string;
      return { avatarUrl: key, avatarImageUrl: storage.publicUrl(key), profile };
    },
  });
  await imageUploadRoute(app, deps.actorOf, {
    url: '/api/posts/image',
    maxBytes: POST_IMAGE_MAX_BYTES,
    tooLarge: 'Images must be at most 10 MB.',
    noun: 'image',
    store: (actor, readUpload) => posts.storeImage(actor, readUpload),
  });
}

async function imageUploadRoute(
  app: FastifyInstance,
  actorOf: ActorOf,
  route: {
    url: string;
    maxBytes: number;
    tooLarge: string;
    noun: 'picture' | 'image';
    store: (actor: Actor, readUpload: () => Promise<Buffer>, reply: FastifyReply) => Promise<unknown>;
  },
) {
  // In a scope of its own: the multipart limits are this route's.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: 1, fileSize: route.maxBytes, fields: 5, fieldSize: 1024, parts: 6 },
    });
    scope.post(
      route.url,
      { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
      async (request, reply) => route.store(await actorOf(request), () => readUpload(request, route), reply),
    );
  });
}

const readUpload = (
  request: FastifyRequest,
  route: { maxBytes: number; tooLarge: string; noun: 'picture' | 'image' },
) =>
  readUploadedFile(request, {
    maxBytes: route.maxBytes,
    tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', route.tooLarge),
    noun: route.noun,
  });
