import { graphql } from '../../../graphql/gql';

export const CREATE_VIDEO = graphql(`
  mutation CreateVideo($input: CreateVideoInput!) {
    createVideo(input: $input) {
      id
    }
  }
`);
