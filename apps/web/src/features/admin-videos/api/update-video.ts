import { graphql } from '../../../graphql/gql';

export const UPDATE_VIDEO = graphql(`
  mutation UpdateVideo($input: UpdateVideoInput!) {
    updateVideo(input: $input) {
      ...AdminVideoFields
    }
  }
`);
