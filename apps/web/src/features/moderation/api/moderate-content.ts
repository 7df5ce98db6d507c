import { graphql } from '../../../graphql/gql';

export const MODERATE_CONTENT = graphql(`
  mutation ModerateContent($input: ModerateContentInput!) {
    moderateContent(input: $input) {
      targetType
      targetId
      action
    }
  }
`);
