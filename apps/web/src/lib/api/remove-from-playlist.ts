import { graphql } from '../../graphql/gql';

export const REMOVE_FROM_PLAYLIST = graphql(`
  mutation RemoveFromPlaylist($playlistId: ID!, $videoId: ID!) {
    removeFromPlaylist(playlistId: $playlistId, videoId: $videoId) {
      ...PlaylistFields
    }
  }
`);
