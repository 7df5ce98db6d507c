import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { CompactVideoCard } from '../../components/video/compact-video-card';
import { FeaturedBadge } from '../../components/video/video-card';
import { VideoThumbnail } from '../../components/video/video-thumbnail';
import type { VideoCardVideo } from '../../lib/api/video-card-fields';
import { formatCount, videoCreator } from '../../lib/video-display';
import { viewSourceState } from '../../lib/watch-reporter-source';

// The home page's Featured Videos: the first one large, the next three as small cards.
export function FeaturedVideos({ videos }: { videos: VideoCardVideo[] }) {
  const [first, ...rest] = videos;
  return (
    <section aria-labelledby="featured-videos">
      <h2 id="featured-videos" className="mb-4 text-2xl font-bold text-slate-900">
        Featured Videos
      </h2>
      {first ? (
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <FeaturedHero video={first} />
          <ul className="grid gap-4">
            {rest.slice(0, 3).map((video) => (
              <li key={video.id}>
                <CompactVideoCard video={video} featured />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white py-12 text-center text-slate-500">
          No videos available
        </p>
      )}
    </section>
  );
}

function FeaturedHero({ video }: { video: VideoCardVideo }) {
  const creator = videoCreator(video);
  return (
    <Link
      to={`/videos/${video.id}`}
      state={viewSourceState('home')}
      className="group relative block overflow-hidden rounded-2xl bg-slate-900 shadow-lg lg:col-span-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600"
    >
      <div className="relative aspect-video">
        <VideoThumbnail
          video={video}
          priority
          className="opacity-90 transition duration-300 group-hover:scale-105"
        />
        <FeaturedBadge />
        <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/90 via-black/50 to-transparent p-4 pt-12 text-white sm:p-6 sm:pt-16">
          <h3 className="line-clamp-2 text-lg font-bold sm:text-3xl">{video.title}</h3>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-200 sm:mt-3 sm:text-sm">
            <Avatar src={creator.avatarUrl} username={creator.name} size="sm" />
            <span className="font-medium">{creator.name}</span>
            <span aria-hidden>·</span>
            <span>{formatCount(video.views)} views</span>
            <span aria-hidden>·</span>
            <span>{video.duration}</span>
          </div>
        </div>
      </div>
    </Link>
  );
}
