import { createHash } from 'node:crypto';
import { defaultPreference, type NotificationKind, notificationKinds } from '@reelboard/shared/notifications';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { notificationActors, notifications } from '../../db/notification-schema.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Changes } from '../../realtime/changes.ts';

/** What one notification is about; the recipients come from the caller's SQL or an id. */
export type NotificationSubject = {
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
};

export const NOTIFICATION_EMAIL_JOB = 'notification-email';
const dialect = new PgDialect();
// Notifications whose recipients one realtime event names (NOTIFY payloads stay < 8000 bytes).
const RECIPIENTS_PER_EVENT = 150;

// The defaults are the code's own constants, written into the SQL as literals: as bound
// parameters they would arrive untyped, as text.
const byKind = (value: (kind: NotificationKind) => boolean | string) =>
  sql.join(
    notificationKinds.map((kind) => {
      const literal = value(kind);
      return sql`when ${kind} then ${sql.raw(typeof literal === 'boolean' ? String(literal) : `'${literal}'`)}`;
    }),
    sql` `,
  );

/**
 * Each recipient's choice for the kind, or the kind's default: SQL columns `in_app` and
 * `email_state` over a row with `recipient_id` and `kind` and a left join `p` on
 * notification_preferences. In the inserting statement itself, so that choosing costs
 * nothing more, for one recipient or a hundred thousand.
 */
export const wantedColumns = (kind: SQL) => sql`
  coalesce(p.in_app, case ${kind} ${byKind((k) => defaultPreference(k).inApp)} end) as in_app,
  case coalesce(p.email, case ${kind} ${byKind((k) => defaultPreference(k).email)} end)
    when 'instant' then 'pending' when 'daily' then 'digest' else 'none' end as email_state`;

/**
 * The INSERT of the notifications `rows` names (SQL rows of `recipient_id`, `kind`, `action`,
 * `rank`, the subject's columns `detail`, `video_id`, `post_id`, `comment_id`, `order_id`,
 * `actor_id`, `event_key`, and `at`, when it happened); returns who was told. Where two rows
 * name one person for one event, the lower rank is told.
 */
export const insertRows = (rows: SQL) => sql`
  insert into ${notifications} (recipient_id, kind, action, detail, video_id, post_id, comment_id, order_id,
    actor_id, event_key, in_app, email_state, created_at, updated_at)
  select recipient_id, kind, action, detail, video_id, post_id, comment_id, order_id,
    actor_id, event_key, in_app, email_state, at, at
  from (
    select r.*, ${wantedColumns(sql`r.kind`)}
    from (${rows}) r left join notification_preferences p on p.user_id = r.recipient_id and p.kind = r.kind
    where r.recipient_id is not null and r.recipient_id is distinct from r.actor_id
  ) wanted
  where in_app or email_state <> 'none'
  order by rank
  on conflict do nothing
  returning recipient_id, email_state`;

/** The rows of one subject for the recipients `candidates` names. */
const subjectRows = (subject: NotificationSubject, candidates: SQL) => sql`
  select c.recipient_id, c.kind, c.action, c.rank, ${subject.detail ?? null}::text as detail,
    ${subject.videoId ?? null}::uuid as video_id, ${subject.postId ?? null}::uuid as post_id,
    ${subject.commentId ?? null}::uuid as comment_id, ${subject.orderId ?? null}::uuid as order_id,
    ${subject.actorId ?? null}::uuid as actor_id, ${subject.eventKey ?? null}::text as event_key, now() as at
  from (${candidates}) c`;

export type Told = readonly { recipient_id: string; email_state: string }[];

/**
 * Stores notifications as each person chose (in the app, by e-mail, or not at all), tells
 * the recipients' open sockets on every node, and queues the e-mails to send now. Whoever
 * calls it has decided the recipients may see the subject; this adds the rules every kind
 * shares: never to the person who did it, never twice for one event. One statement each,
 * on the path of the write that caused it; comments are told in batches, off their writer's
 * path (comment-notices.ts).
 */
export function createNotificationRecorder(deps: {
  db: Database;
  changes?: Changes;
  jobs?: Pick<JobQueue, 'send'>;
}) {
  const { db } = deps;

  /**
   * One subject for the recipients `candidates` names (SQL rows of `recipient_id`, `kind`,
   * `action` and `rank`): where two rows name one person, the lower rank is told. Answers
   * the recipients told.
   */
  async function recordFor(subject: NotificationSubject, candidates: SQL): Promise<string[]> {
    const rows = await prepared<{ recipient_id: string; email_state: string }>(
      insertRows(subjectRows(subject, candidates)),
    );
    await told(rows);
    return rows.map((row) => row.recipient_id);
  }

  // These statements are long and made on busy writes (a comment): planning them anew each
  // time cost the server a fifth of its comments under load. As named statements, each
  // connection plans a shape once (node-postgres prepares it on first use).
  async function prepared<Row>(statement: SQL): Promise<Row[]> {
    const { sql: text, params } = dialect.sqlToQuery(statement);
    const name = `notify-${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    const result = await db.$client.query({ name, text, values: params });
    return result.rows as Row[];
  }

  /** One subject for one person. */
  const record = (recipientId: string, subject: NotificationSubject) =>
    recordFor(
      subject,
      sql`select ${recipientId}::uuid as recipient_id, ${subject.kind} as kind, ${subject.action} as action, 1 as rank`,
    );

  /**
   * A reaction joins the recipient's unread entry for the same content (`groupKey`), each
   * person counted once however often they react: one statement.
   */
  async function group(
    recipientId: string,
    subject: NotificationSubject & { actorId: string; groupKey: string },
  ) {
    if (recipientId === subject.actorId) return;
    const rows = await db.execute<{ recipient_id: string; email_state: string }>(sql`
      with wanted as (
        select ${recipientId}::uuid as recipient_id, ${wantedColumns(sql`${subject.kind}`)}
        from (select) one left join notification_preferences p on p.user_id = ${recipientId} and p.kind = ${subject.kind}),
      entry as (
        insert into ${notifications} as n (recipient_id, kind, action, video_id, post_id, comment_id, actor_id,
          group_key, in_app, email_state)
        select recipient_id, ${subject.kind}, ${subject.action}, ${subject.videoId ?? null}::uuid,
          ${subject.postId ?? null}::uuid, ${subject.commentId ?? null}::uuid, ${subject.actorId}::uuid,
          ${subject.groupKey}, in_app, email_state
        from wanted where in_app or email_state <> 'none'
        on conflict (recipient_id, group_key) where group_key is not null and read_at is null
        do update set actor_id = excluded.actor_id, updated_at = now(),
          actor_count = n.actor_count + (not exists (select from ${notificationActors} a
            where a.notification_id = n.id and a.actor_id = excluded.actor_id))::int
        returning id, recipient_id, email_state)
      insert into ${notificationActors} (notification_id, actor_id)
      select id, ${subject.actorId}::uuid from entry on conflict do nothing
      returning (select recipient_id from entry), (select email_state from entry)`);
    await told(rows.rows);
  }

  /** Tells the sockets of the people told, and queues what is to be mailed now. */
  async function told(rows: Told) {
    await announce(rows.map((row) => row.recipient_id));
    if (rows.some((row) => row.email_state === 'pending')) await queueEmails();
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

  return { record, recordFor, group, told, announce, queueEmails };
}

export type NotificationRecorder = ReturnType<typeof createNotificationRecorder>;
