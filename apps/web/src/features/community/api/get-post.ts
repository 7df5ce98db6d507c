import { graphql } from '../../../graphql/gql';

export const GET_POST = graphql(`
  query GetPost($id: ID!) {
    getPost(id: $id) {
      ...PostFields
    }
  }
`);
