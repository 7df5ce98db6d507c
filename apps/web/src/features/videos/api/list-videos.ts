import { graphql } from '../../../graphql/gql';

// Videos by category or tag, newest first: the category and tag pages and the video
// page's "More from {category}".
export const LIST_VIDEOS = graphql(`
  query ListVideos($filter: ModelVideoFilterInput, $limit: Int) {
    listVideos(filter: $filter, limit: $limit) {
      items {
        ...VideoCardFields
      }
      nextToken
    }
  }
`);
