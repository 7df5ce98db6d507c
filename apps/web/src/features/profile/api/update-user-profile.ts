import { graphql } from '../../../graphql/gql';

export const UPDATE_USER_PROFILE = graphql(`
  mutation UpdateUserProfile($input: UpdateUserProfileInput!) {
    updateUserProfile(input: $input) {
      ...UserProfileFields
    }
  }
`);
