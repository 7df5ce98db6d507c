import { useState } from 'react';
import { Navigate } from 'react-router';
import { useSubscription } from 'urql';
import { Loading } from '../components/ui/loading';
import { NotificationList } from '../features/notifications/notification-list';
import { NotificationPreferences } from '../features/notifications/notification-preferences';
import { ON_NOTIFICATIONS_CHANGED } from '../lib/api/notifications';
import { useAuth } from '../lib/auth';

// Everything the signed-in person was told, and their choices of what and how (issue 24).
export function NotificationsPage() {
  const { status } = useAuth();
  const [{ data: notices = 0 }] = useSubscription(
    { query: ON_NOTIFICATIONS_CHANGED, pause: status !== 'signedIn' },
    (count: number | undefined) => (count ?? 0) + 1,
  );
  const [marks, setMarks] = useState(0);
  if (status === 'loading') return <Loading />;
  if (status === 'signedOut') return <Navigate to="/signin" replace />;
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-10 sm:px-6">
      <title>Notifications · Reelboard</title>
      <h1 className="text-3xl font-bold text-slate-900">Notifications</h1>
      <NotificationList version={notices + marks} onChanged={() => setMarks((count) => count + 1)} />
      <NotificationPreferences />
    </div>
  );
}
