import { type DocumentType, graphql } from '../../../graphql/gql';

// Open reports grouped by target, the weightiest first, then the oldest (ADR 0017).
export const MODERATION_QUEUE = graphql(`
  query ModerationQueue($limit: Int, $nextToken: String) {
    moderationQueue(limit: $limit, nextToken: $nextToken) {
      items {
        targetType
        targetId
        reportCount
        reasons {
          reason
          count
        }
        details {
          reason
          details
          createdAt
        }
        firstReportedAt
        lastReportedAt
        state
        title
        text
        authorId
        authorName
        authorSuspended
      }
      nextToken
    }
  }
`);

export type QueueItem = DocumentType<typeof MODERATION_QUEUE>['moderationQueue']['items'][number];
