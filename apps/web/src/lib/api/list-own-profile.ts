import { graphql } from '../../graphql/gql';

export const LIST_OWN_PROFILE = graphql(`
  query ListUserProfiles($sub: ID!) {
    listUserProfiles(filter: { userId: { eq: $sub } }) {
      items {
        ...UserProfileFields
      }
      nextToken
    }
  }
`);
