import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { comments, posts } from './community-schema.ts';
import { users } from './schema.ts';
import { videos } from './video-schema.ts';

// What "hidden" means in SQL, for every read path of videos, posts and comments (ADR 0017):
// content is shown to everyone only while it is not hidden by a moderator or a hold and
// its author is not suspended. A suspension is read through this join, never written onto
// the content, so that lifting it restores exactly what it hid.

/** True when the user behind the column (may be null: samples, anonymous) is suspended. */
export const authorSuspended = (authorId: AnyColumn): SQL =>
  sql`exists (select 1 from ${users} where ${users.id} = ${authorId} and ${users.suspendedAt} is not null)`;

// Under OR, PostgreSQL checks the suspension per row it reads rather than turning it into
// an anti join: the anti join's estimate (one row) made the planner read and sort every
// comment of a video to show its first page, 50 ms at 15,000 comments (ADR 0020), where
// reading the thread's index in order stops after one page.
const publiclyShown = (hiddenAt: AnyColumn, authorId: AnyColumn): SQL =>
  sql`(${hiddenAt} is null and (${authorId} is null or not ${authorSuspended(authorId)}))`;

export const videoShown = publiclyShown(videos.hiddenAt, videos.creatorId);
export const postShown = publiclyShown(posts.hiddenAt, posts.authorId);
// Held comments wait for review; "[deleted]" placeholders are shown (they keep a thread).
export const commentShown = sql`(${comments.status} = 'published' and ${publiclyShown(comments.hiddenAt, comments.authorId)})`;

/**
 * Sets comment_count of the targets matched by `which` (an SQL condition on comments) to
 * the number of comments everyone sees, "[deleted]" placeholders not counted. Moderation
 * changes many comments at once (a suspension, a hold); one statement per target table
 * recounts them. A parallel +1 of a new comment waits for the row lock and adds on top.
 */
export function recountComments(which: SQL): SQL[] {
  return (['video', 'post'] as const).map((type) =>
    recountTarget(
      type,
      sql`(select ${comments.targetId} from ${comments} where ${comments.targetType} = ${type} and ${which})`,
    ),
  );
}

/** The same for the targets whose ids the SQL gives (a subquery, or one id in a list). */
export function recountTarget(type: 'video' | 'post', ids: SQL): SQL {
  const table = type === 'video' ? videos : posts;
  return sql`update ${table} t set comment_count = (
      select count(*)::int from ${comments}
      where ${comments.targetType} = ${type} and ${comments.targetId} = t.id
        and ${comments.deletedAt} is null and ${commentShown})
    where t.id in ${ids}`;
}
