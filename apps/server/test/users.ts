import type { Level } from '@reelboard/shared/levels';
import type { Database } from '../src/db/client.ts';
import { userProfiles, users } from '../src/db/schema.ts';
import type { UserActor } from '../src/services/actors.ts';
import { userActor } from './actors.ts';

let counter = 0;

// A user with a profile at the given level, made straight in the database, and the actor
// that user signs in as: for service tests, where signing up through HTTP would only test
// sign-up.
export async function insertUser(db: Database, level: Level = 'viewer', name?: string): Promise<UserActor> {
  counter += 1;
  const username = name ?? `${level}${counter}`;
  const email = `${username}@example.com`;
  const [user] = await db
    .insert(users)
    .values({ email, name: username, passwordHash: 'x', emailVerified: true })
    .returning({ id: users.id });
  if (!user) throw new Error('insert failed');
  await db.insert(userProfiles).values({ userId: user.id, username, email, level });
  return userActor(user.id, level, email);
}
