import { type DocumentType, graphql } from '../../../graphql/gql';

// The creator's videos in the studio, newest first, with all-time figures (issue 26).
export const STUDIO_VIDEOS = graphql(`
  query StudioVideos($after: String, $limit: Int) {
    studioVideos(after: $after, limit: $limit) {
      items {
        video {
          id
          title
          uploadDate
        }
        status
        views
        watchSeconds
        likes
        comments
        cartAdds
        revenueCents
        publishAt
      }
      nextToken
    }
  }
`);

export type StudioVideoRow = DocumentType<typeof STUDIO_VIDEOS>['studioVideos']['items'][number];
