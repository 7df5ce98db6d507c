import { graphql } from '../../graphql/gql';

export const IMPORT_SAVED_VIDEOS = graphql(`
  mutation ImportSavedVideos($videoIds: [ID!]!) {
    importSavedVideos(videoIds: $videoIds)
  }
`);
