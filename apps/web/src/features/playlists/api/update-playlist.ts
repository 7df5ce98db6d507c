import { graphql } from '../../../graphql/gql';

export const UPDATE_PLAYLIST = graphql(`
  mutation UpdatePlaylist($input: UpdatePlaylistInput!) {
    updatePlaylist(input: $input) {
      ...PlaylistFields
    }
  }
`);
