import type { FastifyInstance } from 'fastify';
import type { Services } from '../services/services.ts';
import type { ActorOf } from './request-actor.ts';

// An admin's "Export their data" (ADR 0041): POST /api/admin/users/:id/data-export
// { reason } answers the person's ZIP as a download. A POST with a JSON body, like the
// other signed-in REST routes, so that another site cannot make an admin's browser send it.
export async function registerAdminExportRoutes(
  app: FastifyInstance,
  deps: { services: Pick<Services, 'userDataExport'>; actorOf: ActorOf },
) {
  app.post(
    '/api/admin/users/:id/data-export',
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const actor = await deps.actorOf(request);
      const { id } = request.params as { id: string };
      const { reason } = (request.body ?? {}) as { reason?: unknown };
      const file = await deps.services.userDataExport.export(actor, id, reason);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
}
