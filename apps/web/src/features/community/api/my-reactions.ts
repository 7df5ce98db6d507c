import { graphql } from '../../../graphql/gql';

export const MY_REACTIONS = graphql(`
  query MyReactions($postId: ID!, $userId: ID!) {
    listReactions(filter: { postId: { eq: $postId }, userId: { eq: $userId } }) {
      id
      type
    }
  }
`);
