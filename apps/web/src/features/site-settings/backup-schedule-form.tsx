import { zodResolver } from '@hookform/resolvers/zod';
import {
  BACKUP_FREQUENCIES,
  type BackupFrequency,
  type BackupScheduleValues,
  backupScheduleSchema,
} from '@reelboard/shared/backup-schedule';
import { useForm } from 'react-hook-form';
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
  const [, update] = useMutation(UPDATE_BACKUP_SCHEDULE);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BackupScheduleValues>({
    resolver: zodResolver(backupScheduleSchema),
    defaultValues: {
      frequency: schedule.frequency as BackupFrequency,
      hour: schedule.hour,
      keep: schedule.keep,
    },
  });
  // An empty box reads as NaN, which the shared rule refuses with the field's message.
  const number = { valueAsNumber: true } as const;

  async function save(values: BackupScheduleValues) {
    const answer = await update({ input: values });
    if (answer.error) setError('root.server', { message: errorMessage(answer.error) });
    else toast.success('Backup schedule saved.');
  }

  return (
    <form onSubmit={handleSubmit(save)} noValidate aria-labelledby="backups" className="space-y-3">
      <fieldset className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-3">
        <legend id="backups" className="px-1 font-semibold text-slate-900">
          Scheduled backups
        </legend>
        <SelectField label="Back up" error={errors.frequency?.message} {...register('frequency')}>
          {BACKUP_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {FREQUENCY_LABELS[frequency]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="At hour (UTC)"
          inputMode="numeric"
          hint="0 to 23"
          error={errors.hour?.message}
          {...register('hour', number)}
        />
        <TextField
          label="Backups to keep"
          inputMode="numeric"
          hint="Older ones are removed."
          error={errors.keep?.message}
          {...register('keep', number)}
        />
        <p className="text-sm text-slate-600 sm:col-span-3">
          Backups go to <code>{schedule.destination}</code>. The destination is a start-up setting (
          <code>BACKUP_DESTINATION</code> in the server's environment), so it is not changed here.
        </p>
      </fieldset>
      {errors.root?.server ? (
        <p role="alert" className="text-sm text-red-600">
          {errors.root.server.message}
        </p>
      ) : null}
      <Button type="submit" variant="outline" disabled={isSubmitting}>
        Save backup schedule
      </Button>
    </form>
  );
}
