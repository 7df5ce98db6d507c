import { graphql } from '../../../graphql/gql';

// A signed-out visitor's saves, kept in their browser, as the videos they may see.
export const SAVED_VIDEOS_PREVIEW = graphql(`
  query SavedVideosPreview($videoIds: [ID!]!) {
    savedVideosPreview(videoIds: $videoIds) {
      ...VideoCardFields
    }
  }
`);
