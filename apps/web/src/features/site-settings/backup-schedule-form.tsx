import {
  BACKUP_FREQUENCIES,
  type BackupFrequency,
  backupScheduleSchema,
} from '@reelboard/shared/backup-schedule';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { useMutation } from 'urql';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/form-field';
import { errorMessage } from '../../lib/graphql-client';
import { type BackupScheduleData, UPDATE_BACKUP_SCHEDULE } from './api/backup-schedule';

const FREQUENCY_LABELS: Record<BackupFrequency, string> = {
  off: 'Off',
  daily: 'Daily',
  weekly: 'Weekly (Sundays)',
};

// How often one node backs the site up, and how many backups it keeps (ADR 0042). Where
// they go is BACKUP_DESTINATION, set in the environment: shown, not changed here.
export function BackupScheduleForm({ schedule }: { schedule: BackupScheduleData }) {
  const [draft, setDraft] = useState({
    frequency: schedule.frequency as string,
    hour: String(schedule.hour),
    keep: String(schedule.keep),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [{ fetching }, update] = useMutation(UPDATE_BACKUP_SCHEDULE);
  const field = (name: keyof typeof draft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    const input = {
      frequency: draft.frequency as BackupFrequency,
      hour: draft.hour.trim() === '' ? Number.NaN : Number(draft.hour),
      keep: draft.keep.trim() === '' ? Number.NaN : Number(draft.keep),
    };
    const checked = backupScheduleSchema.safeParse(input);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Please check the values.');
      return;
    }
    setProblem(null);
    const answer = await update({ input: checked.data });
    if (answer.error) setProblem(errorMessage(answer.error));
    else toast.success('Backup schedule saved.');
  }

  return (
    <form onSubmit={save} noValidate aria-labelledby="backups" className="space-y-3">
      <fieldset className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-3">
        <legend id="backups" className="px-1 font-semibold text-slate-900">
          Scheduled backups
        </legend>
        <SelectField label="Back up" {...field('frequency')}>
          {BACKUP_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {FREQUENCY_LABELS[frequency]}
            </option>
          ))}
        </SelectField>
        <TextField label="At hour (UTC)" inputMode="numeric" hint="0 to 23" {...field('hour')} />
        <TextField
          label="Backups to keep"
          inputMode="numeric"
          hint="Older ones are removed."
          {...field('keep')}
        />
        <p className="text-sm text-slate-600 sm:col-span-3">
          Backups go to <code>{schedule.destination}</code>. The destination is a start-up setting (
          <code>BACKUP_DESTINATION</code> in the server's environment), so it is not changed here.
        </p>
      </fieldset>
      {problem ? (
        <p role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      ) : null}
      <Button type="submit" variant="outline" disabled={fetching}>
        Save backup schedule
      </Button>
    </form>
  );
}
