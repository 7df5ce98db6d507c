import {
  adminReasonSchema,
  DELETED_CONTENT_CHOICES,
  DELETED_PLACEHOLDER,
  type DeletedContentChoice,
} from '@reelboard/shared/admin-users';
import { isUuid } from '@reelboard/shared/ids';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { comments, posts } from '../../db/community-schema.ts';
import { sessions, userProfiles, users } from '../../db/schema.ts';
import { orders } from '../../db/shop-schema.ts';
import { videos } from '../../db/video-schema.ts';
import { badInput, forbidden, notFound } from '../../errors.ts';
import { CACHE_SCOPES } from '../../realtime/cache-changes.ts';
import type { Changes } from '../../realtime/changes.ts';
import type { Storage } from '../../storage/storage.ts';
import { type Actor, requireAdmin } from '../actors.ts';
import type { ActorCache } from '../identity/actor-cache.ts';
import { recordAction } from '../moderation/audit-log.ts';
import { recount } from '../moderation/moderation-targets.ts';
import { DELETED_ACCOUNT_ID, ensureDeletedAccount } from './deleted-account.ts';
import { keepAnAdmin } from './last-admin.ts';

// What accounting keeps of an order whose buyer's account was deleted: amounts, lines,
// dates and the region taxes depend on; the person's name, contacts and address go.
const REDACTED = '[redacted]';
const redactedShipping = sql`jsonb_build_object(
  'name', ${REDACTED}::text, 'email', ${REDACTED}::text, 'address', ${REDACTED}::text,
  'city', ${REDACTED}::text, 'state', ${orders.shipping} ->> 'state', 'postalCode', ${REDACTED}::text,
  'country', ${orders.shipping} ->> 'country', 'phone', ${REDACTED}::text)`;

/**
 * Deletes an account for an admin (ADR 0035), in steps that are each safe to run again, so
 * an admin retries a deletion that stopped half-way: (1) sign-in stops (suspended, every
 * session revoked); (2) each video goes through the video removal (its media leave
 * storage by a job that retries); (3) comments and posts become "[deleted]" or go, as the
 * admin chose; orders are redacted; the users row is deleted, and with it (by cascade)
 * sessions, profile, library, follows, notifications and second factors.
 */
export function createAccountDeletion(deps: {
  db: Database;
  storage: Pick<Storage, 'delete'>;
  deleteVideo: (videoId: string) => Promise<unknown>;
  deleteComment: (actor: Actor, id: string) => Promise<unknown>;
  deletePost: (actor: Actor, id: string) => Promise<unknown>;
  actors?: ActorCache;
  changes?: Changes;
  log?: (message: string) => void;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function stopSignIn(userId: string) {
    await db.transaction(async (tx) => {
      await keepAnAdmin(tx, userId);
      const at = now();
      await tx
        .update(users)
        .set({ suspendedAt: at })
        .where(and(eq(users.id, userId), isNull(users.suspendedAt)));
      await tx
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    });
    deps.actors?.forgetUser(userId);
  }

  async function eachOf(ids: { id: string }[], remove: (id: string) => Promise<unknown>) {
    for (const { id } of ids) await remove(id);
  }

  return {
    async deleteAccount(
      actor: Actor,
      userId: string,
      input: { content: DeletedContentChoice; reason: unknown },
    ): Promise<void> {
      const admin = requireAdmin(actor);
      const reason = adminReasonSchema.safeParse(input.reason);
      if (!reason.success) throw badInput(reason.error.issues[0]?.message ?? 'Please give a reason.');
      if (!DELETED_CONTENT_CHOICES.includes(input.content)) {
        throw badInput('Choose whether their comments and posts show "[deleted]" or are removed.');
      }
      if (userId === admin.userId) throw forbidden('You cannot delete your own account here.');
      const user =
        isUuid(userId) && userId !== DELETED_ACCOUNT_ID
          ? await db.query.users.findFirst({ where: eq(users.id, userId) })
          : undefined;
      if (!user) throw notFound('User not found.');

      await stopSignIn(userId);
      await eachOf(
        await db.select({ id: videos.id }).from(videos).where(eq(videos.creatorId, userId)),
        deps.deleteVideo,
      );
      const images = await db
        .select({ key: posts.imageKey })
        .from(posts)
        .where(and(eq(posts.authorId, userId), isNotNull(posts.imageKey)));
      const profile = await db.query.userProfiles.findFirst({ where: eq(userProfiles.userId, userId) });
      if (input.content === 'remove') {
        await eachOf(
          await db.select({ id: comments.id }).from(comments).where(eq(comments.authorId, userId)),
          (id) => deps.deleteComment(actor, id),
        );
        await eachOf(await db.select({ id: posts.id }).from(posts).where(eq(posts.authorId, userId)), (id) =>
          deps.deletePost(actor, id),
        );
      }
      await db.transaction(async (tx) => {
        await keepAnAdmin(tx, userId);
        const placed = await tx
          .update(comments)
          .set({
            content: DELETED_PLACEHOLDER,
            authorId: null,
            deletedAt: now(),
            status: 'published',
            hiddenAt: null,
            hiddenBy: null,
          })
          .where(eq(comments.authorId, userId))
          .returning({ id: comments.id });
        if (placed.length > 0)
          await recount(
            tx,
            inArray(
              comments.id,
              placed.map((row) => row.id),
            ),
          );
        await ensureDeletedAccount(tx);
        await tx
          .update(posts)
          .set({
            authorId: DELETED_ACCOUNT_ID,
            title: DELETED_PLACEHOLDER,
            content: DELETED_PLACEHOLDER,
            imageKey: null,
          })
          .where(eq(posts.authorId, userId));
        await tx
          .update(orders)
          .set({ userId: null, shipping: redactedShipping })
          .where(eq(orders.userId, userId));
        await recordAction(tx, {
          adminId: admin.userId,
          action: 'DELETE_ACCOUNT',
          targetType: 'user',
          targetId: userId,
          reason: `${input.content === 'remove' ? 'content removed' : 'content shown as [deleted]'}: ${reason.data}`,
        });
        await tx.delete(users).where(eq(users.id, userId));
      });
      // Their pictures: not served once the rows are gone; removed from the store now.
      const keys = [...images.map((row) => row.key), profile?.avatarUrl].filter(
        (key): key is string => !!key,
      );
      for (const key of keys) {
        await deps.storage
          .delete(key)
          .catch((error: unknown) => deps.log?.(`could not delete ${key}: ${String(error)}`));
      }
      await deps.changes?.made({ scopes: CACHE_SCOPES });
    },
  };
}
