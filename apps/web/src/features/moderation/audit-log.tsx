import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/graphql-client';
import { type AuditEntry, MODERATION_AUDIT_LOG } from './api/moderation-audit-log';
import { AUDIT_ACTION_LABELS } from './moderation-labels';

const PAGE_SIZE = 25;

// The audit log names targets in the server's lower-case words.
const PAGE_OF: Record<string, string> = {
  video: '/videos/',
  post: '/post/',
  creator: '/creator/',
  user: '/admin/users/',
};
const TARGET_WORDS: Record<string, string> = {
  video: 'Video',
  comment: 'Comment',
  post: 'Post',
  creator: 'Creator',
  blocked_term: 'Blocked term',
  user: 'User',
  settings: 'Site settings',
  job: 'Job',
};

// Every moderation action, newest first: who, what, on which target, when and why.
export function AuditLog({ version }: { version: number }) {
  const [pages, setPages] = useState<(string | null)[]>([null]);
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Moderation audit log, newest first</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              When
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Who
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              What
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Target
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Why
            </th>
          </tr>
        </thead>
        {pages.map((nextToken, index) => (
          <AuditPage
            key={nextToken ?? 'first'}
            nextToken={nextToken}
            first={index === 0}
            version={version}
            onMore={index === pages.length - 1 ? (token) => setPages((list) => [...list, token]) : undefined}
          />
        ))}
      </table>
    </div>
  );
}

function AuditPage({
  nextToken,
  first,
  version,
  onMore,
}: {
  nextToken: string | null;
  first: boolean;
  version: number;
  onMore?: (token: string) => void;
}) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: MODERATION_AUDIT_LOG,
    variables: { limit: PAGE_SIZE, nextToken },
    requestPolicy: 'network-only',
  });
  // Only the newest page gains entries when something happens.
  useEffect(() => {
    if (first && version > 0) reexecute({ requestPolicy: 'network-only' });
  }, [first, version, reexecute]);
  const message = fetching && !data ? 'Loading...' : error && !data ? errorMessage(error) : null;
  const entries = data?.moderationAuditLog.items ?? [];
  const more = data?.moderationAuditLog.nextToken;
  return (
    <tbody className="divide-y divide-slate-100">
      {message ? (
        <tr>
          <td colSpan={5} className="px-4 py-6 text-center text-slate-600">
            {message}
          </td>
        </tr>
      ) : null}
      {first && data && entries.length === 0 ? (
        <tr>
          <td colSpan={5} className="px-4 py-6 text-center text-slate-600">
            Nothing has been moderated yet.
          </td>
        </tr>
      ) : null}
      {entries.map((entry) => (
        <AuditRow key={entry.id} entry={entry} />
      ))}
      {more && onMore ? (
        <tr>
          <td colSpan={5} className="px-4 py-3">
            <Button variant="outline" size="sm" onClick={() => onMore(more)}>
              Load more
            </Button>
          </td>
        </tr>
      ) : null}
    </tbody>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const page = PAGE_OF[entry.targetType];
  const target = `${TARGET_WORDS[entry.targetType] ?? entry.targetType} ${entry.targetId}`;
  return (
    <tr data-testid="audit-entry" className="align-top">
      <td className="whitespace-nowrap px-4 py-2 text-slate-600">
        <time dateTime={entry.createdAt}>{new Date(entry.createdAt).toLocaleString()}</time>
      </td>
      <td className="px-4 py-2 text-slate-900">{entry.actor === 'system' ? 'System' : entry.actorName}</td>
      <td className="px-4 py-2 text-slate-900">{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</td>
      <td className="break-all px-4 py-2 text-slate-700">
        {page ? (
          <Link to={`${page}${entry.targetId}`} className="text-violet-700 hover:underline">
            {target}
          </Link>
        ) : (
          target
        )}
      </td>
      <td className="whitespace-pre-line break-words px-4 py-2 text-slate-700">{entry.reason || '—'}</td>
    </tr>
  );
}
