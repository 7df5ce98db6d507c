import { graphql } from '../../../graphql/gql';

// The uploader's e-mail address, which only admins (and the uploader) may read. The video
// carries only the uploader's public creator profile.
export const UPLOADER_PROFILE = graphql(`
  query UploaderProfile($userId: ID!) {
    listUserProfiles(filter: { userId: { eq: $userId } }) {
      items {
        id
        email
      }
    }
  }
`);
