import { count, desc, eq, gt, sql } from 'drizzle-orm';
import client from 'prom-client';
import { backupRuns } from '../db/backup-schema.ts';
import type { Database } from '../db/client.ts';
import { NODE_UP_MS, nodeHeartbeats, storageUsage } from '../db/health-schema.ts';
import { videos } from '../db/video-schema.ts';
import type { JobQueue } from '../jobs/job-queue.ts';

const READ_TIMEOUT_MS = 3000;

/**
 * The numbers of /admin/health as Prometheus gauges (ADR 0041), read on each scrape with
 * cheap queries: pg-boss's cached queue counts, an indexed count, the storage job's table
 * (never a listing of the store), pg_database_size, and one-row lookups. A reading that
 * fails (the database restarting) or takes over 3 s leaves its gauge empty for that
 * scrape instead of failing or holding /metrics.
 */
export function registerHealthMetrics(
  registry: client.Registry,
  deps: { db: Database; jobs: Pick<JobQueue, 'queueCounts'> },
) {
  const { db } = deps;
  const gauge = (
    name: string,
    help: string,
    labelNames: string[],
    read: (set: (labels: Record<string, string>, value: number) => void) => Promise<void>,
  ) =>
    new client.Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        // Bounded: a database that does not answer must not hold the whole scrape.
        const late = new Promise<void>((resolve) => setTimeout(resolve, READ_TIMEOUT_MS).unref());
        await Promise.race([read((labels, value) => this.set(labels, value)).catch(() => {}), late]);
      },
    });

  gauge('reelboard_job_queue_jobs', 'Jobs per queue and state', ['queue', 'state'], async (set) => {
    for (const queue of await deps.jobs.queueCounts(false)) {
      set({ queue: queue.name, state: 'waiting' }, queue.waiting);
      set({ queue: queue.name, state: 'running' }, queue.running);
      set({ queue: queue.name, state: 'failed' }, queue.failed);
    }
  });
  gauge('reelboard_failed_videos', 'Videos whose processing failed', [], async (set) => {
    const [row] = await db.select({ n: count() }).from(videos).where(eq(videos.processingStatus, 'failed'));
    set({}, row?.n ?? 0);
  });
  gauge('reelboard_storage_bytes', 'Bytes stored per area, as last measured', ['area'], async (set) => {
    for (const row of await db.select().from(storageUsage)) set({ area: row.area }, row.bytes);
  });
  gauge('reelboard_database_bytes', 'Size of the database (pg_database_size)', [], async (set) => {
    const result = await db.execute<{ bytes: string }>(
      sql`select pg_database_size(current_database())::text as bytes`,
    );
    set({}, Number(result.rows[0]?.bytes ?? 0));
  });
  gauge(
    'reelboard_nodes_up',
    'Nodes (API and worker processes) that beat in the last minute',
    [],
    async (set) => {
      const [row] = await db
        .select({ n: count() })
        .from(nodeHeartbeats)
        .where(gt(nodeHeartbeats.lastBeatAt, new Date(Date.now() - NODE_UP_MS)));
      set({}, row?.n ?? 0);
    },
  );
  gauge(
    'reelboard_last_backup_timestamp_seconds',
    'When the newest successful backup finished (Unix time)',
    [],
    async (set) => {
      const [row] = await db
        .select({ finishedAt: backupRuns.finishedAt })
        .from(backupRuns)
        .where(eq(backupRuns.status, 'succeeded'))
        .orderBy(desc(backupRuns.startedAt))
        .limit(1);
      if (row?.finishedAt) set({}, row.finishedAt.getTime() / 1000);
    },
  );
}
