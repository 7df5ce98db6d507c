import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isValidKey } from '../storage/keys.ts';
import type { LocalDiskStorage } from '../storage/local-disk-storage.ts';
import { MAX_PART_BYTES } from '../storage/storage.ts';
import { sendStoredObject } from './stored-object-reply.ts';

type Query = Record<string, unknown>;

// The HTTP side of the local-disk driver, speaking what S3 speaks: GET/HEAD of objects
// (public/ keys openly, others with a signed link) and PUT of multipart parts to signed
// URLs. An S3 driver needs none of this: browsers talk to S3 directly.
export async function registerStorageRoutes(app: FastifyInstance, deps: { storage: LocalDiskStorage }) {
  const { storage } = deps;

  await app.register(async (scope) => {
    // Part bodies arrive as raw streams whatever their content type, and are written to
    // disk as they come instead of being buffered.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    // Declared before GET so that fastify does not add its own HEAD route.
    scope.head('/storage/*', (request, reply) => serveObject(request, reply, false));
    scope.get('/storage/*', (request, reply) => serveObject(request, reply, true));

    scope.put<{ Params: { uploadId: string; partNumber: string } }>(
      '/storage-upload/:uploadId/:partNumber',
      { bodyLimit: MAX_PART_BYTES },
      async (request, reply) => {
        const { uploadId } = request.params;
        const partNumber = /^\d{1,5}$/.test(request.params.partNumber)
          ? Number(request.params.partNumber)
          : 0;
        const query = request.query as Query;
        if (!storage.verifyPartSignature(uploadId, partNumber, query['X-Expires'], query['X-Signature'])) {
          return fail(reply, 403, 'FORBIDDEN', 'This upload link is invalid or has expired.');
        }
        const declared = request.headers['content-length'];
        const size = declared === undefined ? undefined : Number(declared);
        if (size !== undefined && size > MAX_PART_BYTES) {
          return fail(reply, 413, 'PAYLOAD_TOO_LARGE', 'A part can be at most 5 GiB.');
        }
        const body = (request.body as Readable | undefined) ?? Buffer.alloc(0);
        // A missing upload answers 404 and a completed one 409, through the app's error handler.
        const part = await storage.receivePart(uploadId, partNumber, body, { size });
        return reply
          .header('ETag', `"${part.etag}"`)
          .header('Access-Control-Expose-Headers', 'ETag')
          .status(200)
          .send();
      },
    );
  });

  async function serveObject(request: FastifyRequest, reply: FastifyReply, withBody: boolean) {
    const key = (request.params as { '*': string })['*'];
    if (!isValidKey(key)) return fail(reply, 400, 'BAD_USER_INPUT', 'Invalid storage key.');
    const isPublic = key.startsWith('public/');
    const query = request.query as Query;
    // Checked before looking the key up, so a link without a valid signature does not tell
    // whether the object exists.
    if (!isPublic && !storage.verifyReadSignature(key, query['X-Expires'], query['X-Signature'])) {
      return fail(reply, 403, 'FORBIDDEN', 'This link is invalid or has expired.');
    }
    const cacheControl = isPublic ? 'public, max-age=3600' : `private, max-age=${signedMaxAge(query)}`;
    return sendStoredObject(request, reply, { storage, key, cacheControl, withBody });
  }
}

function fail(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.status(status).send({ code, message });
}

// A signed link's answer may be cached only while the link itself is valid.
function signedMaxAge(query: Query): number {
  const remaining = Number(query['X-Expires']) - Math.floor(Date.now() / 1000);
  return Math.max(0, Math.min(remaining, 3600));
}
