import { z } from 'zod';

// Scheduled backups (ADR 0042): how often, at which hour (UTC), and how many to keep. The
// destination is a start-up setting (BACKUP_DESTINATION), not one of these.
export const BACKUP_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type BackupFrequency = (typeof BACKUP_FREQUENCIES)[number];

export const backupScheduleMessages = {
  hour: 'Choose an hour from 0 to 23 (UTC).',
  keep: 'Keep between 1 and 365 backups.',
  frequency: 'Choose off, daily or weekly.',
} as const;

export const backupScheduleSchema = z.object({
  frequency: z.enum(BACKUP_FREQUENCIES, { error: backupScheduleMessages.frequency }),
  hour: z
    .number({ error: backupScheduleMessages.hour })
    .int(backupScheduleMessages.hour)
    .min(0, backupScheduleMessages.hour)
    .max(23, backupScheduleMessages.hour),
  keep: z
    .number({ error: backupScheduleMessages.keep })
    .int(backupScheduleMessages.keep)
    .min(1, backupScheduleMessages.keep)
    .max(365, backupScheduleMessages.keep),
});
export type BackupScheduleValues = z.infer<typeof backupScheduleSchema>;

/** Whether a scheduled backup is due in the hour that `now` falls in; weekly ones run on Sundays. */
export function backupDue(schedule: BackupScheduleValues, now: Date): boolean {
  if (schedule.frequency === 'off' || now.getUTCHours() !== schedule.hour) return false;
  return schedule.frequency === 'daily' || now.getUTCDay() === 0;
}
