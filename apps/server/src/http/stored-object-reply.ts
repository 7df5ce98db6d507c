import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange, Storage } from '../storage/storage.ts';

/**
 * Answers a GET or HEAD with a stored object, as S3 does: ETag and conditional GET, one
 * byte range (video players seek with them), and the caller's Cache-Control. The body is
 * streamed from the store, never read whole.
 */
export async function sendStoredObject(
  request: FastifyRequest,
  reply: FastifyReply,
  what: { storage: Storage; key: string; cacheControl: string; withBody: boolean },
) {
  const object = await what.storage.head(what.key);
  if (!object) return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found.' });

  reply
    .header('ETag', `"${object.etag}"`)
    .header('Last-Modified', object.lastModified.toUTCString())
    .header('Accept-Ranges', 'bytes')
    .header('X-Content-Type-Options', 'nosniff')
    // Nothing served from here may run as a page of this origin.
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', what.cacheControl);
  if (matchesEtag(request.headers['if-none-match'], object.etag)) return reply.status(304).send();

  const range = parseRange(request.headers.range, object.size);
  if (range === 'unsatisfiable') {
    return reply.status(416).header('Content-Range', `bytes */${object.size}`).send();
  }
  const length = range ? range.end - range.start + 1 : object.size;
  reply.type(object.contentType).header('Content-Length', length);
  if (range) reply.status(206).header('Content-Range', `bytes ${range.start}-${range.end}/${object.size}`);
  if (!what.withBody) return reply.send();
  const found = await what.storage.get(what.key, range);
  if (!found) return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found.' });
  return reply.send(found.body);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const value = candidate.trim().replace(/^W\//, '');
    return value === '*' || value === `"${etag}"`;
  });
}

// One range, as video players ask for; several ranges or other units get the whole object,
// which HTTP allows.
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return undefined;
  return { start, end };
}
