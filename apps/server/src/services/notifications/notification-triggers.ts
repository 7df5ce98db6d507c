import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { comments, posts } from '../../db/community-schema.ts';
import { postShown } from '../../db/moderation-visibility.ts';
import { videos } from '../../db/video-schema.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { publiclyVisible } from '../videos/video-queries.ts';
import type { NotificationEvent, NotificationRecorder } from './notification-recorder.ts';

export const FANOUT_JOB = 'notification-fanout';

type ContentType = 'video' | 'post' | 'comment';
type CreatedComment = {
  id: string;
  authorId: string | null;
  targetType: string;
  targetId: string;
  parentCommentId: string | null;
  status: string;
};

// Where the site's events become notifications (issue 24). Each area calls the trigger of
// what it did, after its write is committed; the trigger decides who is told, and that the
// person may see what it is about. A failure here is logged, never the writer's failure.
export function createNotificationTriggers(deps: {
  db: Database;
  recorder: NotificationRecorder;
  jobs: Pick<JobQueue, 'send'>;
  log?: (message: string) => void;
}) {
  const { db } = deps;
  const record = async (events: NotificationEvent[]) => {
    try {
      await deps.recorder.record(events);
    } catch (error) {
      deps.log?.(`notifications: ${(error as Error).message}`);
    }
  };

  /** The owner of the content and whether `viewer` may see the video or post it is on. */
  async function ownerOf(type: 'video' | 'post', id: string, viewer: string | null) {
    const query =
      type === 'video'
        ? sql`select ${videos.creatorId} as owner, (${publiclyVisible(new Date())} or ${videos.creatorId} = ${viewer}) as seen
            from ${videos} where ${videos.id} = ${id}`
        : sql`select ${posts.authorId} as owner, (${postShown} or ${posts.authorId} = ${viewer}) as seen
            from ${posts} where ${posts.id} = ${id}`;
    const rows = await db.execute<{ owner: string | null; seen: boolean }>(query);
    return rows.rows[0];
  }

  const onTarget = (type: string, id: string) => (type === 'video' ? { videoId: id } : { postId: id });

  /** The video or post a comment is under. */
  async function commentTarget(commentId: string) {
    const [comment] = await db
      .select({ targetType: comments.targetType, targetId: comments.targetId })
      .from(comments)
      .where(sql`${comments.id} = ${commentId}`);
    return comment ? onTarget(comment.targetType, comment.targetId) : {};
  }

  return {
    /** A reply tells the author of the comment replied to; any comment tells the content's owner. */
    async commentCreated(comment: CreatedComment) {
      if (comment.status !== 'published' || (comment.targetType !== 'video' && comment.targetType !== 'post'))
        return;
      const common = {
        actorId: comment.authorId,
        commentId: comment.id,
        ...onTarget(comment.targetType, comment.targetId),
        eventKey: `comment:${comment.id}`,
      };
      const events: NotificationEvent[] = [];
      if (comment.parentCommentId) {
        const [parent] = await db
          .select({ authorId: comments.authorId })
          .from(comments)
          .where(sql`${comments.id} = ${comment.parentCommentId}`);
        const replied = parent?.authorId;
        if (replied && (await ownerOf(comment.targetType, comment.targetId, replied))?.seen) {
          events.push({ ...common, recipientId: replied, kind: 'reply', action: 'replied' });
        }
      }
      const owner = await ownerOf(comment.targetType, comment.targetId, null);
      // The same event key: an owner who is also the one replied to is told once, of the reply.
      if (owner?.owner)
        events.push({ ...common, recipientId: owner.owner, kind: 'comment', action: 'commented' });
      await record(events);
    },

    /** A like or reaction by a signed-in person, grouped per piece of content. */
    async reacted(actorId: string, type: ContentType, id: string) {
      const [row] = (
        await db.execute<{ owner: string | null; video_id: string | null; post_id: string | null }>(
          type === 'comment'
            ? sql`select author_id as owner, case when target_type = 'video' then target_id end as video_id,
                case when target_type = 'post' then target_id end as post_id from ${comments} where id = ${id}`
            : type === 'video'
              ? sql`select creator_id as owner, id as video_id, null as post_id from ${videos} where id = ${id}`
              : sql`select author_id as owner, null as video_id, id as post_id from ${posts} where id = ${id}`,
        )
      ).rows;
      if (!row?.owner) return;
      await record([
        {
          recipientId: row.owner,
          kind: 'reaction',
          action: type === 'post' ? 'reacted' : 'liked',
          actorId,
          videoId: row.video_id,
          postId: row.post_id,
          commentId: type === 'comment' ? id : null,
          groupKey: `reaction:${type}:${id}`,
        },
      ]);
    },

    async followed(followerId: string, creatorId: string) {
      await record([
        {
          recipientId: creatorId,
          kind: 'follower',
          action: 'followed',
          actorId: followerId,
          eventKey: `follow:${followerId}`,
        },
      ]);
    },

    /**
     * A video became public: its creator is told, and its followers by a background job in
     * batches (publishing never waits for them).
     */
    async videoPublished(videoId: string, creatorId: string | null) {
      if (!creatorId) return;
      await record([
        {
          recipientId: creatorId,
          kind: 'upload',
          action: 'approved',
          videoId,
          eventKey: `approved:${videoId}`,
        },
      ]);
      await deps.jobs.send(FANOUT_JOB, { videoId }, { singletonKey: videoId });
    },

    async processingFailed(videoId: string, creatorId: string | null, reason: string) {
      if (!creatorId) return;
      await record([
        {
          recipientId: creatorId,
          kind: 'upload',
          action: 'failed',
          detail: reason,
          videoId,
          eventKey: `failed:${videoId}`,
        },
      ]);
    },

    /** A decision on someone's content: held, hidden or restored, with the admin's reason. */
    async moderated(
      authorId: string | null,
      target: { targetType: string; targetId: string },
      action: 'held' | 'hidden' | 'restored',
      reason: string | null,
    ) {
      if (
        !authorId ||
        (target.targetType !== 'video' && target.targetType !== 'post' && target.targetType !== 'comment')
      )
        return;
      const about =
        target.targetType === 'comment'
          ? { commentId: target.targetId, ...(await commentTarget(target.targetId)) }
          : target.targetType === 'video'
            ? { videoId: target.targetId }
            : { postId: target.targetId };
      await record([
        {
          recipientId: authorId,
          kind: 'moderation',
          action,
          detail: reason,
          ...about,
          eventKey: `${action}:${target.targetType}:${target.targetId}:${Date.now()}`,
        },
      ]);
    },

    /** The reports of these people on one target were decided: `outcome` says how. */
    async reportsDecided(reporterIds: readonly string[], outcome: string, decisionKey: string) {
      await record(
        reporterIds.map((recipientId) => ({
          recipientId,
          kind: 'report' as const,
          action: 'reviewed',
          detail: outcome,
          eventKey: `report:${decisionKey}`,
        })),
      );
    },

    async orderStatusChanged(orderId: string, buyerId: string | null, status: string) {
      if (!buyerId) return;
      await record([
        {
          recipientId: buyerId,
          kind: 'order',
          action: status,
          orderId,
          eventKey: `order:${orderId}:${status}`,
        },
      ]);
    },
  };
}

export type NotificationTriggers = ReturnType<typeof createNotificationTriggers>;
