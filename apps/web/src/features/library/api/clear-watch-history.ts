import { graphql } from '../../../graphql/gql';

export const CLEAR_WATCH_HISTORY = graphql(`
  mutation ClearWatchHistory {
    clearWatchHistory
  }
`);
