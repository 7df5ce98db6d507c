import { graphql } from '../../../graphql/gql';

export const MOVE_PLAYLIST_VIDEO = graphql(`
  mutation MovePlaylistVideo($playlistId: ID!, $videoId: ID!, $toIndex: Int!) {
    movePlaylistVideo(playlistId: $playlistId, videoId: $videoId, toIndex: $toIndex) {
      ...PlaylistFields
    }
  }
`);
