import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services/services.ts';
import { isValidKey } from '../storage/keys.ts';
import { sendStoredObject } from './stored-object-reply.ts';

// The media gate (ADR 0025): a processed video's outputs stay where processing wrote them,
// private in the store, and everyone reads a public video's through here. Whether a key may
// be served follows the video's row (approved, not hidden), kept at most 2 s per node, so
// approving is one database write and hiding takes effect within 2 s on every node.
// Segments, the MP4 and thumbnails never change under their key: browsers keep them a
// year. Shared caches (a CDN in front of the site) ask again after 50 s, a conditional
// request the gate answers with a 304 or, once the video is taken down, a 403: so a
// takedown reaches the CDN within a minute even unpurged (README). Playlists, the entry
// points, are kept a minute by browsers.
const SEGMENT_CACHE = 'public, max-age=31536000, s-maxage=50, immutable';
const PLAYLIST_CACHE = 'public, max-age=60, s-maxage=50';

export async function registerMediaRoutes(app: FastifyInstance, deps: { services: Services }) {
  const { services } = deps;

  async function serveMedia(request: FastifyRequest, reply: FastifyReply, withBody: boolean) {
    const key = (request.params as { '*': string })['*'];
    if (!isValidKey(key)) {
      return reply.status(400).send({ code: 'BAD_USER_INPUT', message: 'Invalid storage key.' });
    }
    if (!(await services.videoMedia.mayServe(key))) {
      // Not kept anywhere: the same URL answers once the video is approved.
      return reply
        .status(403)
        .header('Cache-Control', 'no-store')
        .send({ code: 'FORBIDDEN', message: 'This video is not public.' });
    }
    const cacheControl = key.endsWith('.m3u8') ? PLAYLIST_CACHE : SEGMENT_CACHE;
    return sendStoredObject(request, reply, { storage: services.storage, key, cacheControl, withBody });
  }

  // Declared before GET so that fastify does not add its own HEAD route.
  app.head('/media/*', (request, reply) => serveMedia(request, reply, false));
  app.get('/media/*', (request, reply) => serveMedia(request, reply, true));
}
