import type { VideoSource } from '../graphql/graphql';

// How videos read on every page that shows them: home, video page, categories, tags,
// creators, the admin dashboard.
export const DEFAULT_THUMBNAIL = '/default-thumbnail.svg';

type VideoWithCreator = {
  source: VideoSource;
  creatorProfile: { name: string; avatarUrl: string | null } | null;
};

/**
 * Who made the video. Uploads and the built-in samples have a creator profile. Videos of
 * the external list have none, and the server names their creator after where they come
 * from, YouTube; a creator without a name is 'Unknown' (SPEC.md section 3).
 */
export function videoCreator(video: VideoWithCreator): { name: string; avatarUrl: string | null } {
  if (video.creatorProfile) return video.creatorProfile;
  return { name: video.source === 'youtube' ? 'YouTube' : 'Unknown', avatarUrl: null };
}

const numberFormat = new Intl.NumberFormat('en-US');

export function formatCount(value: number): string {
  return numberFormat.format(value);
}

/** The day of `value` in the reader's time zone, or in `timeZone` (the server's render: UTC). */
export function formatDate(value: string, timeZone?: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone });
}
