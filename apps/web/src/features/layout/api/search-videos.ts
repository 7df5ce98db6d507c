import { type DocumentType, graphql } from '../../../graphql/gql';

// The navigation bar's search: videos whose title contains the text, any case, and public
// videos whose captions hold its words, at the moment they are said (ADR 0036). One request.
export const SEARCH_VIDEOS = graphql(`
  query SearchVideos($filter: ModelVideoFilterInput, $limit: Int, $text: String!) {
    listVideos(filter: $filter, limit: $limit) {
      items {
        id
        title
        category
      }
    }
    searchCaptions(text: $text, limit: $limit) {
      startSeconds
      text
      video {
        id
        title
      }
    }
  }
`);

export type SearchAnswer = DocumentType<typeof SEARCH_VIDEOS>;
