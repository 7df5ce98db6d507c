import { type DocumentType, graphql } from '../../graphql/gql';

// A playlist as lists and the "Save to playlist" dialog show it.
const PLAYLIST_FIELDS = graphql(`
  fragment PlaylistFields on Playlist {
    id
    title
    visibility
    videoCount
    ownerName
    isOwner
    updatedAt
  }
`);

export type PlaylistSummary = DocumentType<typeof PLAYLIST_FIELDS>;
