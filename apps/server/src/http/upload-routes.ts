import type { FastifyInstance } from 'fastify';
import type { Services } from '../services/services.ts';
import type { ActorOf } from './request-actor.ts';

// Resumable video uploads, the custom endpoints of Uppy's @uppy/aws-s3 (multipart).
// JSON in and out; `Authorization: Bearer <access token>`; creators and admins only, anyone
// else gets 403 { message: 'You do not have permission to upload videos.' }.
//
//   POST   /api/uploads { fileName, contentType, size }  -> { uploadId, key }
//          contentType video/*, 0 < size <= MAX_UPLOAD_BYTES (10 GiB); the name is a label only;
//          key = uploads/{userId}/{uuid}.{mp4|webm|mov} (private)
//   GET    /api/uploads/:uploadId/parts/:partNumber      -> { url }   signed PUT, parts 1..10000
//   GET    /api/uploads/:uploadId/parts                  -> [{ PartNumber, ETag, Size }]
//   POST   /api/uploads/:uploadId/complete { parts: [{ PartNumber, ETag }] } -> { key }
//   DELETE /api/uploads/:uploadId                        -> 204, the parts are removed
//
// The browser PUTs each part's bytes to the signed url (the answer's ETag header names the
// part), then calls GraphQL createVideo(input: { title, ..., videoUrl: key }). Someone
// else's upload answers 404 like a missing one. Errors: { code, message }.
export async function registerUploadRoutes(
  app: FastifyInstance,
  deps: { services: Pick<Services, 'uploads'>; actorOf: ActorOf },
) {
  const { uploads } = deps.services;
  const uploader = deps.actorOf;

  type Upload = { Params: { uploadId: string } };
  const limits = { config: { rateLimit: { max: 600, timeWindow: '1 minute' } } };

  app.post('/api/uploads', limits, async (request) => uploads.start(await uploader(request), request.body));

  app.get<{ Params: { uploadId: string; partNumber: string } }>(
    '/api/uploads/:uploadId/parts/:partNumber',
    limits,
    async (request) =>
      uploads.signPart(await uploader(request), request.params.uploadId, request.params.partNumber),
  );

  app.get<Upload>('/api/uploads/:uploadId/parts', limits, async (request) =>
    uploads.listParts(await uploader(request), request.params.uploadId),
  );

  app.post<Upload>('/api/uploads/:uploadId/complete', limits, async (request) =>
    uploads.complete(await uploader(request), request.params.uploadId, request.body),
  );

  app.delete<Upload>('/api/uploads/:uploadId', limits, async (request, reply) => {
    await uploads.abort(await uploader(request), request.params.uploadId);
    return reply.status(204).send();
  });
}
