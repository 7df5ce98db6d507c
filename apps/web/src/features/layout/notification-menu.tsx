import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { MARK_NOTIFICATIONS_READ, NOTIFICATIONS } from '../../lib/api/notifications';
import { BellButton } from './bell-button';

const NEWEST = 8;
const itemClasses =
  'block cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100';

// The bell's menu: the newest entries, each leading to what it is about (and marked read
// on the way), "Mark all read", and the way to /notifications.
export function NotificationMenu({ badge, onChanged }: { badge: string | null; onChanged: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        <BellButton badge={badge} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          aria-label="Notifications"
          className="z-50 w-80 max-w-[calc(100vw-1rem)] rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {open ? <Newest badge={badge} onChanged={onChanged} /> : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function Newest({ badge, onChanged }: { badge: string | null; onChanged: () => void }) {
  // Read afresh at each opening (and whenever the count moved): the list is short.
  const [{ data, fetching }] = useQuery({
    query: NOTIFICATIONS,
    variables: { limit: NEWEST },
    requestPolicy: 'network-only',
  });
  const [, markRead] = useMutation(MARK_NOTIFICATIONS_READ);
  const mark = async (id?: string) => {
    await markRead({ id });
    onChanged();
  };
  const items = data?.notifications.items ?? [];
  return (
    <>
      <div className="flex items-center justify-between px-3 py-2">
        <p className="text-sm font-semibold text-slate-900">Notifications</p>
        {badge ? (
          <DropdownMenu.Item
            className="cursor-pointer rounded px-2 py-1 text-xs font-medium text-violet-700 outline-none data-[highlighted]:bg-violet-50"
            onSelect={(event) => {
              event.preventDefault();
              void mark();
            }}
          >
            Mark all read
          </DropdownMenu.Item>
        ) : null}
      </div>
      <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
      {fetching && !data ? (
        <p role="status" className="px-3 py-4 text-sm text-slate-500">
          Loading...
        </p>
      ) : items.length === 0 ? (
        <p className="px-3 py-4 text-sm text-slate-500">You have no notifications yet.</p>
      ) : (
        items.map((item) => (
          <DropdownMenu.Item key={item.id} asChild className={itemClasses}>
            <Link
              to={item.path}
              onClick={() => (item.read ? undefined : void mark(item.id))}
              className={item.read ? 'text-slate-500' : 'font-medium text-slate-900'}
            >
              {item.read ? null : <span className="sr-only">Unread: </span>}
              {item.text}
            </Link>
          </DropdownMenu.Item>
        ))
      )}
      <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
      <DropdownMenu.Item asChild className={itemClasses}>
        <Link to="/notifications" className="text-center text-violet-700">
          See all notifications
        </Link>
      </DropdownMenu.Item>
    </>
  );
}
