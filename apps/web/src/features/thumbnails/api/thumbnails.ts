import { type DocumentType, graphql } from '../../../graphql/gql';
import { freshAccessToken } from '../../../lib/session';

// A video's thumbnail as its creator or an admin changes it (ADR 0040): one of the frames
// processing made, chosen by GraphQL, or an image uploaded by REST (http/thumbnail-routes.ts).
export const THUMBNAIL_CHOICES = graphql(`
  query ThumbnailChoices($id: ID!) {
    getVideo(id: $id) {
      id
      title
      processingStatus
      thumbnailUrl
      thumbnailCandidates {
        frame
        atSeconds
        url
        isCurrent
      }
    }
  }
`);

export const CHOOSE_VIDEO_THUMBNAIL = graphql(`
  mutation ChooseVideoThumbnail($videoId: ID!, $frame: Int!) {
    chooseVideoThumbnail(videoId: $videoId, frame: $frame) {
      id
      thumbnailUrl
    }
  }
`);

export type ThumbnailVideo = NonNullable<DocumentType<typeof THUMBNAIL_CHOICES>['getVideo']>;

/** As the server refuses them, so a large file is refused before it is sent. */
export const THUMBNAIL_MAX_BYTES = 10 * 1024 * 1024;
export const THUMBNAIL_TOO_LARGE = 'Thumbnails must be at most 10 MB.';
const FAILED = 'The image could not be uploaded. Try again.';

/** Uploads an image as the video's thumbnail, telling progress from 0 to 1. */
export async function uploadThumbnail(videoId: string, file: File, onProgress: (share: number) => void) {
  const token = await freshAccessToken();
  return new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/videos/${encodeURIComponent(videoId)}/thumbnail`);
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status < 300) return resolve();
      let message = FAILED;
      try {
        message = (JSON.parse(request.responseText) as { message?: string }).message ?? FAILED;
      } catch {
        // Not JSON (a proxy's page): the general message.
      }
      reject(new Error(message));
    };
    request.onerror = () => reject(new Error(FAILED));
    const body = new FormData();
    body.append('file', file);
    request.send(body);
  });
}
