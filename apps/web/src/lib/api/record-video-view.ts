import { graphql } from '../../graphql/gql';

export const RECORD_VIDEO_VIEW = graphql(`
  mutation RecordVideoView($videoId: ID!) {
    recordVideoView(videoId: $videoId) {
      id
      views
    }
  }
`);
