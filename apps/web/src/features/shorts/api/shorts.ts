import { type DocumentType, graphql } from '../../../graphql/gql';

const SHORT_FIELDS = graphql(`
  fragment ShortFields on Video {
    id
    likes
    dislikes
    commentCount
    creatorProfile {
      ...CreatorFields
    }
    products {
      ...VideoProductFields
    }
    ...PlayableVideoFields
  }
`);

/** A short as the feed shows it. */
export type Short = DocumentType<typeof SHORT_FIELDS>;

export const SHORTS_FEED = graphql(`
  query ShortsFeed($nextToken: String) {
    shortsFeed(nextToken: $nextToken) {
      items {
        ...ShortFields
      }
      nextToken
    }
  }
`);

// A shared link's short, shown first whatever its place in the feed.
export const SHORT_BY_ID = graphql(`
  query ShortById($id: ID!) {
    getVideo(id: $id) {
      ...ShortFields
    }
  }
`);
