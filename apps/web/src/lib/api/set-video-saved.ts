import { graphql } from '../../graphql/gql';

export const SET_VIDEO_SAVED = graphql(`
  mutation SetVideoSaved($videoId: ID!, $saved: Boolean!) {
    setVideoSaved(videoId: $videoId, saved: $saved) {
      videoId
      saved
      positionSeconds
    }
  }
`);
