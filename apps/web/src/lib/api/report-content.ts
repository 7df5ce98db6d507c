import { graphql } from '../../graphql/gql';

// The report dialog's one operation; videos, comments, posts and creator pages all open it.
export const REPORT_CONTENT = graphql(`
  mutation ReportContent($input: ReportContentInput!) {
    reportContent(input: $input) {
      id
    }
  }
`);
