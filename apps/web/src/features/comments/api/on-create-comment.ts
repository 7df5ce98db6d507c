import { graphql } from '../../../graphql/gql';

export const ON_CREATE_COMMENT = graphql(`
  subscription OnCreateComment($targetId: ID!, $targetType: CommentTargetType!) {
    onCreateComment(targetId: $targetId, targetType: $targetType) {
      ...CommentFields
    }
  }
`);
