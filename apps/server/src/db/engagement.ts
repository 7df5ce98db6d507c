import { type Column, type SQL, sql } from 'drizzle-orm';

// The engagement score of SPEC.md section 9 as SQL over the counters kept on the rows. The
// board orders by these expressions and the expression indexes are built on the very same
// ones, so the planner can walk an index. packages/shared/src/engagement.ts states the
// rule in TypeScript; board-service.test.ts checks that the SQL ranks as it does.

/** posts: likes + comment count. */
export const postEngagement = (post: { likes: Column; commentCount: Column }): SQL =>
  sql`(${post.likes} + ${post.commentCount})`;

/** videos: likes + dislikes + comment count. */
export const videoEngagement = (video: { likes: Column; dislikes: Column; commentCount: Column }): SQL =>
  sql`(${video.likes} + ${video.dislikes} + ${video.commentCount})`;
