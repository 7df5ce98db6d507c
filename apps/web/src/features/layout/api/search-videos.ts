import { graphql } from '../../../graphql/gql';

// The navigation bar's search: videos whose title contains the text, any case.
export const SEARCH_VIDEOS = graphql(`
  query SearchVideos($filter: ModelVideoFilterInput, $limit: Int) {
    listVideos(filter: $filter, limit: $limit) {
      items {
        id
        title
        category
      }
    }
  }
`);
