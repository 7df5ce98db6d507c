import { graphql } from '../../../graphql/gql';

export const ADD_BLOCKED_TERM = graphql(`
  mutation AddBlockedTerm($input: AddBlockedTermInput!) {
    addBlockedTerm(input: $input) {
      id
    }
  }
`);
