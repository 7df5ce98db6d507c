import { graphql } from '../../../graphql/gql';

export const VOTE_COMMENT = graphql(`
  mutation VoteComment($commentId: ID!, $vote: CommentVote!) {
    voteComment(commentId: $commentId, vote: $vote) {
      id
      likes
      dislikes
    }
  }
`);
