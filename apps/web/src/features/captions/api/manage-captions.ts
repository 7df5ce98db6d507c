import { type DocumentType, graphql } from '../../../graphql/gql';
import { signedInJson } from '../../../lib/signed-in-json';

// A video's captions as its creator or an admin manages them (ADR 0036).
export const MANAGED_CAPTIONS = graphql(`
  query ManagedCaptions($id: ID!) {
    getVideo(id: $id) {
      id
      title
      captions {
        language
        cueCount
        updatedAt
      }
    }
  }
`);

export const DELETE_VIDEO_CAPTION = graphql(`
  mutation DeleteVideoCaption($videoId: ID!, $language: String!) {
    deleteVideoCaption(videoId: $videoId, language: $language)
  }
`);

export type ManagedVideo = NonNullable<DocumentType<typeof MANAGED_CAPTIONS>['getVideo']>;

/** Files up to 1 MB do not fit a GraphQL request: they go by REST (http/caption-routes.ts). */
export const uploadCaptions = (videoId: string, language: string, file: string) =>
  signedInJson<{ language: string; cueCount: number }>(
    `/api/videos/${encodeURIComponent(videoId)}/captions`,
    {
      language,
      file,
    },
  );
