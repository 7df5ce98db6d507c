import { useEffect } from 'react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { buttonClasses } from '../components/ui/button';
import { Loading } from '../components/ui/loading';
import { VideoGrid } from '../components/video/video-grid';
import { HOME_FEED } from '../features/videos/api/home-feed';
import { FeaturedVideos } from '../features/videos/featured-videos';
import { useAuth } from '../lib/auth';

const EMPTY_FEED_RETRY_MS = 5000;

export function HomePage() {
  const { status } = useAuth();
  // The server composes the three lists (SPEC.md section 9); a failed load shows them empty.
  const [{ data, fetching }, reexecute] = useQuery({ query: HOME_FEED });
  const feed = data?.homeFeed;
  const empty = Boolean(feed) && feed?.featured.length === 0 && feed.latest.length === 0;
  // On a first start the samples are still being made: ask again until videos arrive.
  useEffect(() => {
    if (!empty) return;
    const timer = setInterval(() => reexecute({ requestPolicy: 'network-only' }), EMPTY_FEED_RETRY_MS);
    return () => clearInterval(timer);
  }, [empty, reexecute]);
  return (
    <>
      <title>Reelboard</title>
      <section className="bg-gradient-to-br from-violet-700 via-violet-600 to-indigo-600 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            Discover curated short-form videos that inspire
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-violet-100">
            Business, lifestyle, beauty and innovation from independent creators, every video under ten
            minutes.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/about" className={buttonClasses('secondary', 'lg')}>
              Learn more
            </Link>
            {status === 'signedOut' ? (
              <Link
                to="/signup"
                className="inline-flex h-12 items-center justify-center rounded-lg border border-white px-6 font-medium text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                Create a free account
              </Link>
            ) : null}
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-12 sm:px-6">
        {fetching && !feed ? (
          <Loading />
        ) : (
          <>
            <FeaturedVideos videos={feed?.featured ?? []} />
            <VideoGrid title="Trending Now" videos={feed?.trending ?? []} columns={4} />
            <VideoGrid title="Recent Uploads" videos={feed?.latest ?? []} columns={4} />
          </>
        )}
      </div>
    </>
  );
}
