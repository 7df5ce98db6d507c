import { Link } from 'react-router';
import { useQuery } from 'urql';
import { DurationBadge } from '../../components/video/video-card';
import { VideoThumbnail } from '../../components/video/video-thumbnail';
import {
  formatCount,
  LIST_VIDEOS,
  type Video,
  type VideoConnection,
  videoCreator,
} from '../../lib/video-api';

const MORE_FROM_CATEGORY = 4;

// The sidebar: up to four other videos of the same category.
export function MoreFromCategory({ video }: { video: Video }) {
  const [{ data }] = useQuery<VideoConnection>({
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
              <Link to={`/videos/${other.id}`} className="group flex gap-3">
                <div className="relative aspect-video w-40 shrink-0 overflow-hidden rounded-lg">
                  <VideoThumbnail video={other} />
                  <DurationBadge duration={other.duration} />
                </div>
                <div className="min-w-0">
                  <h3 className="line-clamp-2 text-sm font-semibold text-slate-900 group-hover:text-violet-700">
                    {other.title}
                  </h3>
                  <p className="mt-1 truncate text-xs text-slate-500">{videoCreator(other).name}</p>
                  <p className="text-xs text-slate-500">{formatCount(other.views)} views</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
