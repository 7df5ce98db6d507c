import { graphql } from '../../graphql/gql';

export const CREATE_PLAYLIST = graphql(`
  mutation CreatePlaylist($input: CreatePlaylistInput!) {
    createPlaylist(input: $input) {
      ...PlaylistFields
    }
  }
`);
