import { graphql } from '../../graphql/gql';

export const RECORD_WATCH_PROGRESS = graphql(`
  mutation RecordWatchProgress($entries: [WatchProgressInput!]!) {
    recordWatchProgress(entries: $entries)
  }
`);
