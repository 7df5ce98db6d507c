import { graphql } from '../../../graphql/gql';

// A report, hold or decision changed the queue: the screen reads it again.
export const ON_MODERATION_QUEUE_CHANGED = graphql(`
  subscription OnModerationQueueChanged {
    onModerationQueueChanged {
      action
      targetType
      targetId
    }
  }
`);
