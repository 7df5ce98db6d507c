import { useQuery } from 'urql';
import { Loading } from '../../components/ui/loading';
import { errorMessage } from '../../lib/graphql-client';
import { BACKUP_SCHEDULE } from './api/backup-schedule';
import { SITE_SETTINGS } from './api/site-settings';
import { BackupScheduleForm } from './backup-schedule-form';
import { SettingsForm } from './settings-form';

export function SettingsScreen() {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: SITE_SETTINGS,
    requestPolicy: 'network-only',
  });
  const [backups] = useQuery({ query: BACKUP_SCHEDULE, requestPolicy: 'network-only' });
  if (error) return <p className="py-8 text-red-600">{errorMessage(error)}</p>;
  const settings = data?.siteSettings;
  if (!settings) return fetching ? <Loading /> : null;
  return (
    <div className="space-y-6">
      <SettingsForm
        key={settings.updatedAt ?? 'defaults'}
        settings={settings}
        onSaved={() => reexecute({ requestPolicy: 'network-only' })}
      />
      {backups.data ? <BackupScheduleForm schedule={backups.data.backupSchedule} /> : null}
      <section
        aria-labelledby="startup"
        className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm"
      >
        <h2 id="startup" className="font-semibold text-slate-900">
          Settings that stay in the environment
        </h2>
        <p className="mt-1 text-slate-600">
          The server needs these before it can read the database, so they are set in its environment and take
          effect on restart:
        </p>
        <ul className="mt-2 list-disc pl-5 text-slate-700">
          {settings.startupSettings.map((name) => (
            <li key={name}>
              <code>{name}</code>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
