import { BACKUP_FREQUENCIES } from '@reelboard/shared/backup-schedule';
import type { BackupRun } from '../services/backups/backup-service.ts';
import { builder } from './builder.ts';

// Backups (ADR 0042), admins only: the newest run for the health page, and the schedule on
// the settings page. Where backups go is a start-up setting, shown but not changed here.

const Frequency = builder.enumType('BackupFrequency', { values: BACKUP_FREQUENCIES });
const RunStatus = builder.enumType('BackupRunStatus', {
  values: ['running', 'succeeded', 'failed'] as const,
});

const BackupRunType = builder.objectRef<BackupRun>('BackupRun').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    trigger: t.exposeString('trigger', { description: 'cli or schedule' }),
    startedAt: t.field({ type: 'AWSDateTime', resolve: (run) => run.startedAt }),
    finishedAt: t.field({ type: 'AWSDateTime', nullable: true, resolve: (run) => run.finishedAt }),
    destination: t.exposeString('destination'),
    bytes: t.float({ nullable: true, resolve: (run) => run.bytes }),
    status: t.field({ type: RunStatus, resolve: (run) => run.status }),
    error: t.string({ nullable: true, resolve: (run) => run.error }),
  }),
});

type Schedule = {
  frequency: (typeof BACKUP_FREQUENCIES)[number];
  hour: number;
  keep: number;
  destination: string;
};
const BackupScheduleType = builder.objectRef<Schedule>('BackupSchedule').implement({
  fields: (t) => ({
    frequency: t.field({ type: Frequency, resolve: (s) => s.frequency }),
    hour: t.exposeInt('hour', { description: 'UTC; weekly backups run on Sundays.' }),
    keep: t.exposeInt('keep', { description: 'Older backups at the destination are removed.' }),
    destination: t.exposeString('destination', { description: 'BACKUP_DESTINATION, a start-up setting.' }),
  }),
});

const BackupScheduleInput = builder.inputType('BackupScheduleInput', {
  fields: (t) => ({
    frequency: t.field({ type: Frequency, required: true }),
    hour: t.int({ required: true }),
    keep: t.int({ required: true }),
  }),
});

builder.queryFields((t) => ({
  lastBackup: t.field({
    type: BackupRunType,
    nullable: true,
    description: 'Admins only: the newest backup run, scheduled or from the CLI.',
    resolve: async (_root, _args, context) =>
      (await context.services.backups.lastBackup(context.actor)) ?? null,
  }),
  backupSchedule: t.field({
    type: BackupScheduleType,
    description: 'Admins only.',
    resolve: (_root, _args, context) => context.services.backups.schedule(context.actor),
  }),
}));

builder.mutationFields((t) => ({
  updateBackupSchedule: t.field({
    type: BackupScheduleType,
    description: 'Admins only.',
    args: { input: t.arg({ type: BackupScheduleInput, required: true }) },
    resolve: (_root, args, context) => context.services.backups.updateSchedule(context.actor, args.input),
  }),
}));
