import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import type { Creator } from '../../lib/api/creator-fields';
import { formatCount } from '../../lib/video-display';

export function CreatorList({ creators }: { creators: Creator[] }) {
  if (creators.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white py-12 text-center text-slate-500">
        No creators yet.
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {creators.map((creator) => (
        <li key={creator.id}>
          <Link
            to={`/creator/${creator.id}`}
            className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm transition hover:shadow-md"
          >
            <Avatar src={creator.avatarUrl} username={creator.name} size="xl" />
            <span className="flex items-center gap-1 font-semibold text-slate-900">
              {creator.name}
              {creator.verified ? (
                <BadgeCheck className="h-4 w-4 text-violet-600" aria-label="Verified" />
              ) : null}
            </span>
            <span className="text-sm text-slate-500">
              {formatCount(creator.followers)} followers · {formatCount(creator.videoCount)} videos
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
