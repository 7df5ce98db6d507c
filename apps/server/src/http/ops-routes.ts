import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { createMetrics } from '../ops/metrics.ts';
import type { Secrets } from '../secrets.ts';
import type { Services } from '../services/services.ts';

// Operators' routes (health, readiness, metrics) and the settings the web app reads at
// start. The API key is public by design: it only allows what anonymous visitors may do.
export function registerOpsRoutes(
  app: FastifyInstance,
  deps: {
    config: Config;
    secrets: Secrets;
    db: Database;
    services: Pick<Services, 'storage'>;
    metrics: ReturnType<typeof createMetrics>;
  },
) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const [database, storage] = await Promise.all([
      deps.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      deps.services.storage.ping(),
    ]);
    return reply
      .status(database && storage ? 200 : 503)
      .send({ status: database && storage ? 'ok' : 'unavailable', database, storage });
  });
  app.get('/metrics', async (_request, reply) =>
    reply.type(deps.metrics.registry.contentType).send(await deps.metrics.registry.metrics()),
  );
  app.get('/api/config', async () => ({
    publicApiKey: deps.secrets.publicApiKey,
    supportEmail: deps.config.supportEmail,
  }));
}
