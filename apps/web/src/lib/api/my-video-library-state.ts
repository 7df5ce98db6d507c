import { graphql } from '../../graphql/gql';

// Whether the signed-in person saved a video, and where they left it (the Save button and
// the player's resume).
export const MY_VIDEO_LIBRARY_STATE = graphql(`
  query MyVideoLibraryState($videoId: ID!) {
    myVideoLibraryState(videoId: $videoId) {
      videoId
      saved
      positionSeconds
    }
  }
`);
