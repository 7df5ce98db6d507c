import { videoEngagement } from './engagement.ts';

// The Shorts feed's order (issue 13): featured and trending videos first, then the rest by
// engagement (SPEC.md section 9: likes + dislikes + comments) with a time decay, in the
// spirit of Lemmy's hot rank: log10(max(1, 3 + engagement)) / (hours old + 2)^1.8. The
// logarithm lets the first votes count most; the decay lets new videos rise. The server
// ranks in SQL (apps/server/src/services/videos/shorts-feed.ts) and its test checks the SQL
// against these functions.

export const SHORTS_GRAVITY = 1.8;
/**
 * Added to the tier of a video whose creator the signed-in person marked "Not interested"
 * (ADR 0028): such videos come after every other one, in the same order among themselves.
 */
export const RANKED_LOWER_TIERS = 2;

type Rankable = {
  isFeatured: boolean;
  isTrending: boolean;
  likes: number;
  dislikes: number;
  commentCount: number;
  uploadDate: Date;
  /** Its creator was marked "Not interested" by the person the feed is for. */
  rankedLower?: boolean;
};

/**
 * 0 for featured or trending videos, which come first; 1 for the rest; 2 more for videos
 * of creators the person is not interested in.
 */
export const shortsTier = (video: Pick<Rankable, 'isFeatured' | 'isTrending' | 'rankedLower'>) =>
  (video.isFeatured || video.isTrending ? 0 : 1) + (video.rankedLower ? RANKED_LOWER_TIERS : 0);

/** Engagement decayed by age, as of a moment (the first page's, so that pages agree). */
export function shortsRank(video: Rankable, asOf: Date): number {
  const hours = Math.max(0, (asOf.getTime() - video.uploadDate.getTime()) / 3_600_000);
  return Math.log10(Math.max(1, 3 + videoEngagement(video))) / (hours + 2) ** SHORTS_GRAVITY;
}

/** Comparator for the feed: tier, then rank (higher first), then id (higher first). */
export function compareShorts<T extends Rankable & { id: string }>(asOf: Date) {
  return (a: T, b: T) =>
    shortsTier(a) - shortsTier(b) ||
    shortsRank(b, asOf) - shortsRank(a, asOf) ||
    (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}
