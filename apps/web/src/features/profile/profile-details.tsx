import { LEVEL_LABELS } from '@reelboard/shared/levels';
import { Pencil } from 'lucide-react';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import type { UserProfile } from '../../lib/api/user-profile-fields';

export function ProfileDetails({ profile, onEdit }: { profile: UserProfile; onEdit: () => void }) {
  return (
    <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-start">
      <Avatar src={profile.avatarImageUrl} username={profile.username} size="xl" />
      <div className="min-w-0 flex-1 text-center sm:text-left">
        <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
          <h2 className="text-2xl font-bold break-words text-slate-900">{profile.username}</h2>
          <Badge tone="violet">{LEVEL_LABELS[profile.level]}</Badge>
        </div>
        {profile.email ? <p className="mt-1 text-sm text-slate-600">{profile.email}</p> : null}
        <dl className="mt-4 flex justify-center gap-8 sm:justify-start">
          <div>
            <dt className="text-xs tracking-wide text-slate-500 uppercase">Followers</dt>
            <dd className="text-lg font-semibold text-slate-900">{profile.followers}</dd>
          </div>
          <div>
            <dt className="text-xs tracking-wide text-slate-500 uppercase">Following</dt>
            <dd className="text-lg font-semibold text-slate-900">{profile.following}</dd>
          </div>
        </dl>
        <p className="mt-4 whitespace-pre-line break-words text-slate-700">{profile.bio || 'No bio yet.'}</p>
      </div>
      <Button variant="outline" onClick={onEdit}>
        <Pencil className="h-4 w-4" aria-hidden /> Edit Profile
      </Button>
    </div>
  );
}
