import { type DocumentType, graphql } from '../../graphql/gql';

// What the video player needs: the video page and the admin dashboard both play videos.
const PLAYABLE_VIDEO_FIELDS = graphql(`
  fragment PlayableVideoFields on Video {
    title
    source
    sourceId
    videoUrl
    processedUrl
    thumbnailUrl
    fallbackThumbnailUrl
  }
`);

/** A video as the player plays it. */
export type PlayableVideo = DocumentType<typeof PLAYABLE_VIDEO_FIELDS>;
