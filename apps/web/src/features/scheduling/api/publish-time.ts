import { graphql } from '../../../graphql/gql';

// A video's publish time as its uploader or an admin manages it (ADR 0039).
export const VIDEO_PUBLISH_TIME = graphql(`
  query VideoPublishTime($id: ID!) {
    getVideo(id: $id) {
      id
      title
      isApproved
      publishAt
    }
  }
`);

export const SET_VIDEO_PUBLISH_TIME = graphql(`
  mutation SetVideoPublishTime($videoId: ID!, $publishAt: AWSDateTime) {
    setVideoPublishTime(videoId: $videoId, publishAt: $publishAt) {
      id
      isApproved
      publishAt
    }
  }
`);
