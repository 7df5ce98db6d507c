import { graphql } from '../../../graphql/gql';

export const BLOCKED_TERMS = graphql(`
  query BlockedTerms {
    blockedTerms {
      id
      pattern
      isRegex
      createdAt
    }
  }
`);
