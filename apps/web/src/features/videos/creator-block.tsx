import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import type { Creator } from '../../lib/api/creator-fields';
import { useFollow } from '../../lib/use-follow';
import { formatCount, videoCreator } from '../../lib/video-display';
import type { VideoOnPage } from './api/get-video';

// Who made the video, linking to their page, with the follower count and Follow.
export function CreatorBlock({ video }: { video: VideoOnPage }) {
  if (video.creatorProfile) return <KnownCreator creator={video.creatorProfile} />;
  // Videos of the external list have no creator account: name and avatar only.
  const creator = videoCreator(video);
  return (
    <div className="flex items-center gap-3">
      <Avatar src={creator.avatarUrl} username={creator.name} />
      <p className="font-semibold text-slate-900">{creator.name}</p>
    </div>
  );
}

function KnownCreator({ creator: initial }: { creator: Creator }) {
  const { creator, toggle, busy } = useFollow(initial);
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <Link to={`/creator/${creator.id}`} className="flex items-center gap-3 hover:opacity-90">
        <Avatar src={creator.avatarUrl} username={creator.name} />
        <span>
          <span className="flex items-center gap-1.5 font-semibold text-slate-900">
            {creator.name}
            {creator.verified ? (
              <span className="inline-flex items-center gap-0.5 rounded-full bg-violet-100 px-2 py-0.5 text-xs font-medium text-violet-800">
                <BadgeCheck className="h-3.5 w-3.5" aria-hidden /> Verified
              </span>
            ) : null}
          </span>
          <span className="block text-sm text-slate-500">{formatCount(creator.followers)} followers</span>
        </span>
      </Link>
      <Button
        variant={creator.isFollowing ? 'outline' : 'primary'}
        onClick={() => void toggle()}
        disabled={busy}
      >
        {creator.isFollowing ? 'Following' : 'Follow'}
      </Button>
    </div>
  );
}
