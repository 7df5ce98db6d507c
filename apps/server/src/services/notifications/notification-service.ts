import { isUuid } from '@reelboard/shared/ids';
import { notificationPreferenceSchema } from '@reelboard/shared/notification-preferences';
import {
  defaultPreference,
  type NotificationKind,
  type NotificationPreference,
  notificationKinds,
  notificationPath,
  notificationSentence,
} from '@reelboard/shared/notifications';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { comments, posts } from '../../db/community-schema.ts';
import { commentShown, postShown } from '../../db/moderation-visibility.ts';
import { notificationPreferences, notifications } from '../../db/notification-schema.ts';
import { decodeCursor, pageSize, pastCursor, toPage } from '../../db/pagination.ts';
import { userProfiles, users } from '../../db/schema.ts';
import { videos } from '../../db/video-schema.ts';
import { badInput } from '../../errors.ts';
import type { Changes } from '../../realtime/changes.ts';
import { type Actor, requireUser } from '../actors.ts';
import { publiclyVisible } from '../videos/video-queries.ts';
import { factColumns, factsOf } from './notification-facts.ts';

export type NotificationView = {
  id: string;
  kind: NotificationKind;
  text: string;
  path: string;
  read: boolean;
  createdAt: Date;
  updatedAt: Date;
};

/** The badge never says more than "9+": counting stops there. */
const COUNT_UP_TO = 10;

/**
 * What the recipient may still see: entries of content removed since are deleted with it;
 * those of content hidden since are left out, unless the content is the recipient's own.
 */
const stillShown = (): SQL => sql`${notifications.inApp}
  and (${notifications.videoId} is null or exists (select from ${videos} where ${videos.id} = ${notifications.videoId}
    and (${publiclyVisible(new Date())} or ${videos.creatorId} = ${notifications.recipientId})))
  and (${notifications.postId} is null or exists (select from ${posts} where ${posts.id} = ${notifications.postId}
    and (${postShown} or ${posts.authorId} = ${notifications.recipientId})))
  and (${notifications.commentId} is null or exists (select from ${comments} where ${comments.id} = ${notifications.commentId}
    and ${comments.deletedAt} is null and (${commentShown} or ${comments.authorId} = ${notifications.recipientId})))`;

// A person's notifications (issue 24): the bell's count, the list, marking read, choices.
export function createNotificationService(deps: { db: Database; changes?: Changes }) {
  const { db } = deps;

  const mine = (userId: string) => and(eq(notifications.recipientId, userId), stillShown());

  async function list(actor: Actor, args: { limit?: number | null; nextToken?: string | null }) {
    const user = requireUser(actor);
    const size = pageSize(args.limit ?? 20);
    const after = pastCursor(
      decodeCursor(args.nextToken),
      { at: notifications.updatedAt, id: notifications.id },
      'desc',
    );
    const rows = await db
      .select(factColumns)
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.actorId))
      .leftJoin(userProfiles, eq(userProfiles.userId, notifications.actorId))
      .where(and(mine(user.userId), after))
      .orderBy(desc(notifications.updatedAt), desc(notifications.id))
      .limit(size + 1);
    const views = rows.map((found): NotificationView => {
      const { row } = found;
      const facts = factsOf(found);
      return {
        id: row.id,
        kind: row.kind,
        text: notificationSentence(facts),
        path: notificationPath(facts),
        read: row.readAt !== null,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      };
    });
    return toPage(views, size, (view) => view.updatedAt);
  }

  async function unreadCount(actor: Actor): Promise<number> {
    const user = requireUser(actor);
    const rows = await db.execute<{ count: number }>(sql`select count(*)::int as count from (
      select from ${notifications} where ${mine(user.userId)} and ${notifications.readAt} is null
      limit ${COUNT_UP_TO}) unread`);
    return rows.rows[0]?.count ?? 0;
  }

  /** Marks one entry (or, without an id, every entry) of the person read. */
  async function markRead(actor: Actor, id?: string): Promise<number> {
    const user = requireUser(actor);
    if (id !== undefined && !isUuid(id)) throw badInput('Unknown notification.');
    await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(notifications.recipientId, user.userId),
          isNull(notifications.readAt),
          id ? eq(notifications.id, id) : undefined,
        ),
      );
    await deps.changes?.made({
      scopes: [],
      events: [['notifications.changed', { recipientIds: [user.userId] }]],
      writerReadsFresh: false,
    });
    return unreadCount(actor);
  }

  async function preferences(actor: Actor): Promise<NotificationPreference[]> {
    const user = requireUser(actor);
    const chosen = await db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, user.userId));
    return notificationKinds.map((kind) => {
      const row = chosen.find((choice) => choice.kind === kind);
      return row ? { kind, inApp: row.inApp, email: row.email } : defaultPreference(kind);
    });
  }

  async function setPreference(actor: Actor, input: unknown): Promise<NotificationPreference[]> {
    const user = requireUser(actor);
    const parsed = notificationPreferenceSchema.safeParse(input);
    if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'Invalid preference.');
    await savePreference(db, user.userId, parsed.data);
    return preferences(actor);
  }

  return { list, unreadCount, markRead, preferences, setPreference };
}

/** Stores one choice; the unsubscribe link uses it too. */
export async function savePreference(db: Database, userId: string, choice: NotificationPreference) {
  await db
    .insert(notificationPreferences)
    .values({ userId, ...choice })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { inApp: choice.inApp, email: choice.email },
    });
}
