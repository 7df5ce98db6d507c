import { useState } from 'react';
import { Link } from 'react-router';
import { useClient, useQuery } from 'urql';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Loading } from '../../components/ui/loading';
import { formatDate } from '../../lib/video-display';
import { STUDIO_VIDEOS, type StudioVideoRow } from './api/studio-videos';
import { formatRevenue, formatWatchTime } from './figures';

const PAGE_SIZE = 20;

const STATUS: Record<
  StudioVideoRow['status'],
  { label: string; tone: 'green' | 'amber' | 'violet' | 'slate' }
> = {
  PROCESSING: { label: 'Processing', tone: 'violet' },
  PENDING_REVIEW: { label: 'Pending review', tone: 'amber' },
  SCHEDULED: { label: 'Scheduled', tone: 'violet' },
  PUBLIC: { label: 'Public', tone: 'green' },
  HIDDEN: { label: 'Hidden', tone: 'slate' },
  FAILED: { label: 'Processing failed', tone: 'slate' },
};

const HEAD = ['Video', 'Status', 'Views', 'Watch time', 'Likes', 'Comments', 'Adds to cart', 'Revenue'];

// The creator's videos with their all-time figures, newest first; "Load more" follows the
// server's cursor.
export function StudioVideoList() {
  const client = useClient();
  const [first] = useQuery({
    query: STUDIO_VIDEOS,
    variables: { limit: PAGE_SIZE },
    requestPolicy: 'cache-and-network',
  });
  const [more, setMore] = useState<{ items: StudioVideoRow[]; nextToken: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const firstPage = first.data?.studioVideos;
  const nextToken = more ? more.nextToken : (firstPage?.nextToken ?? null);
  const rows = [...(firstPage?.items ?? []), ...(more?.items ?? [])];

  async function loadMore() {
    if (!nextToken) return;
    setLoadingMore(true);
    const result = await client.query(STUDIO_VIDEOS, { limit: PAGE_SIZE, after: nextToken }).toPromise();
    setLoadingMore(false);
    const page = result.data?.studioVideos;
    if (page)
      setMore((kept) => ({
        items: [...(kept?.items ?? []), ...page.items],
        nextToken: page.nextToken ?? null,
      }));
  }

  return (
    <Card className="space-y-4 p-4 sm:p-5">
      <section aria-labelledby="studio-videos" className="space-y-4">
        <h2 id="studio-videos" className="text-xl font-semibold text-slate-900">
          Your videos
        </h2>
        {first.fetching && !first.data ? (
          <Loading />
        ) : rows.length === 0 ? (
          <p className="text-sm text-slate-600">
            {first.error
              ? 'Your videos could not be loaded. Try again later.'
              : 'You have not uploaded any videos yet.'}
          </p>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, by keyboard too.
          <section className="overflow-x-auto" aria-label="Your videos, table" tabIndex={0}>
            <table className="w-full min-w-[44rem] text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  {HEAD.map((cell) => (
                    <th key={cell} scope="col" className="px-2 py-2 font-medium">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <VideoRow key={row.video.id} row={row} />
                ))}
              </tbody>
            </table>
          </section>
        )}
        {nextToken ? (
          <Button variant="outline" onClick={() => void loadMore()} disabled={loadingMore}>
            {loadingMore ? 'Loading...' : 'Load more'}
          </Button>
        ) : null}
      </section>
    </Card>
  );
}

function VideoRow({ row }: { row: StudioVideoRow }) {
  const status = STATUS[row.status];
  return (
    <tr className="border-b border-slate-100" data-testid="studio-video">
      <th scope="row" className="max-w-64 px-2 py-2 font-normal">
        <Link to={`/studio/videos/${row.video.id}`} className="font-medium text-violet-700 hover:underline">
          {row.video.title}
        </Link>
        <span className="block text-xs text-slate-600">{formatDate(row.video.uploadDate)}</span>
      </th>
      <td className="px-2 py-2">
        <Badge tone={status.tone}>{status.label}</Badge>
        {row.status === 'SCHEDULED' && row.publishAt ? (
          <span className="block text-xs text-slate-600">
            {new Date(row.publishAt).toLocaleString('en-US')}
          </span>
        ) : null}
      </td>
      <td className="px-2 py-2 tabular-nums">{row.views.toLocaleString('en-US')}</td>
      <td className="px-2 py-2 tabular-nums">{formatWatchTime(row.watchSeconds)}</td>
      <td className="px-2 py-2 tabular-nums">{row.likes.toLocaleString('en-US')}</td>
      <td className="px-2 py-2 tabular-nums">{row.comments.toLocaleString('en-US')}</td>
      <td className="px-2 py-2 tabular-nums">{row.cartAdds.toLocaleString('en-US')}</td>
      <td className="px-2 py-2 tabular-nums">{formatRevenue(row.revenueCents)}</td>
    </tr>
  );
}
