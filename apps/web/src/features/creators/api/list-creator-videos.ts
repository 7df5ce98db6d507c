import { graphql } from '../../../graphql/gql';

// The creator page's Videos tab.
export const LIST_CREATOR_VIDEOS = graphql(`
  query ListCreatorVideos($filter: ModelVideoFilterInput, $limit: Int) {
    listVideos(filter: $filter, limit: $limit) {
      items {
        ...VideoCardFields
      }
      nextToken
    }
  }
`);
