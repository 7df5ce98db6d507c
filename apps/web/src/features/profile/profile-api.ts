import type { Client } from 'urql';
import type { UserProfile } from '../../lib/api/user-profile-fields';
import { ApiError } from '../../lib/http';
import { authorizedFetch } from '../../lib/session';
import { UPDATE_USER_PROFILE } from './api/update-user-profile';

// Only username and bio are sent: the level is never the client's to change.
export async function updateProfile(
  client: Client,
  input: { id: string; username: string; bio: string },
): Promise<UserProfile> {
  const result = await client.mutation(UPDATE_USER_PROFILE, { input }).toPromise();
  if (result.error) throw result.error;
  if (!result.data) throw new Error('No answer from the server.');
  return result.data.updateUserProfile;
}

export const AVATAR_UPLOAD_FAILED = 'Failed to upload profile picture';

export async function uploadAvatar(file: File): Promise<{ avatarUrl: string; avatarImageUrl: string }> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await authorizedFetch('/api/profile/avatar', { method: 'POST', body });
  } catch {
    throw new ApiError('NetworkError', AVATAR_UPLOAD_FAILED, 0);
  }
  if (!response.ok) {
    const error = (await response.json().catch(() => null)) as { name?: unknown; message?: unknown } | null;
    throw new ApiError(
      typeof error?.name === 'string' ? error.name : 'UploadError',
      typeof error?.message === 'string' && error.message ? error.message : AVATAR_UPLOAD_FAILED,
      response.status,
    );
  }
  return response.json();
}
