import { defaultPreference, type NotificationKind } from '@reelboard/shared/notifications';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notificationActors, notifications } from '../../db/notification-schema.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Changes } from '../../realtime/changes.ts';

/** One thing to tell one person. Its target is one of the typed ids. */
export type NotificationEvent = {
  recipientId: string;
  kind: NotificationKind;
  action: string;
  detail?: string | null;
  videoId?: string | null;
  postId?: string | null;
  commentId?: string | null;
  orderId?: string | null;
  /** Who did it: never told about it themselves. Null for the system or a visitor. */
  actorId?: string | null;
  /** The same event told twice makes one notification (per recipient). */
  eventKey?: string;
  /** Reactions to one target gather in one unread entry, each person counted once. */
  groupKey?: string;
};

export const NOTIFICATION_EMAIL_JOB = 'notification-email';
// Notifications whose recipients one realtime event names (NOTIFY payloads stay < 8000 bytes).
const RECIPIENTS_PER_EVENT = 150;

// The person's choice for the kind, or its default, as SQL on a recipient id and a kind.
const preference = (recipient: unknown, kind: NotificationKind) => {
  const fallback = defaultPreference(kind);
  return {
    inApp: sql<boolean>`coalesce((select in_app from notification_preferences
      where user_id = ${recipient} and kind = ${kind}), ${fallback.inApp})`,
    emailState: sql<string>`case coalesce((select email from notification_preferences
      where user_id = ${recipient} and kind = ${kind}), ${fallback.email})
      when 'instant' then 'pending' when 'daily' then 'digest' else 'none' end`,
  };
};

/**
 * Stores notifications as each person chose (in the app, by e-mail, or not at all), tells
 * the recipients' open sockets on every node, and queues the e-mails to send now. Whoever
 * calls it has decided the recipient may see the target; this adds the rules every kind
 * shares: never to the person who did it, never twice for one event.
 */
export function createNotificationRecorder(deps: {
  db: Database;
  changes?: Changes;
  jobs?: Pick<JobQueue, 'send'>;
}) {
  const { db } = deps;

  async function insertOne(
    event: NotificationEvent,
  ): Promise<{ id: string; emailState: string } | undefined> {
    const wanted = preference(event.recipientId, event.kind);
    const rows = await db.execute<{ id: string; email_state: string; in_app: boolean }>(sql`
      insert into ${notifications} (recipient_id, kind, action, detail, video_id, post_id, comment_id,
        order_id, actor_id, event_key, group_key, actor_count, in_app, email_state)
      select ${event.recipientId}::uuid, ${event.kind}, ${event.action}, ${event.detail ?? null},
        ${event.videoId ?? null}::uuid, ${event.postId ?? null}::uuid, ${event.commentId ?? null}::uuid,
        ${event.orderId ?? null}::uuid, ${event.actorId ?? null}::uuid, ${event.eventKey ?? null},
        ${event.groupKey ?? null}, ${event.groupKey ? 0 : 1}, wanted.in_app, wanted.email_state
      from (select ${wanted.inApp} as in_app, ${wanted.emailState} as email_state) wanted
      where wanted.in_app or wanted.email_state <> 'none'
      on conflict do nothing
      returning id, email_state, in_app`);
    const row = rows.rows[0];
    return row && { id: row.id, emailState: row.email_state };
  }

  /** Counts the actor in the recipient's open entry for the group, making it if need be. */
  async function group(event: NotificationEvent & { groupKey: string; actorId: string }): Promise<boolean> {
    await insertOne(event);
    const [open] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientId, event.recipientId),
          eq(notifications.groupKey, event.groupKey),
          isNull(notifications.readAt),
        ),
      );
    if (!open) return false; // the person turned this kind off
    const counted = await db.execute(sql`
      with added as (
        insert into ${notificationActors} (notification_id, actor_id) values (${open.id}, ${event.actorId})
        on conflict do nothing returning notification_id)
      update ${notifications} set actor_count = actor_count + 1, actor_id = ${event.actorId}, updated_at = now()
      where id = ${open.id} and exists (select from added)
      returning id`);
    return counted.rows.length > 0;
  }

  /** Records each event; answers the recipients who were told something new. */
  async function record(events: readonly NotificationEvent[]): Promise<string[]> {
    const told = new Set<string>();
    let emailsWaiting = false;
    for (const event of events) {
      if (event.actorId && event.actorId === event.recipientId) continue;
      if (event.groupKey) {
        if (!event.actorId) continue;
        if (await group({ ...event, groupKey: event.groupKey, actorId: event.actorId }))
          told.add(event.recipientId);
        continue;
      }
      const row = await insertOne(event);
      if (!row) continue;
      told.add(event.recipientId);
      if (row.emailState === 'pending') emailsWaiting = true;
    }
    await announce([...told]);
    if (emailsWaiting) await queueEmails();
    return [...told];
  }

  /** Tells the recipients' open sockets, on every node, that their notifications changed. */
  async function announce(recipientIds: readonly string[]) {
    for (let start = 0; start < recipientIds.length; start += RECIPIENTS_PER_EVENT) {
      const chunk = recipientIds.slice(start, start + RECIPIENTS_PER_EVENT);
      await deps.changes?.made({
        scopes: [],
        events: [['notifications.changed', { recipientIds: chunk }]],
        writerReadsFresh: false,
      });
    }
  }

  const queueEmails = () =>
    deps.jobs?.send(NOTIFICATION_EMAIL_JOB, {}, { singletonKey: NOTIFICATION_EMAIL_JOB });

  return { record, announce, queueEmails };
}

export type NotificationRecorder = ReturnType<typeof createNotificationRecorder>;
