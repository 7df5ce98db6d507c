import { Link, useLocation } from 'react-router';
import type { VideoCardVideo } from '../../lib/api/video-card-fields';
import { formatCount, videoCreator } from '../../lib/video-display';
import { sourceOfPath, viewSourceState } from '../../lib/watch-reporter-source';
import { DurationBadge, FeaturedBadge } from './video-card';
import { VideoThumbnail } from './video-thumbnail';

// A small side-by-side card: thumbnail left, title and details right (the home page's
// smaller featured videos, the video page's sidebar).
export function CompactVideoCard({ video, featured = false }: { video: VideoCardVideo; featured?: boolean }) {
  const { pathname } = useLocation();
  return (
    <Link
      to={`/videos/${video.id}`}
      state={viewSourceState(sourceOfPath(pathname))}
      className="group flex gap-3 rounded-lg hover:bg-white"
    >
      <div className="relative aspect-video w-40 shrink-0 overflow-hidden rounded-lg">
        <VideoThumbnail video={video} />
        {featured ? <FeaturedBadge /> : null}
        <DurationBadge duration={video.duration} />
      </div>
      <div className="min-w-0 py-0.5">
        <h3 className="line-clamp-2 text-sm font-semibold text-slate-900 group-hover:text-violet-700">
          {video.title}
        </h3>
        <p className="mt-1 truncate text-xs text-slate-500">{videoCreator(video).name}</p>
        <p className="text-xs text-slate-500">{formatCount(video.views)} views</p>
      </div>
    </Link>
  );
}
