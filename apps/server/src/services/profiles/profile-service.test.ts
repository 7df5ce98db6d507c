import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userActor } from '../../../test/actors.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { users } from '../../db/schema.ts';
import { createLocalDiskStorage } from '../../storage/local-disk-storage.ts';
import { createProfileService } from './profile-service.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let profiles: ReturnType<typeof createProfileService>;

async function newUser(email: string) {
  const [user] = await database.db
    .insert(users)
    .values({ email, name: email.split('@')[0] as string, passwordHash: 'x', emailVerified: true })
    .returning();
  return user as typeof users.$inferSelect;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const storage = createLocalDiskStorage({
    rootDir: await mkdtemp(path.join(tmpdir(), 'reelboard-profiles-')),
    publicUrl: 'http://localhost:3000',
    secret: 'test-secret-test-secret-test-secret',
  });
  profiles = createProfileService({ db: database.db, storage });
});
afterAll(() => database.close());

describe('profile service', () => {
  it('creates a missing profile as a viewer whatever was asked', async () => {
    const user = await newUser('first@example.com');
    const profile = await profiles.createOwn(userActor(user.id), { username: 'First' });
    expect(profile).toMatchObject({
      userId: user.id,
      username: 'First',
      level: 'viewer',
      email: 'first@example.com',
    });
    await expect(profiles.createOwn(userActor(user.id), {})).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('lets only the owner update username, bio and avatar', async () => {
    const owner = await newUser('owner@example.com');
    const other = await newUser('other@example.com');
    const profile = await profiles.ensureOwn(owner.id);
    await expect(
      profiles.updateOwn(userActor(other.id), { id: profile.id, username: 'hijack' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const updated = await profiles.updateOwn(userActor(owner.id), {
      id: profile.id,
      username: '  Owner  ',
      bio: 'hello',
    });
    expect(updated).toMatchObject({ username: 'Owner', bio: 'hello', level: 'viewer' });
    expect((await profiles.get(userActor(owner.id), profile.id))?.username).toBe('Owner');
  });

  it('refuses bad input and changes nothing', async () => {
    const user = await newUser('bad@example.com');
    const profile = await profiles.ensureOwn(user.id);
    await expect(
      profiles.updateOwn(userActor(user.id), { id: profile.id, username: ' ' }),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    await expect(
      profiles.updateOwn(userActor(user.id), {
        id: profile.id,
        avatarUrl: 'public/profile-pics/someone-else/x.webp',
      }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await profiles.get(userActor(user.id), profile.id)).toMatchObject({
      username: profile.username,
      avatarUrl: null,
    });
  });
});
