import { graphql } from '../../../graphql/gql';

export const TOGGLE_REACTION = graphql(`
  mutation ToggleReaction($postId: ID!, $type: PostReactionType!) {
    toggleReaction(postId: $postId, type: $type) {
      reacted
      post {
        ...PostFields
      }
    }
  }
`);
