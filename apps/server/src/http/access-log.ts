import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Logger } from 'pino';

// One access line per request, written when it completes: Fastify's default is a line when
// a request comes in and another when it ends, twice the writes for the same facts (ADR 0020).
export class AccessLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    // Routes logged at 'warn' (the player's reports) skip building a line no one writes.
    if (!error && !(reply.log as Logger).isLevelEnabled('info')) return;
    const line = {
      method: request.method,
      url: request.url,
      ip: request.ip,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
