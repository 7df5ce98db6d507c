import { isUuid } from '@reelboard/shared/ids';
import type { Level } from '@reelboard/shared/levels';
import { profileUpdateSchema, usernameSchema } from '@reelboard/shared/profile';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { decodeCursor, pageSize, pastCursor, toPage } from '../../db/pagination.ts';
import { userProfiles, users } from '../../db/schema.ts';
import { AppError, badInput, forbidden, notFound } from '../../errors.ts';
import { reencodeImage } from '../../media/reencode-image.ts';
import type { Changes } from '../../realtime/changes.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { generateKey } from '../../storage/keys.ts';
import type { Storage } from '../../storage/storage.ts';
import { type Actor, isAdmin, requireAdmin, requireReader, requireUser } from '../actors.ts';
import type { ActorCache } from '../identity/actor-cache.ts';

export type Profile = typeof userProfiles.$inferSelect;
/** A profile as someone may read it: the e-mail only for its owner and admins. */
export type ProfileView = Omit<Profile, 'email'> & { email: string | null };

export type ProfileFilter = { userId?: { eq?: string | null } | null; email?: { eq?: string | null } | null };

// The avatar key must point into the owner's own folder; replaceAvatar() puts pictures
// there under a generated name.
const avatarFolder = (userId: string) => `public/profile-pics/${userId}/`;
const AVATAR_SIZE = 512;
const NO_AVATAR_PERMISSION = 'You do not have permission to upload profile pictures.';
const notAnImage = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).');

/** The profile as this actor may read it: only the owner and admins see the e-mail. */
const asSeenBy = (actor: Actor, profile: Profile): ProfileView =>
  isAdmin(actor) || (actor.kind === 'user' && actor.userId === profile.userId)
    ? profile
    : { ...profile, email: null };

export function createProfileService(deps: {
  db: Database;
  /** Profile subscriptions listen here. */
  events?: EventBus;
  /** Where the service declares what its writes changed (caches, events, fresh reads). */
  changes?: Changes;
  storage: Pick<Storage, 'put' | 'delete'>;
  log?: (message: string, error: unknown) => void;
  /** What this node keeps about a user's access (ADR 0020): a level change applies at once. */
  actors?: Pick<ActorCache, 'forgetUser'>;
  /** The site's setting for new accounts; a viewer without it. */
  newAccountLevel?: () => Promise<'viewer' | 'creator'>;
}) {
  const { db, events } = deps;

  async function byUserId(userId: string): Promise<Profile | undefined> {
    if (!isUuid(userId)) return undefined;
    return db.query.userProfiles.findFirst({ where: eq(userProfiles.userId, userId) });
  }

  // Creators' names, pictures and levels show in kept answers; subscribers (graphql-ws)
  // learn of every change, on whichever node it happened.
  const changed = async (profile: Profile) => {
    const event = { userId: profile.userId, profileId: profile.id };
    await deps.changes?.made({ scopes: ['catalogue'], events: [['profile.updated', profile.userId, event]] });
    return profile;
  };

  async function byId(id: string): Promise<Profile | undefined> {
    if (!isUuid(id)) return undefined;
    return db.query.userProfiles.findFirst({ where: eq(userProfiles.id, id) });
  }

  return {
    byUserId,

    async get(actor: Actor, id: string): Promise<ProfileView | undefined> {
      requireReader(actor);
      const profile = await byId(id);
      return profile && asSeenBy(actor, profile);
    },

    async list(
      actor: Actor,
      args: { filter?: ProfileFilter | null; limit?: number | null; nextToken?: string | null },
    ) {
      requireReader(actor);
      const size = pageSize(args.limit);
      const cursor = decodeCursor(args.nextToken);
      const conditions: (SQL | undefined)[] = [];
      const userId = args.filter?.userId?.eq;
      if (userId) {
        if (!isUuid(userId)) return { items: [], nextToken: null };
        conditions.push(eq(userProfiles.userId, userId));
      }
      const email = args.filter?.email?.eq;
      if (email) {
        // Filtering by e-mail would tell anyone whether an address has an account.
        const mayFilterByEmail =
          actor.kind === 'user' && (actor.email === email.toLowerCase() || isAdmin(actor));
        if (!mayFilterByEmail) throw forbidden('Only admins can filter profiles by email.');
        conditions.push(eq(userProfiles.email, email.toLowerCase()));
      }
      conditions.push(pastCursor(cursor, { at: userProfiles.createdAt, id: userProfiles.id }, 'asc'));
      const rows = await db
        .select()
        .from(userProfiles)
        .where(and(...conditions))
        .orderBy(asc(userProfiles.createdAt), asc(userProfiles.id))
        .limit(size + 1);
      const page = toPage(rows, size, (row) => row.createdAt);
      return { ...page, items: page.items.map((profile) => asSeenBy(actor, profile)) };
    },

    async createOwn(
      actor: Actor,
      input: { username?: string | null; bio?: string | null },
    ): Promise<Profile> {
      return createProfile(requireUser(actor).userId, input);
    },

    ensureOwn,

    async updateOwn(
      actor: Actor,
      input: { id: string; username?: string | null; bio?: string | null; avatarUrl?: string | null },
    ): Promise<Profile> {
      const { userId } = requireUser(actor);
      const profile = await byId(input.id);
      if (!profile) throw notFound('Profile not found.');
      if (profile.userId !== userId) throw forbidden('You can only update your own profile.');
      const parsed = profileUpdateSchema.safeParse({
        username: input.username ?? undefined,
        bio: input.bio,
      });
      if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'Invalid profile.');
      if (input.avatarUrl && !input.avatarUrl.startsWith(avatarFolder(userId))) {
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

    /**
     * A new profile picture: re-encoded to a WebP without the original's metadata (what the
     * bytes are is decided by decoding them), stored under a generated key in the owner's
     * folder, set on the profile, and the previous picture deleted. The upload is read only
     * once the actor may replace it.
     */
    async replaceAvatar(actor: Actor, readUpload: () => Promise<Buffer>): Promise<Profile> {
      if (actor.kind !== 'user') throw new AppError('UNAUTHENTICATED', NO_AVATAR_PERMISSION);
      const { userId } = actor;
      const picture = await reencodeImage(await readUpload(), AVATAR_SIZE, notAnImage);
      const previous = (await byUserId(userId))?.avatarUrl;
      const key = generateKey(avatarFolder(userId), 'image/webp');
      await deps.storage.put(key, picture, 'image/webp');
      let profile: Profile;
      try {
        profile = await setAvatar(userId, key);
      } catch (error) {
        await deps.storage.delete(key);
        throw error;
      }
      if (previous && previous !== key && previous.startsWith(avatarFolder(userId))) {
        await deps.storage.delete(previous).catch((error: unknown) => {
          deps.log?.(`could not delete the previous avatar ${previous}`, error);
        });
      }
      return profile;
    },

    /** Admins change other users' levels; nobody changes their own through the API. */
    async changeLevel(actor: Actor, userId: string, level: Level): Promise<Profile> {
      const admin = requireAdmin(actor);
      if (userId === admin.userId) throw forbidden('Admins cannot change their own level.');
      return setLevel(userId, level);
    },

    /** Changes to one user's profile; only that user and admins may listen. */
    subscribe(actor: Actor, userId: string) {
      const listener = requireUser(actor);
      if (listener.userId !== userId && !isAdmin(actor)) {
        throw forbidden('You can only follow changes to your own profile.');
      }
      if (!events) throw new Error('profile subscriptions need the event bus');
      return events.pubSub.subscribe('profile.updated', userId);
    },

    /** For operators (the CLI): e-mail addresses are stored in lower case. */
    async findUserIdByEmail(email: string): Promise<string | undefined> {
      const user = await db.query.users.findFirst({
        where: eq(users.email, email.trim().toLowerCase()),
        columns: { id: true },
      });
      return user?.id;
    },

    /** For operators (the CLI); admins go through changeLevel(). */
    setLevel,
  };

  // A new profile starts at the site's setting for new accounts (ADR 0035), a viewer by
  // default (the spec's rule), whatever the sign-up form's interest said.
  async function createProfile(
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
        level: (await deps.newAccountLevel?.()) ?? 'viewer',
      })
      .onConflictDoNothing({ target: userProfiles.userId })
      .returning();
    if (!created) throw new AppError('CONFLICT', 'A profile for this user already exists.');
    // A new viewer's profile shows in no kept answer yet.
    await deps.changes?.made({ scopes: [] });
    return created;
  }

  /** The user's profile, created as a viewer's on first need. */
  async function ensureOwn(userId: string): Promise<Profile> {
    const existing = await byUserId(userId);
    if (existing) return existing;
    try {
      return await createProfile(userId, {});
    } catch (error) {
      // Two first loads raced; the other one created it.
      const raced = await byUserId(userId);
      if (raced) return raced;
      throw error;
    }
  }

  async function setAvatar(userId: string, key: string): Promise<Profile> {
    const profile = await ensureOwn(userId);
    const [updated] = await db
      .update(userProfiles)
      .set({ avatarUrl: key, updatedAt: new Date() })
      .where(eq(userProfiles.id, profile.id))
      .returning();
    return changed(updated as Profile);
  }

  async function setLevel(userId: string, level: Level): Promise<Profile> {
    const profile = await ensureOwn(userId);
    const [updated] = await db
      .update(userProfiles)
      .set({ level, updatedAt: new Date() })
      .where(eq(userProfiles.id, profile.id))
      .returning();
    deps.actors?.forgetUser(userId);
    return changed(updated as Profile);
  }
}

export type ProfileService = ReturnType<typeof createProfileService>;
