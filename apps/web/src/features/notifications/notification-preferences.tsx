import {
  type EmailDelivery,
  emailDeliveries,
  type NotificationKind,
  notificationKindLabels,
} from '@reelboard/shared/notifications';
import { toast } from 'sonner';
import { useMutation, useQuery } from 'urql';
import { Loading } from '../../components/ui/loading';
import { errorMessage } from '../../lib/graphql-client';
import { NOTIFICATION_PREFERENCES, SET_NOTIFICATION_PREFERENCE } from './api/notification-preferences';

const EMAIL_LABELS: Record<EmailDelivery, string> = { off: 'Off', instant: 'At once', daily: 'Daily digest' };

// Per kind: in the app or not, and e-mails at once, in a daily digest, or not at all.
export function NotificationPreferences() {
  const [{ data, error }] = useQuery({ query: NOTIFICATION_PREFERENCES });
  const [, save] = useMutation(SET_NOTIFICATION_PREFERENCE);
  if (error) return <p className="text-sm text-red-600">{errorMessage(error)}</p>;
  if (!data) return <Loading />;

  const change = async (choice: { kind: NotificationKind; inApp: boolean; email: EmailDelivery }) => {
    const result = await save(choice);
    if (result.error) toast.error('Error', { description: errorMessage(result.error) });
    else toast.success('Preferences saved');
  };

  return (
    <section aria-labelledby="notification-preferences" className="space-y-3">
      <h2 id="notification-preferences" className="text-lg font-semibold text-slate-900">
        What to tell you, and how
      </h2>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {data.notificationPreferences.map((choice) => {
          const label = notificationKindLabels[choice.kind];
          return (
            <li key={choice.kind} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center">
              <span className="flex-1 text-sm text-slate-800">{label}</span>
              <label className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={choice.inApp}
                  onChange={(event) => void change({ ...choice, inApp: event.target.checked })}
                  className="h-4 w-4 accent-violet-600"
                />
                In the app<span className="sr-only">: {label}</span>
              </label>
              <label className="flex items-center gap-2 text-sm text-slate-700">
                E-mail<span className="sr-only">: {label}</span>
                <select
                  value={choice.email}
                  onChange={(event) => void change({ ...choice, email: event.target.value as EmailDelivery })}
                  className="rounded-md border border-slate-300 px-2 py-1 text-sm"
                >
                  {emailDeliveries.map((delivery) => (
                    <option key={delivery} value={delivery}>
                      {EMAIL_LABELS[delivery]}
                    </option>
                  ))}
                </select>
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
