import { USER_STATUS_LABELS, USER_STATUSES, type UserStatus } from '@reelboard/shared/admin-users';
import { LEVEL_LABELS, LEVELS, type Level } from '@reelboard/shared/levels';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/form-field';
import { errorMessage } from '../../lib/graphql-client';
import { ADMIN_USERS, type AdminUserRow } from './api/admin-users';

const PAGE_SIZE = 25;
type Filters = { query: string; level: Level | ''; status: UserStatus | '' };

// Find users by e-mail, name or username, filtered by level and status; newest first,
// a page at a time (ADR 0035).
export function UserList() {
  const [draft, setDraft] = useState<Filters>({ query: '', level: '', status: '' });
  const [filters, setFilters] = useState(draft);
  const [pages, setPages] = useState<(string | null)[]>([null]);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPages([null]);
  };
  return (
    <div className="space-y-4">
      <search>
        <form onSubmit={search} className="grid gap-3 sm:grid-cols-[1fr_10rem_10rem_auto] sm:items-end">
          <TextField
            label="Search users"
            type="search"
            placeholder="E-mail, name or username"
            value={draft.query}
            onChange={(event) => setDraft({ ...draft, query: event.target.value })}
          />
          <SelectField
            label="Level"
            value={draft.level}
            onChange={(event) => setDraft({ ...draft, level: event.target.value as Level | '' })}
          >
            <option value="">All levels</option>
            {LEVELS.map((level) => (
              <option key={level} value={level}>
                {LEVEL_LABELS[level]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Status"
            value={draft.status}
            onChange={(event) => setDraft({ ...draft, status: event.target.value as UserStatus | '' })}
          >
            <option value="">All statuses</option>
            {USER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {USER_STATUS_LABELS[status]}
              </option>
            ))}
          </SelectField>
          <Button type="submit">Search</Button>
        </form>
      </search>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
        {pages.map((nextToken, index) => (
          <UserPage
            key={nextToken ?? 'first'}
            filters={filters}
            nextToken={nextToken}
            onMore={index === pages.length - 1 ? (token) => setPages((list) => [...list, token]) : undefined}
          />
        ))}
      </ul>
    </div>
  );
}

function UserPage({
  filters,
  nextToken,
  onMore,
}: {
  filters: Filters;
  nextToken: string | null;
  onMore?: (token: string) => void;
}) {
  const [{ data, fetching, error }] = useQuery({
    query: ADMIN_USERS,
    variables: {
      query: filters.query || null,
      level: filters.level || null,
      status: filters.status || null,
      limit: PAGE_SIZE,
      nextToken,
    },
    requestPolicy: 'network-only',
  });
  if (error) return <li className="p-4 text-sm text-red-600">{errorMessage(error)}</li>;
  if (fetching && !data) return <li className="p-4 text-sm text-slate-600">Loading...</li>;
  const page = data?.adminUsers;
  if (!page) return null;
  if (page.items.length === 0 && !nextToken)
    return <li className="p-4 text-sm text-slate-600">No users found.</li>;
  return (
    <>
      {page.items.map((user) => (
        <UserLine key={user.id} user={user} />
      ))}
      {page.nextToken && onMore ? (
        <li className="p-3 text-center">
          <Button variant="outline" onClick={() => onMore(page.nextToken as string)}>
            Load more
          </Button>
        </li>
      ) : null}
    </>
  );
}

function UserLine({ user }: { user: AdminUserRow }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-4">
      <div className="min-w-0">
        <Link to={`/admin/users/${user.id}`} className="font-medium text-violet-700 hover:underline">
          {user.username ?? user.name}
        </Link>
        <p className="truncate text-sm text-slate-600">
          {user.email} · {user.name}
        </p>
      </div>
      <p className="text-sm text-slate-700">
        {LEVEL_LABELS[user.level]} · {USER_STATUS_LABELS[user.status]}
      </p>
    </li>
  );
}
