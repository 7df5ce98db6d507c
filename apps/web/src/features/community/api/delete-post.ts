import { graphql } from '../../../graphql/gql';

export const DELETE_POST = graphql(`
  mutation DeletePost($id: ID!) {
    deletePost(id: $id) {
      id
    }
  }
`);
