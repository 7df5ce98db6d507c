import { followingMessages } from '@reelboard/shared/following';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { VideoGrid } from '../../components/video/video-grid';
import { useFollowingVideos } from './use-following-videos';

// The Following page (issue 24, ADR 0028): the newest public videos of the creators the
// reader follows, as the site's video grid, a page at a time.
export function FollowingScreen() {
  const { videos, nextToken, status, error, loadMore } = useFollowingVideos();
  const firstLoad = videos.length === 0 && status === 'loading';
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-12 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl font-bold text-slate-900">Following</h1>
          <p className="mt-3 text-lg text-slate-600">
            New videos from the creators you follow, newest first.
          </p>
        </div>
        <Link to="/shorts/following" className={buttonClasses('outline')}>
          Watch as Shorts
        </Link>
      </header>
      {firstLoad ? <Loading /> : null}
      {videos.length > 0 ? <VideoGrid videos={videos} columns={4} /> : null}
      {status === 'ready' && videos.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center">
          <p className="text-slate-600">{followingMessages.empty}</p>
          <Link to="/creators" className={buttonClasses('primary', 'md', 'mt-6')}>
            Find creators
          </Link>
        </div>
      ) : null}
      {status === 'failed' ? (
        <p role="alert" className="text-center text-red-700">
          {error}
        </p>
      ) : null}
      {(nextToken || status === 'failed') && !firstLoad ? (
        <div className="text-center">
          <Button variant="outline" onClick={loadMore} disabled={status === 'loading'}>
            {status === 'loading' ? 'Loading...' : status === 'failed' ? 'Try again' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
