import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { comments, posts } from '../../db/community-schema.ts';
import { videos } from '../../db/video-schema.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { CommentNotices } from './comment-notices.ts';
import type { NotificationRecorder } from './notification-recorder.ts';

export const FANOUT_JOB = 'notification-fanout';

type ContentType = 'video' | 'post' | 'comment';

// Where the site's events become notifications (issue 24). Each area calls the trigger of
// what it did, after its write is committed; the trigger decides who is told, and that the
// person may see what it is about. A failure here is logged, never the writer's failure.
export function createNotificationTriggers(deps: {
  db: Database;
  recorder: NotificationRecorder;
  commentNotices: Pick<CommentNotices, 'soon'>;
  jobs: Pick<JobQueue, 'send'>;
  log?: (message: string) => void;
}) {
  const { db, recorder } = deps;
  const safely = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      deps.log?.(`notifications: ${(error as Error).message}`);
    }
  };
  const onTarget = (type: string, id: string) => (type === 'video' ? { videoId: id } : { postId: id });

  /** The video or post a comment is under, as a notification's target. */
  async function commentTarget(commentId: string) {
    const [comment] = await db
      .select({ targetType: comments.targetType, targetId: comments.targetId })
      .from(comments)
      .where(sql`${comments.id} = ${commentId}`);
    return comment ? onTarget(comment.targetType, comment.targetId) : {};
  }

  return {
    /** A comment was written: it is told, with the others around it, in a moment. */
    commentCreated: () => deps.commentNotices.soon(),

    /** A like or reaction by a signed-in person, grouped per piece of content. */
    reacted: (actorId: string, type: ContentType, id: string) =>
      safely(async () => {
        const owner =
          type === 'comment'
            ? sql`select author_id as owner, case when target_type = 'video' then target_id end as video_id,
                case when target_type = 'post' then target_id end as post_id from ${comments} where id = ${id}`
            : type === 'video'
              ? sql`select creator_id as owner, id as video_id, null::uuid as post_id from ${videos} where id = ${id}`
              : sql`select author_id as owner, null::uuid as video_id, id as post_id from ${posts} where id = ${id}`;
        const [row] = (
          await db.execute<{ owner: string | null; video_id: string | null; post_id: string | null }>(owner)
        ).rows;
        if (!row?.owner) return;
        await recorder.group(row.owner, {
          kind: 'reaction',
          action: type === 'post' ? 'reacted' : 'liked',
          actorId,
          videoId: row.video_id,
          postId: row.post_id,
          commentId: type === 'comment' ? id : null,
          groupKey: `reaction:${type}:${id}`,
        });
      }),

    followed: (followerId: string, creatorId: string) =>
      safely(() =>
        recorder.record(creatorId, {
          kind: 'follower',
          action: 'followed',
          actorId: followerId,
          eventKey: `follow:${followerId}`,
        }),
      ),

    /**
     * A video became public: its creator is told, and its followers by a background job in
     * batches (publishing never waits for them).
     */
    videoPublished: (videoId: string, creatorId: string | null) =>
      safely(async () => {
        if (!creatorId) return;
        await recorder.record(creatorId, {
          kind: 'upload',
          action: 'approved',
          videoId,
          eventKey: `approved:${videoId}`,
        });
        await deps.jobs.send(FANOUT_JOB, { videoId }, { singletonKey: videoId });
      }),

    processingFailed: (videoId: string, creatorId: string | null, reason: string) =>
      safely(async () => {
        if (!creatorId) return;
        await recorder.record(creatorId, {
          kind: 'upload',
          action: 'failed',
          detail: reason,
          videoId,
          eventKey: `failed:${videoId}`,
        });
      }),

    /** A decision on someone's content: held, hidden or restored, with the reason given. */
    moderated: (
      authorId: string | null,
      target: { targetType: string; targetId: string },
      action: 'held' | 'hidden' | 'restored',
      reason: string | null,
    ) =>
      safely(async () => {
        const { targetType, targetId } = target;
        if (!authorId || (targetType !== 'video' && targetType !== 'post' && targetType !== 'comment'))
          return;
        const about =
          targetType === 'comment'
            ? { commentId: targetId, ...(await commentTarget(targetId)) }
            : onTarget(targetType, targetId);
        await recorder.record(authorId, {
          kind: 'moderation',
          action,
          detail: reason,
          ...about,
          eventKey: `${action}:${targetType}:${targetId}:${Date.now()}`,
        });
      }),

    /** The reports of these people on one target were decided: `outcome` says how. */
    reportsDecided: (reporterIds: readonly string[], outcome: string, decisionKey: string) =>
      safely(() =>
        recorder.recordFor(
          { kind: 'report', action: 'reviewed', detail: outcome, eventKey: `report:${decisionKey}` },
          sql`select unnest(${[...reporterIds]}::uuid[]) as recipient_id, 'report' as kind, 'reviewed' as action, 1 as rank`,
        ),
      ),

    orderStatusChanged: (orderId: string, buyerId: string | null, status: string) =>
      safely(async () => {
        if (!buyerId) return;
        await recorder.record(buyerId, {
          kind: 'order',
          action: status,
          orderId,
          eventKey: `order:${orderId}:${status}`,
        });
      }),
  };
}

export type NotificationTriggers = ReturnType<typeof createNotificationTriggers>;
