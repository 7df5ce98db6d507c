import { and, desc, eq, getTableColumns, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { comments, posts } from '../../db/community-schema.ts';
import { postEngagement, videoEngagement } from '../../db/engagement.ts';
import { commentShown, postShown } from '../../db/moderation-visibility.ts';
import { userProfiles, users } from '../../db/schema.ts';
import { videos } from '../../db/video-schema.ts';
import { type Actor, requireReader } from '../actors.ts';
import { publiclyVisible, selectVideos } from '../videos/video-queries.ts';
import { asSeenBy, type Video } from '../videos/video-service.ts';
import { authorColumns } from './author-columns.ts';
import type { Comment } from './comment-row.ts';
import type { Post } from './post-row.ts';
import { selectPosts } from './post-service.ts';

export type PopularComment = Comment & { videoTitle: string };
export type Board = { videos: Video[]; posts: Post[]; popularVideoComments: PopularComment[] };

const BOARD_VIDEOS = 12;
const BOARD_POSTS = 20;
const BOARD_COMMENTS = 10;

// The community board (SPEC.md section 2): each list ranked by the engagement score of
// section 9, read from counters kept on the rows, in the order of the expression indexes
// posts_engagement_idx, videos_engagement_idx and comments_popular_video_idx, so that a
// read walks an index instead of counting comments.
export function createBoardService(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  const rankedVideos = () =>
    selectVideos(db)
      .where(and(gt(videos.commentCount, 0), publiclyVisible(now())))
      .orderBy(sql`${videoEngagement(videos)} desc`, desc(videos.uploadDate))
      .limit(BOARD_VIDEOS);

  const rankedPosts = () =>
    selectPosts(db)
      .where(postShown)
      .orderBy(sql`${postEngagement(posts)} desc`, desc(posts.createdAt), desc(posts.id))
      .limit(BOARD_POSTS);

  const popularComments = () =>
    db
      .select({
        ...getTableColumns(comments),
        ...authorColumns,
        videoTitle: videos.title,
      })
      .from(comments)
      .innerJoin(videos, eq(videos.id, comments.targetId))
      .leftJoin(userProfiles, eq(userProfiles.userId, comments.authorId))
      .leftJoin(users, eq(users.id, comments.authorId))
      .where(
        and(
          eq(comments.targetType, 'video'),
          isNull(comments.deletedAt),
          commentShown,
          publiclyVisible(now()),
        ),
      )
      .orderBy(sql`${comments.likes} desc`, sql`${comments.createdAt} desc`)
      .limit(BOARD_COMMENTS);

  return {
    async board(actor: Actor): Promise<Board> {
      requireReader(actor);
      const [videoRows, postRows, commentRows] = await Promise.all([
        rankedVideos(),
        rankedPosts(),
        popularComments(),
      ]);
      return {
        videos: videoRows.map((video) => asSeenBy(actor, video)),
        posts: postRows,
        popularVideoComments: commentRows,
      };
    },
  };
}
