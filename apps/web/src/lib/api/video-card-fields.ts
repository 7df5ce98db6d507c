import { type DocumentType, graphql } from '../../graphql/gql';

// Every list of videos that renders cards (grids, compact cards, the featured hero) asks
// for these fields.
const VIDEO_CARD_FIELDS = graphql(`
  fragment VideoCardFields on Video {
    id
    title
    thumbnailUrl
    fallbackThumbnailUrl
    duration
    views
    commentCount
    category
    isFeatured
    source
    creatorProfile {
      id
      name
      avatarUrl
    }
  }
`);

/** A video as a card shows it. */
export type VideoCardVideo = DocumentType<typeof VIDEO_CARD_FIELDS>;
