import { graphql } from '../../../graphql/gql';

export const UPDATE_COMMENT = graphql(`
  mutation UpdateComment($input: UpdateCommentInput!) {
    updateComment(input: $input) {
      ...CommentFields
    }
  }
`);
