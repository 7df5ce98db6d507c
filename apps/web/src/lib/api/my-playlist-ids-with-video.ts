import { graphql } from '../../graphql/gql';

export const MY_PLAYLIST_IDS_WITH_VIDEO = graphql(`
  query MyPlaylistIdsWithVideo($videoId: ID!) {
    myPlaylistIdsWithVideo(videoId: $videoId)
  }
`);
