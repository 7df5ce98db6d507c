import { Link, useLocation } from 'react-router';
import type { VideoCardVideo } from '../../lib/api/video-card-fields';
import { formatCount, videoCreator } from '../../lib/video-display';
import { sourceOfPath, viewSourceState } from '../../lib/watch-reporter-source';
import { Avatar } from '../ui/avatar';
import { VideoThumbnail } from './video-thumbnail';

export function DurationBadge({ duration }: { duration: string }) {
  return (
    <span className="absolute right-2 bottom-2 rounded bg-black/80 px-1.5 py-0.5 text-xs font-medium text-white">
      {duration}
    </span>
  );
}

export function FeaturedBadge() {
  return (
    <span className="absolute top-2 left-2 rounded-full bg-violet-600 px-2.5 py-0.5 text-xs font-semibold text-white shadow">
      Featured
    </span>
  );
}

// One video in a grid (SPEC.md section 2): the whole card opens the video page.
export function VideoCard({ video, featured = false }: { video: VideoCardVideo; featured?: boolean }) {
  const creator = videoCreator(video);
  const { pathname } = useLocation();
  return (
    <Link
      to={`/videos/${video.id}`}
      state={viewSourceState(sourceOfPath(pathname))}
      className="group block overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600"
    >
      <div className="relative aspect-video overflow-hidden">
        <VideoThumbnail video={video} className="transition duration-300 group-hover:scale-105" />
        <DurationBadge duration={video.duration} />
        {featured || video.isFeatured ? <FeaturedBadge /> : null}
      </div>
      <div className="space-y-2 p-4">
        <h3 className="line-clamp-2 font-semibold text-slate-900 group-hover:text-violet-700">
          {video.title}
        </h3>
        <div className="flex items-center gap-2 text-sm text-slate-600">
          <Avatar src={creator.avatarUrl} username={creator.name} size="sm" />
          <span className="truncate">{creator.name}</span>
        </div>
        <div className="flex items-center justify-between gap-2 text-xs text-slate-500">
          <span className="flex gap-2">
            <span>{formatCount(video.views)} views</span>
            <span>
              {formatCount(video.commentCount)} {video.commentCount === 1 ? 'comment' : 'comments'}
            </span>
          </span>
          <span className="rounded-full bg-violet-100 px-2.5 py-0.5 font-medium text-violet-800">
            {video.category}
          </span>
        </div>
      </div>
    </Link>
  );
}
