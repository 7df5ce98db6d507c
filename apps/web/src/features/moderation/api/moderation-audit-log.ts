import { type DocumentType, graphql } from '../../../graphql/gql';

// Every moderation action, newest first.
export const MODERATION_AUDIT_LOG = graphql(`
  query ModerationAuditLog($limit: Int, $nextToken: String) {
    moderationAuditLog(limit: $limit, nextToken: $nextToken) {
      items {
        id
        actor
        actorName
        action
        targetType
        targetId
        reason
        createdAt
      }
      nextToken
    }
  }
`);

export type AuditEntry = DocumentType<typeof MODERATION_AUDIT_LOG>['moderationAuditLog']['items'][number];
