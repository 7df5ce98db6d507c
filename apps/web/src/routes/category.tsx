import { parseVideoCategory } from '@reelboard/shared/categories';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { Loading } from '../components/ui/loading';
import { MissingItem } from '../components/ui/missing-item';
import { VideoGrid } from '../components/video/video-grid';
import { LIST_VIDEOS } from '../features/videos/api/list-videos';
import { CATEGORY_DESCRIPTIONS } from '../features/videos/category-info';

const CATEGORY_PAGE_SIZE = 100;

export function CategoryPage() {
  const { category: slug = '' } = useParams();
  const category = parseVideoCategory(slug);
  const [{ data, fetching }] = useQuery({
    query: LIST_VIDEOS,
    variables: { filter: { category: { eq: category } }, limit: CATEGORY_PAGE_SIZE },
    pause: !category,
  });
  if (category && fetching && !data) return <Loading />;
  const videos = data?.listVideos.items ?? [];
  if (!category || videos.length === 0) return <MissingItem title="Category not found" />;
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-12 sm:px-6">
      <title>{`${category} · Reelboard`}</title>
      <header>
        <h1 className="text-4xl font-bold text-slate-900">{category}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-600">{CATEGORY_DESCRIPTIONS[category]}</p>
      </header>
      <VideoGrid title={`All ${category} Videos`} videos={videos} columns={3} />
    </div>
  );
}
