import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { comments, posts } from '../../db/community-schema.ts';
import { postShown } from '../../db/moderation-visibility.ts';
import { notificationCursors } from '../../db/notification-schema.ts';
import { videos } from '../../db/video-schema.ts';
import type { JobKind } from '../../jobs/job-queue.ts';
import { publiclyVisible } from '../videos/video-queries.ts';
import { insertRows, type NotificationRecorder, type Told } from './notification-recorder.ts';

const COMMENT_NOTICES_JOB = 'comment-notices';
// Comments written within this long are told together: one statement for all of them.
const GATHER_MS = 150;

/**
 * The notifications of every comment written in a transaction at or past `position` and
 * still shown: a reply tells the author of the comment replied to, if they may see the
 * content it is under; any comment tells the content's owner (once: an owner who is also
 * the one replied to hears of the reply).
 */
const commentRows = (position: string) => sql`
  with batch as materialized (
    select c.author_id as actor_id, c.id as comment_id, c.parent_comment_id, c.created_at as at,
      case when c.target_type = 'video' then c.target_id end as video_id,
      case when c.target_type = 'post' then c.target_id end as post_id,
      null::text as detail, null::uuid as order_id, 'comment:' || c.id as event_key,
      content.owner, content.public
    from ${comments} c cross join lateral (
      select ${videos.creatorId} as owner, ${publiclyVisible(new Date())} as public
        from ${videos} where c.target_type = 'video' and ${videos.id} = c.target_id
      union all
      select ${posts.authorId}, ${postShown} from ${posts} where c.target_type = 'post' and ${posts.id} = c.target_id
    ) content
    where c.written_in >= ${position}::xid8 and c.status = 'published' and c.hidden_at is null)
  select parent.author_id as recipient_id, 'reply' as kind, 'replied' as action, 1 as rank, batch.*
    from batch join ${comments} parent on parent.id = batch.parent_comment_id
    where batch.public or batch.owner = parent.author_id
  union all
  select batch.owner, 'comment', 'commented', 2, batch.* from batch`;

/**
 * Tells people of new comments off the comment's own path (issue 24): a comment only asks
 * this node to read soon, which costs no database work, and one statement then tells of
 * every comment written since the last read, whichever node wrote it. The reader's cursor is
 * a transaction id, so a comment whose transaction ends late is still read, and the event
 * key keeps one told twice (a read overlapping a slow transaction) to one notification. A
 * scheduled job reads every minute, for comments whose node stopped before it read.
 */
export function createCommentNotices(deps: {
  db: Database;
  recorder: NotificationRecorder;
  log?: (message: string) => void;
}) {
  let timer: NodeJS.Timeout | undefined;
  let reading: Promise<void> | undefined;
  let askedWhileReading = false;
  let stopped = false;

  /** One read, in a transaction holding the cursor; 'busy' when another reader holds it. */
  async function readOnce(): Promise<'read' | 'busy'> {
    const told = await deps.db.transaction(async (tx): Promise<Told | undefined> => {
      const [cursor] = (
        await tx.execute<{ position: string; horizon: string }>(sql`
          select position, pg_snapshot_xmin(pg_current_snapshot()) as horizon from ${notificationCursors}
          where source = 'comments' for update skip locked`)
      ).rows;
      if (!cursor) return undefined;
      const rows = (await tx.execute<Told[number]>(insertRows(commentRows(cursor.position)))).rows;
      // Every transaction below the horizon had ended when this read began: their comments
      // were all read. Later ones are read again next time (once told, never twice).
      await tx.execute(sql`update ${notificationCursors} set position = greatest(position, ${cursor.horizon}::xid8)
        where source = 'comments'`);
      return rows;
    });
    if (!told) return 'busy';
    await deps.recorder.told(told);
    return 'read';
  }

  /** Reads now; when another node is reading, again after it (its read may have begun first). */
  async function read() {
    while ((await readOnce()) === 'busy') await new Promise((resolve) => setTimeout(resolve, GATHER_MS));
  }

  /** A comment was written: read within a moment, together with the comments around it. */
  function soon() {
    if (stopped) return;
    if (reading) askedWhileReading = true;
    else timer ??= setTimeout(run, GATHER_MS).unref();
  }

  function run() {
    timer = undefined;
    reading = read()
      .catch((error: Error) => deps.log?.(`comment notices: ${error.message}`))
      .finally(() => {
        reading = undefined;
        if (askedWhileReading) {
          askedWhileReading = false;
          soon();
        }
      });
  }

  const job: JobKind = { name: COMMENT_NOTICES_JOB, run: () => read(), schedule: '* * * * *' };

  return {
    soon,
    /** Reads whatever is unread now (tests, and the scheduled job). */
    read,
    job,
    /** Waits for a read under way; a planned one is dropped (the scheduled job covers it). */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await reading;
    },
  };
}

export type CommentNotices = ReturnType<typeof createCommentNotices>;
