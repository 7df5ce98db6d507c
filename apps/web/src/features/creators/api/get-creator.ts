import { graphql } from '../../../graphql/gql';

export const GET_CREATOR = graphql(`
  query GetCreator($id: ID!) {
    getCreator(id: $id) {
      ...CreatorFields
    }
  }
`);
