import { graphql } from '../../../graphql/gql';

export const MY_WATCH_HISTORY = graphql(`
  query MyWatchHistory($limit: Int, $nextToken: String) {
    myHistoryPaused
    myWatchHistory(limit: $limit, nextToken: $nextToken) {
      items {
        watchedAt
        positionSeconds
        video {
          ...VideoCardFields
          durationSeconds
        }
      }
      nextToken
    }
  }
`);
