import { type DocumentType, graphql } from '../../../graphql/gql';

// The admins' user management (ADR 0035).
export const ADMIN_USERS = graphql(`
  query AdminUsers($query: String, $level: UserLevel, $status: AdminUserStatus, $limit: Int, $nextToken: String) {
    adminUsers(query: $query, level: $level, status: $status, limit: $limit, nextToken: $nextToken) {
      items {
        id
        email
        name
        username
        level
        status
        createdAt
      }
      nextToken
    }
  }
`);

export type AdminUserRow = DocumentType<typeof ADMIN_USERS>['adminUsers']['items'][number];

export const ADMIN_USER = graphql(`
  query AdminUser($id: ID!) {
    adminUser(id: $id) {
      id
      email
      name
      username
      bio
      level
      status
      createdAt
      sessions {
        id
        createdAt
        lastUsedAt
        expiresAt
        revokedAt
      }
      videos {
        ...AdminUserItemFields
      }
      comments {
        ...AdminUserItemFields
      }
      posts {
        ...AdminUserItemFields
      }
      reportsBy {
        ...AdminUserItemFields
      }
      reportsAgainst {
        ...AdminUserItemFields
      }
      orders {
        ...AdminUserItemFields
      }
      moderationLog {
        ...AdminUserItemFields
      }
    }
  }
  fragment AdminUserItemFields on AdminUserItem {
    id
    createdAt
    label
    detail
    by
    reason
  }
`);

export type AdminUserDetail = NonNullable<DocumentType<typeof ADMIN_USER>['adminUser']>;

export const SET_USER_LEVEL = graphql(`
  mutation AdminSetUserLevel($userId: ID!, $level: UserLevel!, $reason: String!) {
    adminSetUserLevel(userId: $userId, level: $level, reason: $reason)
  }
`);

export const SUSPEND_USER = graphql(`
  mutation AdminSuspendUser($userId: ID!, $suspend: Boolean!, $reason: String!) {
    adminSuspendUser(userId: $userId, suspend: $suspend, reason: $reason)
  }
`);

export const SIGN_OUT_USER = graphql(`
  mutation AdminSignOutUser($userId: ID!, $reason: String!) {
    adminSignOutUser(userId: $userId, reason: $reason)
  }
`);

export const RESEND_CONFIRMATION = graphql(`
  mutation AdminResendConfirmation($userId: ID!, $reason: String!) {
    adminResendConfirmation(userId: $userId, reason: $reason)
  }
`);

export const DELETE_USER = graphql(`
  mutation AdminDeleteUser($userId: ID!, $content: DeletedContentChoice!, $reason: String!) {
    adminDeleteUser(userId: $userId, content: $content, reason: $reason)
  }
`);
