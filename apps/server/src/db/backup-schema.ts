import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

// Backups (ADR 0042): when the scheduled ones run, and a row per run, scheduled or from
// the CLI, that the admin health page shows the newest of.
export const backupSchedule = pgTable(
  'backup_schedule',
  {
    id: integer('id').primaryKey().default(1),
    frequency: text('frequency', { enum: ['off', 'daily', 'weekly'] })
      .notNull()
      .default('off'),
    /** The hour of day (UTC) at which it runs; weekly ones on Sundays. */
    hour: integer('hour').notNull().default(3),
    /** How many backups to keep at the destination; older ones are removed after a run. */
    keep: integer('keep').notNull().default(7),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('backup_schedule_one_row_check', sql`${table.id} = 1`),
    check('backup_schedule_frequency_check', sql`${table.frequency} in ('off', 'daily', 'weekly')`),
    check('backup_schedule_hour_check', sql`${table.hour} between 0 and 23`),
    check('backup_schedule_keep_check', sql`${table.keep} between 1 and 365`),
  ],
);

export const backupRuns = pgTable(
  'backup_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trigger: text('trigger', { enum: ['cli', 'schedule'] }).notNull(),
    startedAt: at('started_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
    /** The backup's own folder or S3 prefix once known, else the destination. */
    destination: text('destination').notNull(),
    bytes: bigint('bytes', { mode: 'number' }),
    status: text('status', { enum: ['running', 'succeeded', 'failed'] })
      .notNull()
      .default('running'),
    error: text('error'),
  },
  (table) => [
    index('backup_runs_started_idx').on(table.startedAt),
    check('backup_runs_status_check', sql`${table.status} in ('running', 'succeeded', 'failed')`),
    check('backup_runs_trigger_check', sql`${table.trigger} in ('cli', 'schedule')`),
  ],
);
