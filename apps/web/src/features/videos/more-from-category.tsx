import { useQuery } from 'urql';
import { CompactVideoCard } from '../../components/video/compact-video-card';
import { LIST_VIDEOS } from './api/list-videos';

const MORE_FROM_CATEGORY = 4;

// The sidebar: up to four other videos of the same category.
export function MoreFromCategory({ video }: { video: { id: string; category: string } }) {
  const [{ data }] = useQuery({
    query: LIST_VIDEOS,
    variables: { filter: { category: { eq: video.category } }, limit: MORE_FROM_CATEGORY + 1 },
  });
  const others = (data?.listVideos.items ?? [])
    .filter((other) => other.id !== video.id)
    .slice(0, MORE_FROM_CATEGORY);
  return (
    <section aria-labelledby="more-from-category">
      <h2 id="more-from-category" className="mb-4 text-lg font-semibold text-slate-900">
        More from {video.category}
      </h2>
      {others.length === 0 ? (
        <p className="text-sm text-slate-500">No videos available</p>
      ) : (
        <ul className="space-y-4">
          {others.map((other) => (
            <li key={other.id}>
              <CompactVideoCard video={other} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
