import { graphql } from '../../graphql/gql';

export const MY_PLAYLISTS = graphql(`
  query MyPlaylists($limit: Int, $nextToken: String) {
    myPlaylists(limit: $limit, nextToken: $nextToken) {
      items {
        ...PlaylistFields
      }
      nextToken
    }
  }
`);
