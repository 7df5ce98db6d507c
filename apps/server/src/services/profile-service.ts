import type { Level } from '@reelboard/shared/levels';
import { profileUpdateSchema, usernameSchema } from '@reelboard/shared/profile';
import { and, asc, eq, gt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { decodeCursor, pageSize, toPage } from '../db/pagination.ts';
import { userProfiles, users } from '../db/schema.ts';
import { AppError, badInput, forbidden, notFound } from '../errors.ts';
import type { Caller } from '../graphql/context.ts';
import type { EventBus } from '../realtime/event-bus.ts';

export type Profile = typeof userProfiles.$inferSelect;

export type ProfileFilter = { userId?: { eq?: string | null } | null; email?: { eq?: string | null } | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The avatar key must point into the owner's own folder; avatars are put there by the
// upload route, which generates the name.
export const avatarFolder = (userId: string) => `public/profile-pics/${userId}/`;

export function createProfileService(db: Database, events?: EventBus) {
  async function byUserId(userId: string): Promise<Profile | undefined> {
    if (!UUID.test(userId)) return undefined;
    return db.query.userProfiles.findFirst({ where: eq(userProfiles.userId, userId) });
  }

  // Subscribers (graphql-ws) learn of every change, on whichever node it happened.
  const changed = (profile: Profile) => {
    events?.pubSub.publish('profile.updated', profile.userId, {
      userId: profile.userId,
      profileId: profile.id,
    });
    return profile;
  };

  return {
    byUserId,

    async isAdmin(userId: string): Promise<boolean> {
      return (await byUserId(userId))?.level === 'admin';
    },

    async levelOf(userId: string): Promise<Level> {
      return (await byUserId(userId))?.level ?? 'viewer';
    },

    async get(id: string): Promise<Profile | undefined> {
      if (!UUID.test(id)) return undefined;
      return db.query.userProfiles.findFirst({ where: eq(userProfiles.id, id) });
    },

    async list(
      caller: Caller,
      args: { filter?: ProfileFilter | null; limit?: number | null; nextToken?: string | null },
    ) {
      const size = pageSize(args.limit);
      const cursor = decodeCursor(args.nextToken);
      const conditions: (SQL | undefined)[] = [];
      const userId = args.filter?.userId?.eq;
      if (userId) {
        if (!UUID.test(userId)) return { items: [], nextToken: null };
        conditions.push(eq(userProfiles.userId, userId));
      }
      const email = args.filter?.email?.eq;
      if (email) {
        // Filtering by e-mail would tell anyone whether an address has an account.
        const mayFilterByEmail =
          caller.kind === 'user' &&
          (caller.email === email.toLowerCase() || (await this.isAdmin(caller.userId)));
        if (!mayFilterByEmail) throw forbidden('Only admins can filter profiles by email.');
        conditions.push(eq(userProfiles.email, email.toLowerCase()));
      }
      if (cursor) {
        const at = new Date(cursor.at);
        conditions.push(
          or(
            gt(userProfiles.createdAt, at),
            and(eq(userProfiles.createdAt, at), gt(userProfiles.id, cursor.id)),
          ),
        );
      }
      const rows = await db
        .select()
        .from(userProfiles)
        .where(and(...conditions))
        .orderBy(asc(userProfiles.createdAt), asc(userProfiles.id))
        .limit(size + 1);
      return toPage(rows, size, (row) => row.createdAt);
    },

    // A new profile always starts as a viewer, whatever the sign-up form's interest said.
    async createOwn(
      userId: string,
      input: { username?: string | null; bio?: string | null },
    ): Promise<Profile> {
      const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
      if (!user) throw notFound('User not found.');
      const parsed = profileUpdateSchema.safeParse({
        username: input.username ?? user.name ?? user.email.split('@')[0],
        bio: input.bio ?? null,
      });
      if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'Invalid profile.');
      const [created] = await db
        .insert(userProfiles)
        .values({
          userId,
          email: user.email,
          username: parsed.data.username ?? usernameSchema.parse(user.email.split('@')[0]),
          bio: parsed.data.bio ?? null,
          level: 'viewer',
        })
        .onConflictDoNothing({ target: userProfiles.userId })
        .returning();
      if (!created) throw new AppError('CONFLICT', 'A profile for this user already exists.');
      return created;
    },

    async ensureOwn(userId: string): Promise<Profile> {
      const existing = await byUserId(userId);
      if (existing) return existing;
      try {
        return await this.createOwn(userId, {});
      } catch (error) {
        // Two first loads raced; the other one created it.
        const raced = await byUserId(userId);
        if (raced) return raced;
        throw error;
      }
    },

    async updateOwn(
      callerUserId: string,
      input: { id: string; username?: string | null; bio?: string | null; avatarUrl?: string | null },
    ): Promise<Profile> {
      const profile = await this.get(input.id);
      if (!profile) throw notFound('Profile not found.');
      if (profile.userId !== callerUserId) throw forbidden('You can only update your own profile.');
      const parsed = profileUpdateSchema.safeParse({
        username: input.username ?? undefined,
        bio: input.bio,
      });
      if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'Invalid profile.');
      if (input.avatarUrl && !input.avatarUrl.startsWith(avatarFolder(callerUserId))) {
        throw badInput('avatarUrl must be a picture uploaded through the profile picture upload.');
      }
      const [updated] = await db
        .update(userProfiles)
        .set({
          ...(parsed.data.username !== undefined && { username: parsed.data.username }),
          ...(parsed.data.bio !== undefined && { bio: parsed.data.bio || null }),
          ...(input.avatarUrl !== undefined && { avatarUrl: input.avatarUrl }),
          updatedAt: new Date(),
        })
        .where(eq(userProfiles.id, profile.id))
        .returning();
      return changed(updated as Profile);
    },

    async setAvatar(userId: string, key: string): Promise<Profile> {
      const profile = await this.ensureOwn(userId);
      const [updated] = await db
        .update(userProfiles)
        .set({ avatarUrl: key, updatedAt: new Date() })
        .where(eq(userProfiles.id, profile.id))
        .returning();
      return changed(updated as Profile);
    },

    /** For operators (the CLI): e-mail addresses are stored in lower case. */
    async findUserIdByEmail(email: string): Promise<string | undefined> {
      const user = await db.query.users.findFirst({
        where: eq(users.email, email.trim().toLowerCase()),
        columns: { id: true },
      });
      return user?.id;
    },

    /** Operators' and admins' way to change a level; nobody changes their own through the API. */
    async setLevel(userId: string, level: Level): Promise<Profile> {
      const profile = await this.ensureOwn(userId);
      const [updated] = await db
        .update(userProfiles)
        .set({ level, updatedAt: new Date() })
        .where(eq(userProfiles.id, profile.id))
        .returning();
      return changed(updated as Profile);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
