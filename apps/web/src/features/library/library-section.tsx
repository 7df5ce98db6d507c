import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';

// A part of the library page: a heading that names the region, its actions, its content.
export function LibrarySection({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** "Load more" while the server has another page, and a loading note meanwhile. */
export function LoadMore({
  list,
}: {
  list: { nextToken: string | null; loadingMore: boolean; loadMore: () => Promise<void> };
}) {
  if (!list.nextToken) return null;
  return (
    <Button variant="outline" disabled={list.loadingMore} onClick={() => void list.loadMore()}>
      {list.loadingMore ? 'Loading...' : 'Load more'}
    </Button>
  );
}

/** What a list says while its first page loads, when it failed, or when it is empty. */
export function ListState({ loading, error, empty }: { loading: boolean; error?: unknown; empty: string }) {
  if (loading) {
    return (
      <p role="status" className="text-sm text-slate-500">
        Loading...
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-600">
      {error ? 'This part of your library could not be loaded.' : empty}
    </p>
  );
}
