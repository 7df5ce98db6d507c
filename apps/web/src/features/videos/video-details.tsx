import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Card } from '../../components/ui/card';
import { VideoPlayer } from '../../components/video/video-player';
import { VideoProducts } from '../../components/video/video-products';
import { VideoVotes } from '../../components/video/video-votes';
import { useHydrated } from '../../lib/use-hydrated';
import { formatCount, formatDate } from '../../lib/video-display';
import { useViewSource } from '../../lib/watch-reporter';
import type { VideoOnPage } from './api/get-video';
import { CreatorBlock } from './creator-block';
import { MoreFromCategory } from './more-from-category';
import { ReviewStatus } from './review-status';
import { VideoActions } from './video-actions';

// The video page (SPEC.md section 2). The comment thread comes from the route, which
// composes this feature with the comments feature.
export function VideoDetails({ video, comments }: { video: VideoOnPage; comments?: ReactNode }) {
  // `?t=<seconds>`: a caption search result opens the video at its cue (ADR 0036).
  const startAt = Number(useSearchParams()[0].get('t')) || undefined;
  const viewSource = useViewSource();
  // The server renders this page for visitors (ADR 0045) without knowing their time zone:
  // the day is in UTC there and in the render that hydrates it, the reader's own after.
  const hydrated = useHydrated();
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-3">
      <title>{`${video.title} · Reelboard`}</title>
      <article className="space-y-6 lg:col-span-2">
        <VideoPlayer
          key={video.id}
          video={video}
          trackId={video.id}
          viewSource={viewSource}
          captionsOf={video.id}
          startAt={startAt}
        />
        <ReviewStatus video={video} />
        <div className="space-y-3">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{video.title}</h1>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600">
              <span>{formatCount(video.views)} views</span>
              <span aria-hidden> · </span>
              <time dateTime={video.uploadDate}>
                {formatDate(video.uploadDate, hydrated ? undefined : 'UTC')}
              </time>
              <span aria-hidden> · </span>
              <span>
                {formatCount(video.commentCount)} {video.commentCount === 1 ? 'comment' : 'comments'}
              </span>
            </p>
            <div className="flex flex-wrap gap-2">
              <VideoVotes video={video} />
              <VideoActions videoId={video.id} />
            </div>
          </div>
          <VideoProducts videoId={video.id} products={video.products} />
        </div>
        <Card className="space-y-4 p-5">
          <CreatorBlock video={video} />
          {video.description ? (
            <p className="whitespace-pre-line text-slate-700">{video.description}</p>
          ) : null}
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Link
              to={`/categories/${video.category.toLowerCase()}`}
              className="rounded-full bg-violet-100 px-3 py-1 font-medium text-violet-800 hover:bg-violet-200"
            >
              {video.category}
            </Link>
            {video.tags.map((tag) => (
              <Link
                key={tag}
                to={`/tags/${encodeURIComponent(tag)}`}
                className="rounded-full bg-slate-100 px-3 py-1 text-slate-700 hover:bg-slate-200"
              >
                #{tag}
              </Link>
            ))}
          </div>
        </Card>
        {comments}
      </article>
      <aside>
        <MoreFromCategory video={video} />
      </aside>
    </div>
  );
}
