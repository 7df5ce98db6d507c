import { type DocumentType, graphql } from '../../../graphql/gql';

// A playlist page and its player: the playlist with its videos in order.
export const GET_PLAYLIST = graphql(`
  query GetPlaylist($id: ID!) {
    getPlaylist(id: $id) {
      ...PlaylistFields
      videos {
        ...VideoCardFields
        ...PlayableVideoFields
      }
    }
  }
`);

export type PlaylistOnPage = NonNullable<DocumentType<typeof GET_PLAYLIST>['getPlaylist']>;
export type PlaylistVideo = PlaylistOnPage['videos'][number];
