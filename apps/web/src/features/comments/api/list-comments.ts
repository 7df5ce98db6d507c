import { graphql } from '../../../graphql/gql';

export const LIST_COMMENTS = graphql(`
  query ListComments($targetId: ID!, $targetType: String!) {
    listComments(filter: { targetId: { eq: $targetId }, targetType: { eq: $targetType } }, limit: 1000) {
      items {
        ...CommentFields
      }
    }
  }
`);
