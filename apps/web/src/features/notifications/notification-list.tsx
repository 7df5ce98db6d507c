import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { Button } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { MARK_NOTIFICATIONS_READ, NOTIFICATIONS, type NotificationItem } from '../../lib/api/notifications';
import { errorMessage } from '../../lib/graphql-client';

const PAGE_SIZE = 20;
const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

// Every notification of the signed-in person, newest first, page by page. `version` moves
// when they change (a live notice, a mark): every loaded page reads itself again.
export function NotificationList({ version, onChanged }: { version: number; onChanged: () => void }) {
  const [pages, setPages] = useState<(string | null)[]>([null]);
  const [, markRead] = useMutation(MARK_NOTIFICATIONS_READ);
  const mark = async (id?: string) => {
    await markRead({ id });
    onChanged();
  };
  return (
    <section aria-label="All notifications" className="space-y-4">
      <div className="flex justify-end">
        <Button variant="ghost" size="sm" onClick={() => void mark()}>
          Mark all read
        </Button>
      </div>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {pages.map((nextToken, index) => (
          <Page
            key={nextToken ?? 'first'}
            nextToken={nextToken}
            version={version}
            onMark={mark}
            onMore={index === pages.length - 1 ? (token) => setPages((list) => [...list, token]) : undefined}
          />
        ))}
      </ul>
    </section>
  );
}

function Page(props: {
  nextToken: string | null;
  version: number;
  onMark: (id: string) => Promise<void>;
  onMore?: (token: string) => void;
}) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: NOTIFICATIONS,
    variables: { limit: PAGE_SIZE, nextToken: props.nextToken },
    requestPolicy: 'network-only',
  });
  useEffect(() => {
    if (props.version > 0) reexecute({ requestPolicy: 'network-only' });
  }, [props.version, reexecute]);
  if (error) return <li className="p-4 text-sm text-red-600">{errorMessage(error)}</li>;
  if (!data)
    return fetching ? (
      <li>
        <Loading />
      </li>
    ) : null;
  const { items, nextToken } = data.notifications;
  if (items.length === 0 && props.nextToken === null) {
    return <li className="p-6 text-center text-sm text-slate-500">You have no notifications yet.</li>;
  }
  return (
    <>
      {items.map((item) => (
        <Entry key={item.id} item={item} onMark={props.onMark} />
      ))}
      {nextToken && props.onMore ? (
        <li className="p-3 text-center">
          <Button variant="ghost" size="sm" onClick={() => props.onMore?.(nextToken)}>
            Load more
          </Button>
        </li>
      ) : null}
    </>
  );
}

function Entry({ item, onMark }: { item: NotificationItem; onMark: (id: string) => Promise<void> }) {
  return (
    <li
      className={`flex flex-col gap-2 p-4 sm:flex-row sm:items-center ${item.read ? '' : 'bg-violet-50/60'}`}
    >
      <div className="min-w-0 flex-1">
        <Link
          to={item.path}
          onClick={() => (item.read ? undefined : void onMark(item.id))}
          className={`block text-sm ${item.read ? 'text-slate-600' : 'font-medium text-slate-900'} hover:underline`}
        >
          {item.read ? null : <span className="sr-only">Unread: </span>}
          {item.text}
        </Link>
        <p className="mt-1 text-xs text-slate-500">{when.format(new Date(item.updatedAt))}</p>
      </div>
      {item.read ? null : (
        <Button variant="ghost" size="sm" onClick={() => void onMark(item.id)}>
          Mark read
        </Button>
      )}
    </li>
  );
}
