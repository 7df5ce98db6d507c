import { Bell } from 'lucide-react';

// Notifications are not built yet; the product shows a fixed count of 3 (SPEC.md section 2).
const NOTIFICATION_COUNT = 3;

export function NotificationBell() {
  return (
    <button
      type="button"
      aria-label="Notifications"
      className="relative flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
    >
      <Bell className="h-5 w-5" aria-hidden />
      <span className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-500 px-1 text-xs font-semibold text-white">
        {NOTIFICATION_COUNT}
      </span>
    </button>
  );
}
