import { useEffect, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useQuery, useSubscription } from 'urql';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { Loading } from '../../components/ui/loading';
import { VideoProductTagger } from '../../components/video/video-product-tagger';
import { formatDate } from '../../lib/video-display';
import { MY_VIDEOS, type MyVideo } from './api/my-videos';
import { ON_MY_VIDEO_UPDATE } from './api/on-my-video-update';
import { getSavedCount, subscribeToUpload } from './video-uploader';

const REFRESH_WHILE_PROCESSING_MS = 4000;

const LIMIT = 100;

const isProcessing = (video: MyVideo) =>
  video.processingStatus === 'pending' || video.processingStatus === 'processing';

/** The creator's own videos, pending ones included, with their review and processing state. */
export function MyVideos({ creatorId }: { creatorId: string }) {
  const savedCount = useSyncExternalStore(subscribeToUpload, getSavedCount);
  const [{ data, fetching }, reexecute] = useQuery({
    query: MY_VIDEOS,
    variables: { filter: { creatorId: { eq: creatorId } }, limit: LIMIT },
    requestPolicy: 'cache-and-network',
  });
  const videos = data?.listVideos.items ?? [];
  const processing = videos.some(isProcessing);

  useEffect(() => {
    if (savedCount > 0) reexecute({ requestPolicy: 'network-only' });
  }, [savedCount, reexecute]);

  const [{ data: change }] = useSubscription({ query: ON_MY_VIDEO_UPDATE });
  const changed = change?.onUpdateVideo;
  const changedMine =
    changed && videos.some((video) => video.id === changed.id) ? `${changed.id}@${changed.updatedAt}` : '';
  useEffect(() => {
    if (changedMine) reexecute({ requestPolicy: 'network-only' });
  }, [changedMine, reexecute]);

  // Processing takes a while and happens elsewhere: ask again until every video is done,
  // in case a change is missed while the socket reconnects.
  useEffect(() => {
    if (!processing) return;
    const timer = setInterval(
      () => reexecute({ requestPolicy: 'network-only' }),
      REFRESH_WHILE_PROCESSING_MS,
    );
    return () => clearInterval(timer);
  }, [processing, reexecute]);

  return (
    <Card className="p-6">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">My videos</h2>
      {fetching && !data ? (
        <Loading />
      ) : videos.length === 0 ? (
        <p className="text-sm text-slate-600">You have not uploaded any videos yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {videos.map((video) => (
            <li
              key={video.id}
              className="flex flex-wrap items-center justify-between gap-2 py-3"
              data-testid="my-video"
            >
              <div className="min-w-0">
                <Link to={`/videos/${video.id}`} className="font-medium text-slate-900 hover:text-violet-700">
                  {video.title}
                </Link>
                <p className="text-xs text-slate-500">
                  {video.category} · {formatDate(video.uploadDate)}
                </p>
                {video.publishAt ? (
                  <p className="text-xs text-violet-700" data-testid="video-publish-at">
                    Scheduled: public from {new Date(video.publishAt).toLocaleString()}
                  </p>
                ) : null}
                {video.processingStatus === 'failed' && video.processingError ? (
                  <p className="text-xs text-red-600">{video.processingError}</p>
                ) : null}
                {video.shopStats ? (
                  <p className="text-xs text-slate-600" data-testid="video-shop-stats">
                    Added to cart: {video.shopStats.cartAdds} · Orders: {video.shopStats.attributedOrders}
                  </p>
                ) : null}
              </div>
              <div className="flex gap-2">
                <Badge tone={video.isApproved ? 'green' : 'amber'}>
                  {video.isApproved ? 'Approved' : 'Pending approval'}
                </Badge>
                <ProcessingBadge status={video.processingStatus} />
                <Link
                  to={`/videos/${video.id}/captions`}
                  className="text-sm font-medium text-violet-700 hover:underline"
                  aria-label={`Captions of ${video.title}`}
                >
                  Captions
                </Link>
              </div>
              <div className="w-full">
                <VideoProductTagger
                  key={video.products.map((product) => product._id).join()}
                  videoId={video.id}
                  tagged={video.products.map((product) => product._id)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function ProcessingBadge({ status }: { status: MyVideo['processingStatus'] }) {
  if (status === 'ready') return <Badge tone="green">Ready</Badge>;
  if (status === 'failed') return <Badge tone="slate">Processing failed</Badge>;
  if (status === 'processing') return <Badge tone="violet">Processing...</Badge>;
  return <Badge tone="violet">Waiting for processing</Badge>;
}
