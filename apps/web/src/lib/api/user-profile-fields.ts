import { type DocumentType, graphql } from '../../graphql/gql';

const USER_PROFILE_FIELDS = graphql(`
  fragment UserProfileFields on UserProfile {
    id
    userId
    username
    email
    bio
    avatarUrl
    avatarImageUrl
    followers
    following
    level
    createdAt
    updatedAt
  }
`);

/** The signed-in user's own profile record (SPEC.md section 3). */
export type UserProfile = DocumentType<typeof USER_PROFILE_FIELDS>;
