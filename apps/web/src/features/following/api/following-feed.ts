import { graphql } from '../../../graphql/gql';

// The videos of the creators the signed-in reader follows, newest first, a page at a time.
export const FOLLOWING_FEED = graphql(`
  query FollowingFeed($nextToken: String) {
    followingFeed(nextToken: $nextToken) {
      items {
        ...VideoCardFields
      }
      nextToken
    }
  }
`);
