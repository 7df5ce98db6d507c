import { sql } from 'drizzle-orm';
import { userProfiles, users } from '../../db/schema.ts';

// The author of a post or comment, for queries that left-join user_profiles and users on
// the author id. Users who never opened their profile have no profile row yet: their name
// stands in.
export const authorColumns = {
  authorUsername: sql<string | null>`coalesce(${userProfiles.username}, ${users.name})`,
  authorAvatarKey: userProfiles.avatarUrl,
  authorSuspended: sql<boolean>`coalesce(${users.suspendedAt} is not null, false)`,
};
