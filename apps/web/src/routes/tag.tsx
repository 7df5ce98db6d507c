import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { Loading } from '../components/ui/loading';
import { VideoGrid } from '../components/video/video-grid';
import { LIST_VIDEOS } from '../features/videos/api/list-videos';

const TAG_PAGE_SIZE = 100;

export function TagPage() {
  const { tag = '' } = useParams();
  const [{ data, fetching }] = useQuery({
    query: LIST_VIDEOS,
    variables: { filter: { tags: { contains: tag } }, limit: TAG_PAGE_SIZE },
  });
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-12 sm:px-6">
      <title>{`#${tag} · Reelboard`}</title>
      <h1 className="text-4xl font-bold text-slate-900">#{tag}</h1>
      {fetching && !data ? (
        <Loading />
      ) : (
        <VideoGrid title={`Videos tagged #${tag}`} videos={data?.listVideos.items ?? []} columns={4} />
      )}
    </div>
  );
}
