import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services/services.ts';

const tokenQuery = z.object({ token: z.string().min(1).max(2000) });
const INVALID = { code: 'BAD_USER_INPUT', message: 'This unsubscribe link is not valid.' };

// One-click unsubscribe (RFC 8058): mail clients POST to the List-Unsubscribe URL with
// `List-Unsubscribe=One-Click`; the signed token names the person and the kinds of e-mail.
// A GET (someone opening the URL) goes to the page that asks first: a link opened by a
// mail scanner must not unsubscribe anyone.
export async function registerNotificationRoutes(app: FastifyInstance, deps: { services: Services }) {
  await app.register(async (scope) => routes(scope, deps));
}

function routes(app: FastifyInstance, deps: { services: Services }) {
  // Mail clients send the one-click body form-encoded; fastify parses only JSON itself.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );

  app.post('/notifications/unsubscribe', async (request, reply) => {
    const query = tokenQuery.safeParse(request.query);
    if (!query.success || !(await deps.services.notifications.mail.unsubscribe(query.data.token))) {
      return reply.status(400).send(INVALID);
    }
    return { unsubscribed: true };
  });

  app.get('/notifications/unsubscribe', async (request, reply) => {
    const query = tokenQuery.safeParse(request.query);
    if (!query.success) return reply.status(400).send(INVALID);
    return reply.redirect(`/unsubscribe?token=${encodeURIComponent(query.data.token)}`, 303);
  });
}
