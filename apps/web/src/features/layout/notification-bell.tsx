import { unreadBadge } from '@reelboard/shared/notifications';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useQuery, useSubscription } from 'urql';
import { ON_NOTIFICATIONS_CHANGED, UNREAD_NOTIFICATION_COUNT } from '../../lib/api/notifications';
import { BellButton } from './bell-button';

// The menu's code (Radix's dropdown, the list) loads the first time it can open.
const NotificationMenu = lazy(async () => ({
  default: (await import('./notification-menu')).NotificationMenu,
}));

/** The unread count, read again each time the server says the person's notifications changed. */
function useUnreadCount() {
  const [{ data }, reexecute] = useQuery({ query: UNREAD_NOTIFICATION_COUNT });
  const [{ data: changed }] = useSubscription({ query: ON_NOTIFICATIONS_CHANGED });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  useEffect(() => {
    if (changed) refresh();
  }, [changed, refresh]);
  // The count is the query's answer alone: a notice only says to ask again, so a count
  // refreshed after a mark (when the socket is down) is never hidden by an older notice.
  return { count: data?.unreadNotificationCount ?? 0, refresh };
}

export function NotificationBell() {
  const { count, refresh } = useUnreadCount();
  const badge = unreadBadge(count);
  return (
    <Suspense fallback={<BellButton badge={badge} />}>
      <NotificationMenu badge={badge} onChanged={refresh} />
    </Suspense>
  );
}
