import { graphql } from '../../../graphql/gql';

// The Following tab of /shorts: followed creators' videos that the Shorts player plays, newest
// first; 10 a page, as a visit starts from the newest and skips those the session has shown.
export const FOLLOWING_SHORTS = graphql(`
  query FollowingShorts($nextToken: String) {
    followingFeed(nextToken: $nextToken, limit: 10, playableInShorts: true) {
      items {
        ...ShortFields
      }
      nextToken
    }
  }
`);
