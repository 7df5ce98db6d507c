import { type DocumentType, graphql } from '../../../graphql/gql';

// The creator's own videos, pending ones included (the server shows a creator who filters
// by their own id everything they uploaded).
export const MY_VIDEOS = graphql(`
  query MyVideos($filter: ModelVideoFilterInput, $limit: Int) {
    listVideos(filter: $filter, limit: $limit) {
      items {
        id
        title
        category
        uploadDate
        isApproved
        publishAt
        processingStatus
        processingError
        products {
          _id
        }
        shopStats {
          cartAdds
          attributedOrders
        }
      }
      nextToken
    }
  }
`);

export type MyVideo = DocumentType<typeof MY_VIDEOS>['listVideos']['items'][number];
