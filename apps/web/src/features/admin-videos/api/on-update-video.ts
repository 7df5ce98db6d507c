import { graphql } from '../../../graphql/gql';

// Any change to a video (another admin's review, processing finishing) as it happens.
export const ON_UPDATE_VIDEO = graphql(`
  subscription OnUpdateVideo {
    onUpdateVideo {
      id
      updatedAt
    }
  }
`);
