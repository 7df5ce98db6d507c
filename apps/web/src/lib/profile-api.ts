import type { Client } from 'urql';
import { CREATE_USER_PROFILE } from './api/create-user-profile';
import { LIST_OWN_PROFILE } from './api/list-own-profile';
import type { UserProfile } from './api/user-profile-fields';

// The signed-in user's own profile, for the profile screen and for the first sign-in after
// sign-up, which sets the profile up.
async function fetchOwnProfile(client: Client, sub: string): Promise<UserProfile | null> {
  const result = await client.query(LIST_OWN_PROFILE, { sub }, { requestPolicy: 'network-only' }).toPromise();
  if (result.error) throw result.error;
  return result.data?.listUserProfiles.items[0] ?? null;
}

const ensuring = new Map<string, Promise<UserProfile>>();

/**
 * Loads the user's profile, creating it first when there is none (the server makes every
 * new profile a viewer). Concurrent calls for one user share a single attempt so the
 * profile is created once.
 */
export function ensureOwnProfile(
  client: Client,
  user: { sub: string; username: string },
): Promise<UserProfile> {
  let attempt = ensuring.get(user.sub);
  if (!attempt) {
    attempt = loadOrCreate(client, user).finally(() => ensuring.delete(user.sub));
    ensuring.set(user.sub, attempt);
  }
  return attempt;
}

async function loadOrCreate(client: Client, user: { sub: string; username: string }): Promise<UserProfile> {
  const existing = await fetchOwnProfile(client, user.sub);
  if (existing) return existing;
  const created = await client
    .mutation(CREATE_USER_PROFILE, { input: { username: user.username } })
    .toPromise();
  // Reload either way: if creating failed because another tab created it meanwhile, the
  // reload finds it.
  const reloaded = await fetchOwnProfile(client, user.sub);
  if (reloaded) return reloaded;
  throw created.error ?? new Error('Profile could not be created.');
}
