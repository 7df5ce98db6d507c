import { graphql } from '../../../graphql/gql';

// The toast's Undo after "Not interested".
export const UNDO_NOT_INTERESTED = graphql(`
  mutation UndoNotInterested($videoId: ID!) {
    undoNotInterested(videoId: $videoId)
  }
`);
