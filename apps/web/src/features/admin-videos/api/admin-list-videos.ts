import { graphql } from '../../../graphql/gql';

// Admins see every video, approved or not.
export const ADMIN_LIST_VIDEOS = graphql(`
  query AdminListVideos($limit: Int, $nextToken: String) {
    listVideos(limit: $limit, nextToken: $nextToken) {
      items {
        ...AdminVideoFields
      }
      nextToken
    }
  }
`);
