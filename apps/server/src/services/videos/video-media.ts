import type { Video } from './video-service.ts';
import { isCaptionMedia, isPublicVideo, isShownMedia } from './video-visibility.ts';

// Who reads a processed video's media, and from where (ADR 0025). The outputs stay where
// processing wrote them, private in the store; everyone reads a public video's through the
// media gate (http/media-routes.ts) at `${PUBLIC_URL}/media/<key>`.
export function createVideoMedia(deps: {
  /** `${PUBLIC_URL}/media/` */
  mediaBaseUrl: string;
  /** The video's row as kept for every reader, at most 2 s old, forgotten on any catalogue change. */
  keptById: (id: string) => Promise<Video | undefined>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const isPublicMedia = (video: Video, key: string) =>
    isPublicVideo(video, now()) && (isShownMedia(video, key) || isCaptionMedia(video, key));

  return {
    /**
     * The URL everyone reads the key from (the gate) while the video is public; undefined
     * otherwise (its uploader and admins get signed links).
     */
    publicUrl(video: Video, key: string): string | undefined {
      return isPublicMedia(video, key) ? `${deps.mediaBaseUrl}${key}` : undefined;
    },

    /**
     * Whether the gate may serve the key to anyone: it belongs to the outputs a public
     * video shows. Decided on kept rows, so a hidden video's media stop within 2 s on every node.
     */
    async mayServe(key: string): Promise<boolean> {
      const [root, , videoId = ''] = key.split('/');
      if (root !== 'videos') return false;
      const video = await deps.keptById(videoId);
      return video !== undefined && isPublicMedia(video, key);
    },
  };
}
