import { graphql } from '../../../graphql/gql';

export const REMOVE_FROM_WATCH_HISTORY = graphql(`
  mutation RemoveFromWatchHistory($videoId: ID!) {
    removeFromWatchHistory(videoId: $videoId)
  }
`);
