import { graphql } from '../../../graphql/gql';

export const UPDATE_POST = graphql(`
  mutation UpdatePost($input: UpdatePostInput!) {
    updatePost(input: $input) {
      ...PostFields
    }
  }
`);
