import { adminReasonSchema } from '@reelboard/shared/admin-users';
import { isUuid } from '@reelboard/shared/ids';
import { desc, eq, sql } from 'drizzle-orm';
import { backupRuns } from '../../db/backup-schema.ts';
import type { Database } from '../../db/client.ts';
import { videos } from '../../db/video-schema.ts';
import { badInput, notFound } from '../../errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { type Actor, requireAdmin } from '../actors.ts';
import { recordAction } from '../moderation/audit-log.ts';
import { nodesUp } from './health-nodes.ts';
import { STORAGE_USAGE_JOB, storageAreas } from './health-storage.ts';

const FAILED_LISTED = 50;

type Queue = Pick<
  JobQueue,
  'queueCounts' | 'failedJobs' | 'retryFailed' | 'discardFailed' | 'isQueue' | 'send'
>;

// /admin/health (issue 25, ADR 0041): what an operator without Grafana needs to see, each
// read for admins only, and retry or discard of a failed job, audit-logged with the admin
// and their reason. Every read is bounded: counts, the newest failures, one-row lookups and
// the storage job's last measurement (the listing itself never runs for a page).
export function createAdminHealth(deps: { db: Database; jobs: Queue; now?: () => Date }) {
  const { db, jobs } = deps;
  const now = deps.now ?? (() => new Date());

  async function act(actor: Actor, queue: string, id: string, reason: unknown, retry: boolean) {
    const admin = requireAdmin(actor);
    const why = adminReasonSchema.safeParse(reason);
    if (!why.success) throw badInput(why.error.issues[0]?.message ?? 'Please give a reason.');
    if (!jobs.isQueue(queue) || !isUuid(id)) throw notFound('Job not found.');
    const done = retry ? await jobs.retryFailed(queue, id) : await jobs.discardFailed(queue, id);
    if (!done) throw notFound('This job is not failed any more.');
    await recordAction(db, {
      adminId: admin.userId,
      action: retry ? 'RETRY_JOB' : 'DISCARD_JOB',
      targetType: 'job',
      targetId: id,
      reason: `${queue}: ${why.data}`,
    });
  }

  return {
    /** Throws FORBIDDEN for anyone but an admin. */
    check: (actor: Actor): void => void requireAdmin(actor),

    async queues(actor: Actor) {
      requireAdmin(actor);
      return jobs.queueCounts(true);
    },

    async failedJobs(actor: Actor) {
      requireAdmin(actor);
      return jobs.failedJobs(FAILED_LISTED);
    },

    async failedVideos(actor: Actor) {
      requireAdmin(actor);
      return db
        .select({
          id: videos.id,
          title: videos.title,
          error: videos.processingError,
          updatedAt: videos.updatedAt,
        })
        .from(videos)
        .where(eq(videos.processingStatus, 'failed'))
        .orderBy(desc(videos.updatedAt))
        .limit(FAILED_LISTED);
    },

    async storage(actor: Actor) {
      requireAdmin(actor);
      return storageAreas(db);
    },

    /** Queues a measurement now instead of at the next five minutes. */
    async measureStorage(actor: Actor): Promise<void> {
      requireAdmin(actor);
      await jobs.send(STORAGE_USAGE_JOB, {});
    },

    async databaseBytes(actor: Actor): Promise<number> {
      requireAdmin(actor);
      return databaseBytes(db);
    },

    async nodes(actor: Actor) {
      requireAdmin(actor);
      return nodesUp(db, now());
    },

    async lastBackup(actor: Actor) {
      requireAdmin(actor);
      return lastBackup(db);
    },

    retryJob: (actor: Actor, queue: string, id: string, reason: unknown) =>
      act(actor, queue, id, reason, true),
    discardJob: (actor: Actor, queue: string, id: string, reason: unknown) =>
      act(actor, queue, id, reason, false),
  };
}

async function databaseBytes(db: Database): Promise<number> {
  const result = await db.execute<{ bytes: string }>(
    sql`select pg_database_size(current_database())::text as bytes`,
  );
  return Number(result.rows[0]?.bytes ?? 0);
}

export async function lastBackup(db: Database) {
  const [row] = await db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(1);
  return row ?? null;
}
