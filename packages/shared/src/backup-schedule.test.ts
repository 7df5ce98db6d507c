import { describe, expect, it } from 'vitest';
import { backupDue, backupScheduleSchema } from './backup-schedule.ts';

describe('backup schedule', () => {
  it('is due at its hour, every day or on Sundays', () => {
    const sunday3 = new Date('2026-11-29T03:00:00Z');
    const monday3 = new Date('2026-11-30T03:10:00Z');
    expect(backupDue({ frequency: 'daily', hour: 3, keep: 7 }, monday3)).toBe(true);
    expect(backupDue({ frequency: 'daily', hour: 4, keep: 7 }, monday3)).toBe(false);
    expect(backupDue({ frequency: 'weekly', hour: 3, keep: 7 }, sunday3)).toBe(true);
    expect(backupDue({ frequency: 'weekly', hour: 3, keep: 7 }, monday3)).toBe(false);
    expect(backupDue({ frequency: 'off', hour: 3, keep: 7 }, sunday3)).toBe(false);
  });

  it('refuses hours and retention counts out of range with clear messages', () => {
    const message = (input: unknown) => backupScheduleSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ frequency: 'daily', hour: 24, keep: 7 })).toBe('Choose an hour from 0 to 23 (UTC).');
    expect(message({ frequency: 'daily', hour: 3, keep: 0 })).toBe('Keep between 1 and 365 backups.');
    expect(message({ frequency: 'hourly', hour: 3, keep: 7 })).toBe('Choose off, daily or weekly.');
    expect(message({ frequency: 'weekly', hour: 0, keep: 365 })).toBeUndefined();
  });
});
