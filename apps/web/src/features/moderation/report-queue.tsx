import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { Button } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import type { ModerationAction } from '../../graphql/graphql';
import { errorMessage } from '../../lib/graphql-client';
import { MODERATION_QUEUE, type QueueItem } from './api/moderation-queue';
import { closesReports } from './queue-actions';
import { QueueItemCard } from './queue-item';

const PAGE_SIZE = 20;

type Decided = { item: QueueItem; action: ModerationAction };
const keyOf = (item: QueueItem) => `${item.targetType}:${item.targetId}`;

// The open reports, the weightiest first, page by page. `version` changes whenever the queue may
// have changed (a live notice or an own decision): every loaded page reads itself again.
// Items decided on this visit stay below the queue with the way back (unhide, lift).
export function ReportQueue({ version, onDecided }: { version: number; onDecided: () => void }) {
  const [pages, setPages] = useState<(string | null)[]>([null]);
  const [decided, setDecided] = useState<Decided[]>([]);

  const record = (item: QueueItem, action: ModerationAction) => {
    setDecided((list) => [{ item, action }, ...list.filter((entry) => keyOf(entry.item) !== keyOf(item))]);
    onDecided();
  };

  return (
    <div className="space-y-8">
      <section className="space-y-4" aria-label="Open reports">
        {pages.map((nextToken, index) => (
          <QueuePage
            key={nextToken ?? 'first'}
            nextToken={nextToken}
            first={index === 0}
            version={version}
            onMore={index === pages.length - 1 ? (token) => setPages((list) => [...list, token]) : undefined}
            onDecided={(item, action) => (closesReports(action) ? record(item, action) : onDecided())}
          />
        ))}
      </section>
      {decided.length > 0 ? (
        <section className="space-y-4" aria-labelledby="decided-heading">
          <h2 id="decided-heading" className="text-lg font-semibold text-slate-900">
            Decided on this visit
          </h2>
          {decided.map(({ item, action }) => (
            <QueueItemCard key={keyOf(item)} item={item} lastAction={action} onDecided={record} />
          ))}
        </section>
      ) : null}
    </div>
  );
}

function QueuePage({
  nextToken,
  first,
  version,
  onMore,
  onDecided,
}: {
  nextToken: string | null;
  first: boolean;
  version: number;
  onMore?: (token: string) => void;
  onDecided: (item: QueueItem, action: ModerationAction) => void;
}) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: MODERATION_QUEUE,
    variables: { limit: PAGE_SIZE, nextToken },
    requestPolicy: 'network-only',
  });
  useEffect(() => {
    if (version > 0) reexecute({ requestPolicy: 'network-only' });
  }, [version, reexecute]);
  if (fetching && !data) return <Loading />;
  if (error && !data) return <p className="text-red-600">{errorMessage(error)}</p>;
  const items = data?.moderationQueue.items ?? [];
  const more = data?.moderationQueue.nextToken;
  return (
    <>
      {first && items.length === 0 && !more ? <p className="text-slate-600">No open reports.</p> : null}
      {items.map((item) => (
        <QueueItemCard key={keyOf(item)} item={item} onDecided={onDecided} />
      ))}
      {more && onMore ? (
        <Button variant="outline" onClick={() => onMore(more)}>
          Load more
        </Button>
      ) : null}
    </>
  );
}
