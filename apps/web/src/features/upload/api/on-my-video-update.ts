import { graphql } from '../../../graphql/gql';

// Any change to a video this person may see (an admin's review, processing finishing).
export const ON_MY_VIDEO_UPDATE = graphql(`
  subscription OnMyVideoUpdate {
    onUpdateVideo {
      id
      updatedAt
    }
  }
`);
