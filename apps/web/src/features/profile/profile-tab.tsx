import { useState } from 'react';
import { Card } from '../../components/ui/card';
import type { UserProfile } from '../../lib/api/user-profile-fields';
import { ProfileDetails } from './profile-details';
import { ProfileEditForm } from './profile-edit-form';

type ProfileTabProps = {
  profile: UserProfile;
  onProfileChange: (profile: UserProfile) => void;
  reload: () => Promise<void>;
};

export function ProfileTab({ profile, onProfileChange, reload }: ProfileTabProps) {
  const [editing, setEditing] = useState(false);
  return (
    <Card className="p-6">
      {editing ? (
        <ProfileEditForm
          profile={profile}
          onPictureChanged={(picture) => onProfileChange({ ...profile, ...picture })}
          onSaved={async () => {
            await reload();
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <ProfileDetails profile={profile} onEdit={() => setEditing(true)} />
      )}
    </Card>
  );
}
