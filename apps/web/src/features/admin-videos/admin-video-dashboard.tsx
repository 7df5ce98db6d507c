import { useEffect, useState } from 'react';
import { useQuery, useSubscription } from 'urql';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Loading } from '../../components/ui/loading';
import { AdminVideoItem } from './admin-video-item';
import { ADMIN_LIST_VIDEOS } from './api/admin-list-videos';
import { ON_UPDATE_VIDEO } from './api/on-update-video';

const PAGE_SIZE = 50;

// The Admin Video Dashboard (SPEC.md section 2): every video with a processed URL, newest
// first, each with its moderation form.
export function AdminVideoDashboard() {
  const [pages, setPages] = useState<(string | null)[]>([null]);
  // Each change anywhere reloads the lists: newly processed videos appear without a reload.
  const [{ data: change }] = useSubscription({ query: ON_UPDATE_VIDEO });
  const version = change?.onUpdateVideo ? `${change.onUpdateVideo.id}@${change.onUpdateVideo.updatedAt}` : '';
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Admin Video Dashboard</h2>
      <div className="mt-6 space-y-6">
        {pages.map((nextToken, index) => (
          <DashboardPage
            key={nextToken ?? 'first'}
            nextToken={nextToken}
            onMore={index === pages.length - 1 ? (token) => setPages((list) => [...list, token]) : undefined}
            first={index === 0}
            version={version}
          />
        ))}
      </div>
    </Card>
  );
}

function DashboardPage({
  nextToken,
  onMore,
  first,
  version,
}: {
  nextToken: string | null;
  onMore?: (token: string) => void;
  first: boolean;
  version: string;
}) {
  const [{ data, fetching }, reexecute] = useQuery({
    query: ADMIN_LIST_VIDEOS,
    variables: { limit: PAGE_SIZE, nextToken },
    requestPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (version) reexecute({ requestPolicy: 'network-only' });
  }, [version, reexecute]);
  if (fetching && !data) return <Loading />;
  // "Videos that have a processed URL": processed uploads, whose playlist stays private
  // until approval (the player plays their MP4), and videos with a playlist of their own.
  const videos = (data?.listVideos.items ?? []).filter(
    (video) => Boolean(video.processedUrl) || video.processingStatus === 'ready',
  );
  const more = data?.listVideos.nextToken;
  return (
    <>
      {first && videos.length === 0 && !more ? <p className="text-slate-600">No videos to review.</p> : null}
      {videos.map((video) => (
        <AdminVideoItem key={video.id} video={video} />
      ))}
      {more && onMore ? (
        <Button variant="outline" onClick={() => onMore(more)}>
          Load more
        </Button>
      ) : null}
    </>
  );
}
