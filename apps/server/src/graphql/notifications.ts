import { filter, map, pipe } from '@graphql-yoga/subscription';
import {
  emailDeliveries,
  type NotificationPreference,
  notificationKinds,
} from '@reelboard/shared/notifications';
import { requireUser } from '../services/actors.ts';
import type { NotificationView } from '../services/notifications/notification-service.ts';
import { builder } from './builder.ts';
import { nowAndOnEvery } from './now-and-on-every.ts';

// Notifications (issue 24): the signed-in person's own, never anyone else's.

const NotificationKindType = builder.enumType('NotificationKind', { values: notificationKinds });
const EmailDeliveryType = builder.enumType('NotificationEmailDelivery', { values: emailDeliveries });

const NotificationType = builder.objectRef<NotificationView>('Notification').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: NotificationKindType, resolve: (row) => row.kind }),
    text: t.exposeString('text', { description: 'What happened, in one sentence.' }),
    path: t.exposeString('path', { description: 'Where on the site it is about.' }),
    read: t.exposeBoolean('read'),
    createdAt: t.field({ type: 'AWSDateTime', resolve: (row) => row.createdAt }),
    updatedAt: t.field({ type: 'AWSDateTime', resolve: (row) => row.updatedAt }),
  }),
});

const NotificationPage = builder
  .objectRef<{ items: NotificationView[]; nextToken: string | null }>('NotificationConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [NotificationType], resolve: (page) => page.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const PreferenceType = builder.objectRef<NotificationPreference>('NotificationPreference').implement({
  fields: (t) => ({
    kind: t.field({ type: NotificationKindType, resolve: (row) => row.kind }),
    inApp: t.exposeBoolean('inApp'),
    email: t.field({ type: EmailDeliveryType, resolve: (row) => row.email }),
  }),
});

builder.queryFields((t) => ({
  notifications: t.field({
    type: NotificationPage,
    description: "The signed-in person's notifications, newest first.",
    args: { limit: t.arg.int({ required: false }), nextToken: t.arg.string({ required: false }) },
    resolve: (_root, args, context) => context.services.notifications.service.list(context.actor, args),
  }),
  unreadNotificationCount: t.int({
    description: 'Unread notifications, counted up to 10 (the bell shows "9+" beyond 9).',
    resolve: (_root, _args, context) => context.services.notifications.service.unreadCount(context.actor),
  }),
  notificationPreferences: t.field({
    type: [PreferenceType],
    resolve: (_root, _args, context) => context.services.notifications.service.preferences(context.actor),
  }),
}));

builder.mutationFields((t) => ({
  markNotificationsRead: t.int({
    description: 'Marks one notification read, or all of them without an id; answers the unread count.',
    args: { id: t.arg.id({ required: false }) },
    resolve: (_root, args, context) =>
      context.services.notifications.service.markRead(context.actor, args.id ? String(args.id) : undefined),
  }),
  setNotificationPreference: t.field({
    type: [PreferenceType],
    args: {
      kind: t.arg({ type: NotificationKindType, required: true }),
      inApp: t.arg.boolean({ required: true }),
      email: t.arg({ type: EmailDeliveryType, required: true }),
    },
    resolve: (_root, args, context) =>
      context.services.notifications.service.setPreference(context.actor, args),
  }),
}));

builder.subscriptionFields((t) => ({
  onNotificationsChanged: t.int({
    description: "The signed-in person's unread count: at once, then each time their notifications change.",
    subscribe: (_root, _args, context) => {
      const { userId } = requireUser(context.actor);
      const count = () => context.services.notifications.service.unreadCount(context.actor);
      return nowAndOnEvery(
        count,
        pipe(
          context.services.events.pubSub.subscribe('notifications.changed'),
          filter((event) => event.recipientIds.includes(userId)),
          map(count),
        ),
      );
    },
    resolve: (count: number) => count,
  }),
}));
