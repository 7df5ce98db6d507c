import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES } from '@reelboard/shared/profile';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { WRITER_COOKIE } from '../realtime/cache-changes.ts';
import { recordingWrites } from '../realtime/changes.ts';
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
    services: Pick<Services, 'profiles' | 'posts' | 'storage' | 'catalogue'>;
    actorOf: ActorOf;
    secureCookies: boolean;
  },
) {
  const { profiles, posts, storage, catalogue } = deps.services;

  await imageUploadRoute(
    app,
    deps.actorOf,
    {
      url: '/api/profile/avatar',
      maxBytes: AVATAR_MAX_BYTES,
      tooLarge: 'Profile picture must be at most 5 MB.',
      noun: 'picture',
      store: async (actor, readUpload) => {
        const profile = await profiles.replaceAvatar(actor, readUpload);
        const key = profile.avatarUrl as string;
        return { avatarUrl: key, avatarImageUrl: storage.publicUrl(key), profile };
      },
    },
    deps.secureCookies,
  );
  await imageUploadRoute(
    app,
    deps.actorOf,
    {
      url: '/api/posts/image',
      maxBytes: POST_IMAGE_MAX_BYTES,
      tooLarge: 'Images must be at most 10 MB.',
      noun: 'image',
      store: (actor, readUpload) => posts.storeImage(actor, readUpload),
    },
    deps.secureCookies,
  );
  // Admins only (the catalogue service checks): -> { imageKey, imageSrc } for a product.
  await imageUploadRoute(
    app,
    deps.actorOf,
    {
      url: '/api/shop/products/image',
      maxBytes: POST_IMAGE_MAX_BYTES,
      tooLarge: 'Images must be at most 10 MB.',
      noun: 'image',
      store: (actor, readUpload) => catalogue.storeImage(actor, readUpload),
    },
    deps.secureCookies,
  );
}

async function imageUploadRoute(
  app: FastifyInstance,
  actorOf: ActorOf,
  route: {
    url: string;
    maxBytes: number;
    tooLarge: string;
    noun: 'picture' | 'image';
    store: (actor: Actor, readUpload: () => Promise<Buffer>) => Promise<unknown>;
  },
  secureCookies: boolean,
) {
  // In a scope of its own: the multipart limits are this route's.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: 1, fileSize: route.maxBytes, fields: 5, fieldSize: 1024, parts: 6 },
    });
    scope.post(
      route.url,
      { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
      async (request, reply) => {
        // What the upload changed its service declares (realtime/changes.ts); an uploader
        // who changed what others see reads fresh for a moment, on every node (ADR 0019).
        const actor = await actorOf(request);
        const { result, wrote } = await recordingWrites(() =>
          route.store(actor, () => readUpload(request, route)),
        );
        if (wrote) reply.setCookie(WRITER_COOKIE.name, '1', WRITER_COOKIE.options(secureCookies));
        return result;
      },
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
