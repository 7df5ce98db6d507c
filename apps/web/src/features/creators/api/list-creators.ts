import { graphql } from '../../../graphql/gql';

export const LIST_CREATORS = graphql(`
  query ListCreators($limit: Int) {
    listCreators(limit: $limit) {
      items {
        ...CreatorFields
      }
      nextToken
    }
  }
`);
