// The board's ranking (SPEC.md section 9), stated in TypeScript. The server ranks in SQL
// over counters kept on the rows (apps/server/src/db/engagement.ts, shared by the board
// query and its expression indexes); board-service.test.ts checks the SQL against these.

/** posts: likes + comment count. Loves and laughs do not count. */
export function postEngagement(post: { likes: number; commentCount: number }): number {
  return post.likes + post.commentCount;
}

/**
 * videos: likes + dislikes + comment count. `dislikes` is the video's own dislike counter
 * (DISLIKE reactions on the video), not the dislikes of its comments.
 */
export function videoEngagement(video: { likes: number; dislikes: number; commentCount: number }): number {
  return video.likes + video.dislikes + video.commentCount;
}

export const REACTION_TYPES = ['LIKE', 'DISLIKE', 'LOVE', 'LAUGH'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];

/** The three reactions a post offers, with the counter each one moves. */
export const POST_REACTIONS = [
  { type: 'LIKE', counter: 'likes' },
  { type: 'LAUGH', counter: 'laughs' },
  { type: 'LOVE', counter: 'loves' },
] as const;
export type PostReactionType = (typeof POST_REACTIONS)[number]['type'];

export const POST_CATEGORIES = ['Business', 'Lifestyle', 'Innovation', 'Beauty & Arts'] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];
