import { graphql } from '../../../graphql/gql';

export const DELETE_PLAYLIST = graphql(`
  mutation DeletePlaylist($id: ID!) {
    deletePlaylist(id: $id)
  }
`);
