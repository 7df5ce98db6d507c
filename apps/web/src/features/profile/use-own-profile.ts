import type { SessionUser } from '@reelboard/shared/auth';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useClient } from 'urql';
import type { UserProfile } from '../../lib/api/user-profile-fields';
import { errorMessage, isUnauthenticatedError } from '../../lib/graphql-client';
import { ensureOwnProfile } from '../../lib/profile-api';

// Loads (and on first visit creates) the signed-in user's profile. Mount it keyed by the
// user's sub so another user never sees this user's data.
export function useOwnProfile(user: SessionUser) {
  const client = useClient();
  const [profile, setProfile] = useState<UserProfile | null>(null);
  const [loading, setLoading] = useState(true);
  const [{ sub, username, name }] = useState(user);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setProfile(await ensureOwnProfile(client, { sub, username: username || name }));
    } catch (error) {
      // An expired session is reported (and redirected) where it is detected.
      if (!isUnauthenticatedError(error)) toast.error(`Failed to load profile: ${errorMessage(error)}`);
    } finally {
      setLoading(false);
    }
  }, [client, sub, username, name]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { profile, loading, reload, setProfile };
}
