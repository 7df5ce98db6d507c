import { graphql } from '../../graphql/gql';

export const ADD_TO_PLAYLIST = graphql(`
  mutation AddToPlaylist($playlistId: ID!, $videoId: ID!) {
    addToPlaylist(playlistId: $playlistId, videoId: $videoId) {
      ...PlaylistFields
    }
  }
`);
