import { graphql } from '../../../graphql/gql';

// Community Highlights: each list ranked by the server (SPEC.md section 9).
export const COMMUNITY_BOARD = graphql(`
  query CommunityBoard {
    communityBoard {
      videos {
        id
        title
        thumbnailUrl
        commentCount
      }
      posts {
        ...PostFields
      }
      popularVideoComments {
        videoTitle
        comment {
          id
          content
          targetId
          authorName
          authorAvatarUrl
        }
      }
    }
  }
`);
