import { POST_REACTIONS, type PostReactionType } from '@reelboard/shared/engagement';
import { isUuid } from '@reelboard/shared/ids';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { posts, reactions } from '../../db/community-schema.ts';
import { postShown } from '../../db/moderation-visibility.ts';
import { decodeCursor, pageSize, pastCursor, toPage } from '../../db/pagination.ts';
import { userProfiles, users } from '../../db/schema.ts';
import { AppError, badInput, notFound } from '../../errors.ts';
import { reencodeImage } from '../../media/reencode-image.ts';
import type { CacheScope } from '../../realtime/cache-changes.ts';
import type { Changes } from '../../realtime/changes.ts';
import { generateKey } from '../../storage/keys.ts';
import type { Storage } from '../../storage/storage.ts';
import { type Actor, requireReader, requireUser } from '../actors.ts';
import { isShownTo, shownTo } from '../moderation/visibility.ts';
import type { NotificationTriggers } from '../notifications/notification-triggers.ts';
import { authorColumns } from './author-columns.ts';
import { createPostEdits } from './post-edits.ts';
import { type Post, postInputSchema } from './post-row.ts';

export type Reaction = typeof reactions.$inferSelect;

/** Where a user's post images are stored: public, so that the board can show them by plain URL. */
const postImageFolder = (userId: string) => `public/posts/${userId}/`;

const reactionSchema = z.enum(
  POST_REACTIONS.map((reaction) => reaction.type) as [PostReactionType, ...PostReactionType[]],
  { message: 'Reactions are LIKE, LOVE or LAUGH.' },
);

// The counter each reaction moves; a fixed map, so the column name is never user text.
const counterOf = (type: PostReactionType) =>
  sql.raw(`"${POST_REACTIONS.find((reaction) => reaction.type === type)?.counter}"`);

// Posts with their author, for this service and the board's ranking.
export const selectPosts = (db: Database) =>
  db
    .select({ ...getTableColumns(posts), ...authorColumns })
    .from(posts)
    .leftJoin(userProfiles, eq(userProfiles.userId, posts.authorId))
    .leftJoin(users, eq(users.id, posts.authorId));

const MAX_IMAGE_SIDE = 1600;
const notAnImage = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).');

export function createPostService(deps: {
  db: Database;
  /** Tells people what happened to them (issue 24). */
  notify?: Pick<NotificationTriggers, 'reacted'>;
  storage: Pick<Storage, 'head' | 'put' | 'publicUrl'>;
  /** Where the service declares what its writes changed (caches, events, fresh reads). */
  changes?: Changes;
}) {
  const { db } = deps;
  /** The board changed (and, when a post goes, the comment threads under it). */
  const changed = async (scopes: readonly CacheScope[] = ['community']) => {
    await deps.changes?.made({ scopes });
  };

  const select = () => selectPosts(db);

  async function byId(id: string): Promise<Post | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await select().where(eq(posts.id, id));
    return row;
  }

  /** The post if this actor may see it (hidden posts: author and admins only). */
  async function mustSee(actor: Actor, id: string): Promise<Post> {
    const post = await byId(id);
    if (!post || !isShownTo(actor, post)) throw notFound('Post not found');
    return post;
  }

  return {
    /** Hidden posts (ADR 0017) read as missing, except to their author and admins. */
    async get(actor: Actor, id: string): Promise<Post | undefined> {
      requireReader(actor);
      const post = await byId(id);
      return post && isShownTo(actor, post) ? post : undefined;
    },

    /**
     * A signed-in user's post image: re-encoded to WebP (what the bytes are is decided by
     * decoding them) and stored under public/posts/<userId>/<generated>.webp, public so
     * the board shows it by plain URL. create() then accepts that key from that user only.
     * The upload is read only once the actor may store it.
     */
    async storeImage(
      actor: Actor,
      readUpload: () => Promise<Buffer>,
    ): Promise<{ imageUrl: string; imageSrc: string }> {
      if (actor.kind !== 'user') throw new AppError('UNAUTHENTICATED', 'Please sign in to create a post.');
      const { userId } = actor;
      const image = await reencodeImage(await readUpload(), MAX_IMAGE_SIDE, notAnImage);
      const key = generateKey(postImageFolder(userId), 'image/webp');
      await deps.storage.put(key, image, 'image/webp');
      return { imageUrl: key, imageSrc: deps.storage.publicUrl(key) };
    },

    async create(
      actor: Actor,
      input: { title: string; content: string; category: string; imageUrl?: string | null },
    ): Promise<Post> {
      const { userId } = requireUser(actor);
      const parsed = postInputSchema.safeParse(input);
      if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'Invalid post.');
      const { imageUrl, ...fields } = parsed.data;
      // Only an image this user uploaded through /api/posts/image can be attached.
      if (imageUrl) {
        const own = imageUrl.startsWith(postImageFolder(userId)) && !imageUrl.includes('..');
        if (!own || !(await deps.storage.head(imageUrl))) throw badInput('Upload the image again.');
      }
      // Counters start at zero whatever a client sends: they are not part of the input.
      const [row] = await db
        .insert(posts)
        .values({ ...fields, imageKey: imageUrl ?? null, authorId: userId })
        .returning({ id: posts.id });
      if (!row) throw new Error('insert returned no row');
      await changed();
      return mustSee(actor, row.id);
    },

    /** Newest first. */
    async list(actor: Actor, args: { limit?: number | null; nextToken?: string | null }) {
      requireReader(actor);
      const size = pageSize(args.limit);
      const cursor = decodeCursor(args.nextToken);
      const after = pastCursor(cursor, { at: posts.createdAt, id: posts.id }, 'desc');
      const rows = await select()
        .where(and(after, shownTo(actor, postShown, posts.authorId)))
        .orderBy(desc(posts.createdAt), desc(posts.id))
        .limit(size + 1);
      return toPage(rows, size, (post) => post.createdAt);
    },

    /**
     * A second click takes the reaction back. The post row is locked first, so concurrent
     * toggles by one user run one after the other and the counter always equals the rows.
     */
    async toggleReaction(actor: Actor, postId: string, type: string) {
      const { userId } = requireUser(actor);
      const kind = parseReaction(type);
      await mustSee(actor, postId);
      const reacted = await db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${posts} where id = ${postId} for update`);
        const mine = and(
          eq(reactions.postId, postId),
          eq(reactions.userId, userId),
          eq(reactions.type, kind),
        );
        const removed = await tx.delete(reactions).where(mine).returning({ id: reactions.id });
        if (removed.length === 0) await tx.insert(reactions).values({ type: kind, postId, userId });
        const step = removed.length === 0 ? 1 : -1;
        await tx.execute(
          sql`update ${posts} set ${counterOf(kind)} = ${counterOf(kind)} + ${step} where id = ${postId}`,
        );
        return removed.length === 0;
      });
      await changed();
      if (reacted) await deps.notify?.reacted(userId, 'post', postId);
      return { post: await mustSee(actor, postId), reacted };
    },

    /** Idempotent form: on adds the reaction if missing, off removes it if present. */
    async setReaction(actor: Actor, postId: string, type: string, on: boolean): Promise<Post> {
      const { userId } = requireUser(actor);
      const kind = parseReaction(type);
      await mustSee(actor, postId);
      const change = on
        ? sql`with changed as (
            insert into ${reactions} (type, post_id, user_id) values (${kind}, ${postId}, ${userId})
            on conflict do nothing returning 1)
          update ${posts} set ${counterOf(kind)} = ${counterOf(kind)} + (select count(*) from changed)::int
          where id = ${postId}`
        : sql`with changed as (
            delete from ${reactions}
            where post_id = ${postId} and user_id = ${userId} and type = ${kind} returning 1)
          update ${posts} set ${counterOf(kind)} = ${counterOf(kind)} - (select count(*) from changed)::int
          where id = ${postId}`;
      const made = await db.execute(change);
      await changed();
      if (on && (made.rowCount ?? 0) > 0) await deps.notify?.reacted(userId, 'post', postId);
      return mustSee(actor, postId);
    },

    ...createPostEdits({ db, mustSee, changed, now: () => new Date() }),

    async listReactions(
      actor: Actor,
      filter: { postId: string; userId?: string | null },
    ): Promise<Reaction[]> {
      requireReader(actor);
      if (!isUuid(filter.postId) || (filter.userId && !isUuid(filter.userId))) return [];
      return db
        .select()
        .from(reactions)
        .where(
          and(
            eq(reactions.postId, filter.postId),
            filter.userId ? eq(reactions.userId, filter.userId) : undefined,
          ),
        )
        .orderBy(desc(reactions.createdAt))
        .limit(1000);
    },
  };
}

function parseReaction(type: string): PostReactionType {
  const parsed = reactionSchema.safeParse(type);
  if (!parsed.success) throw badInput('Reactions are LIKE, LOVE or LAUGH.');
  return parsed.data;
}
