import { type DocumentType, graphql } from '../../../graphql/gql';

export const GET_VIDEO = graphql(`
  query GetVideo($id: ID!) {
    getVideo(id: $id) {
      id
      title
      description
      views
      likes
      dislikes
      commentCount
      uploadDate
      category
      tags
      source
      isApproved
      processingStatus
      processingError
      creatorProfile {
        ...CreatorFields
      }
      products {
        ...VideoProductFields
      }
      ...PlayableVideoFields
    }
  }
`);

/** A video as its page shows it. */
export type VideoOnPage = NonNullable<DocumentType<typeof GET_VIDEO>['getVideo']>;
