import { graphql } from '../../../graphql/gql';

export const NOTIFICATION_PREFERENCES = graphql(`
  query NotificationPreferences {
    notificationPreferences {
      kind
      inApp
      email
    }
  }
`);

export const SET_NOTIFICATION_PREFERENCE = graphql(`
  mutation SetNotificationPreference($kind: NotificationKind!, $inApp: Boolean!, $email: NotificationEmailDelivery!) {
    setNotificationPreference(kind: $kind, inApp: $inApp, email: $email) {
      kind
      inApp
      email
    }
  }
`);
