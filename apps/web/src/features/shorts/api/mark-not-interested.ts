import { graphql } from '../../../graphql/gql';

export const MARK_NOT_INTERESTED = graphql(`
  mutation MarkNotInterested($videoId: ID!) {
    markNotInterested(videoId: $videoId)
  }
`);
