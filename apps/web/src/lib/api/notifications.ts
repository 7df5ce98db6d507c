import { type DocumentType, graphql } from '../../graphql/gql';

// The signed-in person's notifications (issue 24), read by the bell and /notifications.

export const UNREAD_NOTIFICATION_COUNT = graphql(`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`);

export const ON_NOTIFICATIONS_CHANGED = graphql(`
  subscription OnNotificationsChanged {
    onNotificationsChanged
  }
`);

export const NOTIFICATIONS = graphql(`
  query Notifications($limit: Int, $nextToken: String) {
    notifications(limit: $limit, nextToken: $nextToken) {
      items {
        id
        kind
        text
        path
        read
        updatedAt
      }
      nextToken
    }
  }
`);

export type NotificationItem = DocumentType<typeof NOTIFICATIONS>['notifications']['items'][number];

export const MARK_NOTIFICATIONS_READ = graphql(`
  mutation MarkNotificationsRead($id: ID) {
    markNotificationsRead(id: $id)
  }
`);
