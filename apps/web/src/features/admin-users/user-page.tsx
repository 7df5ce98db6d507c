import { USER_STATUS_LABELS } from '@reelboard/shared/admin-users';
import { LEVEL_LABELS } from '@reelboard/shared/levels';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { Loading } from '../../components/ui/loading';
import { errorMessage } from '../../lib/graphql-client';
import { ADMIN_USER, type AdminUserDetail } from './api/admin-users';
import { UserActions } from './user-actions';

type Item = AdminUserDetail['videos'][number];
const when = (iso: string) => new Date(iso).toLocaleString();

// One account whole, for admins: profile, level, sessions, what they made, reports by and
// against them, orders, the moderation log about them, and the actions (ADR 0035).
export function UserPage({ userId }: { userId: string }) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: ADMIN_USER,
    variables: { id: userId },
    requestPolicy: 'network-only',
  });
  if (error) return <p className="py-8 text-red-600">{errorMessage(error)}</p>;
  const user = data?.adminUser;
  if (!user) return fetching ? <Loading /> : null;
  const refresh = () => reexecute({ requestPolicy: 'network-only' });
  const live = user.sessions.filter((s) => !s.revokedAt && new Date(s.expiresAt) > new Date());
  return (
    <div className="space-y-6">
      <Link to="/admin/users" className="text-sm text-violet-700 hover:underline">
        Back to users
      </Link>
      <section
        aria-labelledby="user-profile"
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h2 id="user-profile" className="text-2xl font-bold text-slate-900">
          {user.username ?? user.name}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="text-slate-500">E-mail</dt>
          <dd className="break-all">{user.email}</dd>
          <dt className="text-slate-500">Name</dt>
          <dd>{user.name}</dd>
          <dt className="text-slate-500">Level</dt>
          <dd data-testid="user-level">{LEVEL_LABELS[user.level]}</dd>
          <dt className="text-slate-500">Status</dt>
          <dd data-testid="user-status">{USER_STATUS_LABELS[user.status]}</dd>
          <dt className="text-slate-500">Joined</dt>
          <dd>{when(user.createdAt)}</dd>
          <dt className="text-slate-500">Bio</dt>
          <dd>{user.bio || 'No bio yet.'}</dd>
          <dt className="text-slate-500">Sessions</dt>
          <dd>
            {live.length} signed in
            {live[0] ? `, last used ${when(live[0].lastUsedAt)}` : ''}
          </dd>
        </dl>
      </section>
      <UserActions key={`${user.level}-${user.status}`} user={user} onDone={refresh} />
      <ItemList title="Moderation log" items={user.moderationLog} />
      <ItemList title="Videos" items={user.videos} link={(item) => `/videos/${item.id}`} />
      <ItemList title="Comments" items={user.comments} />
      <ItemList title="Posts" items={user.posts} link={(item) => `/post/${item.id}`} />
      <ItemList title="Reports against them" items={user.reportsAgainst} />
      <ItemList title="Reports by them" items={user.reportsBy} />
      <ItemList title="Orders" items={user.orders} />
    </div>
  );
}

function ItemList({ title, items, link }: { title: string; items: Item[]; link?: (item: Item) => string }) {
  const id = `list-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 text-lg font-semibold text-slate-900">
        {title} ({items.length})
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">None.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white text-sm shadow-sm">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap justify-between gap-2 p-3">
              <span className="min-w-0 break-words">
                {link ? (
                  <Link to={link(item)} className="text-violet-700 hover:underline">
                    {item.label || '(untitled)'}
                  </Link>
                ) : (
                  item.label
                )}
                {item.reason ? <span className="text-slate-600"> · {item.reason}</span> : null}
                {item.by ? <span className="text-slate-600"> · by {item.by}</span> : null}
              </span>
              <span className="text-slate-500">
                {item.detail ? `${item.detail} · ` : ''}
                {when(item.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
