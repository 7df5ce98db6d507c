import { graphql } from '../../../graphql/gql';

export const CREATE_COMMENT = graphql(`
  mutation CreateComment($input: CreateCommentInput!) {
    createComment(input: $input) {
      ...CommentFields
    }
  }
`);
