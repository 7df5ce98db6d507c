import { type CreatorRef, parseCreator } from '@reelboard/shared/creator';

// The video record as the GraphQL API returns it (SPEC.md section 3). Shared by every page
// that shows videos: home, video page, categories, tags, creators, search, admin dashboard.
export type CreatorProfile = {
  id: string;
  name: string;
  avatarUrl: string | null;
  followers: number;
  videoCount: number;
  verified: boolean;
  isFollowing: boolean;
};

export type Video = {
  id: string;
  title: string;
  description: string | null;
  thumbnailUrl: string | null;
  fallbackThumbnailUrl: string | null;
  videoUrl: string | null;
  processedUrl: string | null;
  source: string;
  sourceId: string | null;
  views: number | string;
  likes: number;
  /** Comments under the video, replies included. */
  commentCount: number;
  duration: string | null;
  uploadDate: string | null;
  category: string;
  tags: string[] | null;
  /** JSON text {id, name, username, avatarUrl}; read it with videoCreator(). */
  creator: string | null;
  creatorProfile: CreatorProfile | null;
  isApproved: boolean;
  isFeatured: boolean;
  isTrending: boolean;
  processingStatus: 'pending' | 'processing' | 'ready' | 'failed';
  /** Only the uploader and admins see it. */
  processingError: string | null;
  createdAt: string;
};

export const CREATOR_FIELDS = 'id name avatarUrl followers videoCount verified isFollowing';

export const VIDEO_FIELDS = `id title description thumbnailUrl fallbackThumbnailUrl videoUrl processedUrl source sourceId
  views likes commentCount duration uploadDate category tags creator creatorProfile { ${CREATOR_FIELDS} }
  isApproved isFeatured isTrending processingStatus processingError createdAt`;

export const LIST_VIDEOS = `
  query ListVideos($filter: ModelVideoFilterInput, $limit: Int, $nextToken: String) {
    listVideos(filter: $filter, limit: $limit, nextToken: $nextToken) { items { ${VIDEO_FIELDS} } nextToken }
  }`;

export type VideoConnection = { listVideos: { items: Video[]; nextToken: string | null } };

export const DEFAULT_THUMBNAIL = '/default-thumbnail.svg';

/** Who made the video: the resolved profile when the server has one, else the stored reference. */
export function videoCreator(video: Pick<Video, 'creator' | 'creatorProfile'>): CreatorRef {
  const stored = parseCreator(video.creator);
  const profile = video.creatorProfile;
  if (!profile) return stored;
  return {
    id: profile.id,
    name: profile.name || stored.name,
    username: stored.username,
    avatarUrl: profile.avatarUrl ?? stored.avatarUrl,
    email: stored.email,
  };
}

const numberFormat = new Intl.NumberFormat('en-US');

/** Views arrive as a number or as text ('0' for new videos). */
export function formatCount(value: number | string | null | undefined): string {
  const count = Number(value ?? 0);
  return numberFormat.format(Number.isFinite(count) ? count : 0);
}

export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
