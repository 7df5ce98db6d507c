import { emailDeliveries, notificationKinds } from '@reelboard/shared/notifications';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, transactionId } from './columns.ts';
import { comments, posts } from './community-schema.ts';
import { users } from './schema.ts';
import { orders } from './shop-schema.ts';
import { videos } from './video-schema.ts';

// Notifications (issue 24). A notification points at its target through one typed column
// per kind of target, each deleted with it: an entry whose target was removed disappears.

/** none: no e-mail; pending: to send now; digest: in the next daily digest; sent. */
export const notificationEmailStates = ['none', 'pending', 'digest', 'sent'] as const;

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    /** What happened, within the kind: 'replied', 'liked', 'approved', 'hidden', 'shipped'... */
    action: text('action').notNull(),
    /** A reason or a status to show with it (a failure's reason, a decision's). */
    detail: text('detail'),
    videoId: uuid('video_id').references(() => videos.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The latest person who did it; null for the system or an anonymous visitor. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Distinct people grouped in this entry (likes), 1 otherwise. */
    actorCount: integer('actor_count').notNull().default(1),
    /** One event, one notification: a second delivery of the same event changes nothing. */
    eventKey: text('event_key'),
    /** Reactions to one target gather in one unread entry with this key. */
    groupKey: text('group_key'),
    /** False when the person wants this kind by e-mail only: the app lists it nowhere. */
    inApp: boolean('in_app').notNull().default(true),
    emailState: text('email_state', { enum: notificationEmailStates }).notNull().default('none'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** When it last changed (a grouped like): the list is newest first by this. */
    updatedAt: at('updated_at').notNull().defaultNow(),
    readAt: at('read_at'),
  },
  (table) => [
    index('notifications_recipient_idx').on(table.recipientId, table.updatedAt, table.id),
    index('notifications_unread_idx')
      .on(table.recipientId)
      .where(sql`${table.readAt} is null and ${table.inApp}`),
    uniqueIndex('notifications_event_idx')
      .on(table.recipientId, table.eventKey)
      .where(sql`${table.eventKey} is not null`),
    uniqueIndex('notifications_open_group_idx')
      .on(table.recipientId, table.groupKey)
      .where(sql`${table.groupKey} is not null and ${table.readAt} is null`),
    index('notifications_email_idx')
      .on(table.emailState)
      .where(sql`${table.emailState} in ('pending', 'digest')`),
  ],
);

/** Who is counted in a grouped entry: each person once, however often they react. */
export const notificationActors = pgTable(
  'notification_actors',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.notificationId, table.actorId] })],
);

/** A person's choices per kind; a kind without a row follows defaultPreference. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    inApp: boolean('in_app').notNull(),
    email: text('email', { enum: emailDeliveries }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/**
 * How far a background reader of the site's writes has told people, per source ('comments'):
 * every write of a transaction below `position` has been read (ADR 0026).
 */
export const notificationCursors = pgTable('notification_cursors', {
  source: text('source').primaryKey(),
  position: transactionId('position').notNull(),
});
