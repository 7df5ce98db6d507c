import { type DocumentType, graphql } from '../../graphql/gql';

const CREATOR_FIELDS = graphql(`
  fragment CreatorFields on Creator {
    id
    name
    avatarUrl
    followers
    videoCount
    verified
    isFollowing
  }
`);

/** A creator as the video page, the creator pages and the Follow button show them. */
export type Creator = DocumentType<typeof CREATOR_FIELDS>;
