import {
  type BackupScheduleValues,
  backupDue,
  backupScheduleSchema,
} from '@reelboard/shared/backup-schedule';
import { desc, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { backupRuns, backupSchedule } from '../../db/backup-schema.ts';
import type { Database } from '../../db/client.ts';
import { badInput } from '../../errors.ts';
import type { JobKind, JobQueue } from '../../jobs/job-queue.ts';
import type { Secrets } from '../../secrets.ts';
import { type Actor, requireAdmin } from '../actors.ts';
import { openDestination } from './backup-target.ts';
import { type BackupResult, createBackup } from './create-backup.ts';
import { backupSiteOf } from './sites.ts';

const BACKUP_JOB = 'scheduled-backup';
const DEFAULT_SCHEDULE: BackupScheduleValues = { frequency: 'off', hour: 3, keep: 7 };

export type BackupRun = typeof backupRuns.$inferSelect;

// Backups of the running site (ADR 0042): from the CLI or on the admins' schedule, each run
// recorded in backup_runs. The scheduled job is queued once an hour for the whole cluster
// (pg-boss), so one node runs it; it does nothing unless the schedule says this hour.
export function createBackupService(deps: {
  db: Database;
  config: Pick<Config, 's3' | 'dataDir' | 'publicUrl' | 'backupDestination'>;
  secrets: Pick<Secrets, 'storageSecret'>;
  jobs: JobQueue;
  log?: (message: string) => void;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  // The services' own connection string: the embedded server's socket or DATABASE_URL.
  const databaseUrl = String(db.$client.options.connectionString);

  async function readSchedule(): Promise<BackupScheduleValues> {
    const [row] = await db.select().from(backupSchedule).where(eq(backupSchedule.id, 1));
    return row ? { frequency: row.frequency, hour: row.hour, keep: row.keep } : DEFAULT_SCHEDULE;
  }

  /** One backup, recorded as a run whether it succeeds or fails. */
  async function run(
    trigger: BackupRun['trigger'],
    destination = deps.config.backupDestination,
    log?: (line: string) => void,
  ): Promise<BackupResult> {
    const [row] = await db
      .insert(backupRuns)
      .values({ trigger, destination })
      .returning({ id: backupRuns.id });
    const id = String(row?.id);
    try {
      const site = backupSiteOf(deps.config, deps.secrets.storageSecret, databaseUrl);
      const result = await createBackup(site, destination, { log, now: now() });
      await db
        .update(backupRuns)
        .set({
          status: 'succeeded',
          finishedAt: new Date(),
          bytes: result.bytes,
          destination: result.location,
        })
        .where(eq(backupRuns.id, id));
      return result;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(backupRuns)
        .set({ status: 'failed', finishedAt: new Date(), error: message.slice(0, 2000) })
        .where(eq(backupRuns.id, id));
      throw error;
    }
  }

  /** Removes the oldest backups at the destination beyond the newest `keep`. */
  async function prune(keep: number, destination = deps.config.backupDestination): Promise<string[]> {
    const target = openDestination(destination, deps.config.s3);
    const names = await target.names();
    const old = names.slice(0, Math.max(0, names.length - keep));
    for (const name of old) await target.remove(name);
    return old;
  }

  const scheduled: JobKind = {
    name: BACKUP_JOB,
    schedule: '0 * * * *',
    expireInSeconds: 6 * 60 * 60,
    run: async () => {
      const schedule = await readSchedule();
      if (!backupDue(schedule, now())) return;
      const result = await run('schedule');
      const removed = await prune(schedule.keep);
      deps.log?.(`scheduled backup written to ${result.location}; ${removed.length} old backups removed`);
    },
  };
  deps.jobs.register(scheduled);

  return {
    run,
    prune,
    /** The scheduled job's run, for tests: what the hourly tick does. */
    tick: scheduled.run,

    /** The newest run (admins only): the health page shows it. */
    async lastBackup(actor: Actor): Promise<BackupRun | undefined> {
      requireAdmin(actor);
      const [row] = await db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(1);
      return row;
    },

    /** Admins only: the schedule and where backups go (a start-up setting). */
    async schedule(actor: Actor) {
      requireAdmin(actor);
      return { ...(await readSchedule()), destination: deps.config.backupDestination };
    },

    async updateSchedule(actor: Actor, input: unknown) {
      requireAdmin(actor);
      const parsed = backupScheduleSchema.safeParse(input);
      if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'Invalid schedule.');
      const values = { ...parsed.data, updatedAt: now() };
      await db
        .insert(backupSchedule)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: backupSchedule.id, set: values });
      return this.schedule(actor);
    },
  };
}

export type BackupService = ReturnType<typeof createBackupService>;
