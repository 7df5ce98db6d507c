import { Link } from 'react-router';
import { useQuery } from 'urql';
import { Loading } from '../components/ui/loading';
import { VideoGrid } from '../components/video/video-grid';
import { HOME_FEED } from '../features/videos/api/home-feed';

// The test routes of SPEC.md section 2: each of the home page's lists on its own.
const LISTS = {
  feature: { title: 'Featured Videos', key: 'featured' },
  trending: { title: 'Trending Now', key: 'trending' },
  recent: { title: 'Recent Uploads', key: 'latest' },
} as const;

export function TestIndexPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <title>Test · Reelboard</title>
      <h1 className="text-3xl font-bold text-slate-900">Test lists</h1>
      <ul className="mt-6 space-y-2">
        {Object.entries(LISTS).map(([path, list]) => (
          <li key={path}>
            <Link to={`/test/${path}`} className="font-medium text-violet-700 hover:underline">
              {list.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function TestListPage({ list }: { list: keyof typeof LISTS }) {
  const [{ data, fetching }] = useQuery({ query: HOME_FEED });
  const { title, key } = LISTS[list];
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <title>{`${title} · Reelboard`}</title>
      {fetching && !data ? (
        <Loading />
      ) : (
        <VideoGrid title={title} videos={data?.homeFeed[key] ?? []} featured={key === 'featured'} />
      )}
    </div>
  );
}

export const TestFeaturePage = () => <TestListPage list="feature" />;
export const TestTrendingPage = () => <TestListPage list="trending" />;
export const TestRecentPage = () => <TestListPage list="recent" />;
