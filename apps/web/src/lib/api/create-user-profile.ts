import { graphql } from '../../graphql/gql';

export const CREATE_USER_PROFILE = graphql(`
  mutation CreateUserProfile($input: CreateUserProfileInput!) {
    createUserProfile(input: $input) {
      ...UserProfileFields
    }
  }
`);
