import { graphql } from '../../../graphql/gql';

export const REMOVE_BLOCKED_TERM = graphql(`
  mutation RemoveBlockedTerm($id: ID!) {
    removeBlockedTerm(id: $id) {
      id
    }
  }
`);
