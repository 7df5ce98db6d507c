import { Bell } from 'lucide-react';
import { forwardRef } from 'react';

// The bell itself, with the unread badge (none at 0, "9+" above 9); the trigger of its menu.
type BellProps = { badge: string | null } & React.ButtonHTMLAttributes<HTMLButtonElement>;

export const BellButton = forwardRef<HTMLButtonElement, BellProps>(function BellButton(
  { badge, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={badge ? `Notifications, ${badge} unread` : 'Notifications'}
      className="relative flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      {...props}
    >
      <Bell className="h-5 w-5" aria-hidden />
      {badge ? (
        <span
          aria-hidden
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-500 px-1 text-xs font-semibold text-white"
        >
          {badge}
        </span>
      ) : null}
    </button>
  );
});
