import { graphql } from '../../../graphql/gql';

export const MY_SAVED_VIDEOS = graphql(`
  query MySavedVideos($limit: Int, $nextToken: String) {
    mySavedVideos(limit: $limit, nextToken: $nextToken) {
      items {
        savedAt
        video {
          ...VideoCardFields
        }
      }
      nextToken
    }
  }
`);
