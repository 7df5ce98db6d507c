import { graphql } from '../../../graphql/gql';

export const SET_HISTORY_PAUSED = graphql(`
  mutation SetHistoryPaused($paused: Boolean!) {
    setHistoryPaused(paused: $paused)
  }
`);
