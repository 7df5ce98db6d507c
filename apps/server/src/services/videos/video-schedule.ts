import { isUuid } from '@reelboard/shared/ids';
import { publishTimeMessages, publishTimeSchema } from '@reelboard/shared/publish-time';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { videos } from '../../db/video-schema.ts';
import { badInput, forbidden, notFound } from '../../errors.ts';
import type { JobKind, JobQueue } from '../../jobs/job-queue.ts';
import type { Changes, RealtimeEvent } from '../../realtime/changes.ts';
import { type Actor, isAdmin, requireUser } from '../actors.ts';
import type { NotificationTriggers } from '../notifications/notification-triggers.ts';

// Scheduled publishing (issue 26, ADR 0039). A video with a publish time is not public
// before it, even when approved: every public read requires `publish_at is null`
// (video-queries.ts, video-visibility.ts). Publishing clears it in one UPDATE that only one
// caller can win per video, whichever node, job or sweep gets there first; the winner sets
// the upload date to the publication time (so the video shows as new), empties every
// node's caches and tells the followers, once.

const PUBLISH_JOB = 'video-publish';
const SWEEP_JOB = 'video-publish-sweep';
/** Videos one sweep publishes before the next minute's sweep goes on. */
const VIDEOS_PER_SWEEP = 500;
const EXPIRY = sql`interval '365 days'`;

const scheduleMessages = {
  notFound: 'Video not found.',
  notOwner: 'You can only schedule your own videos.',
};

/** At approval: a publish time already past is cleared by the approving UPDATE itself. */
export const publishAtOnApproval = sql`case when ${videos.publishAt} <= now() then null else ${videos.publishAt} end`;

/** Parses a creator's publish time (null or undefined: none) with the shared rules. */
export function parsePublishTime(value: Date | null | undefined, now: Date): Date | null {
  if (value === null || value === undefined) return null;
  const parsed = publishTimeSchema(now).safeParse(value);
  if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? publishTimeMessages.invalid);
  return parsed.data;
}

export function createVideoSchedule(deps: {
  db: Database;
  jobs?: Pick<JobQueue, 'send'>;
  notify?: Pick<NotificationTriggers, 'videoPublished'>;
  changes?: Changes;
  now: () => Date;
}) {
  const { db } = deps;

  /** The publish job for the video at its time; a changed time queues another (the old one finds nothing). */
  async function queueAt(videoId: string, at: Date): Promise<void> {
    const singletonKey = `${videoId}@${at.toISOString()}`;
    await deps.jobs?.send(PUBLISH_JOB, { videoId }, { singletonKey, startAfter: at });
  }

  /** What follows a video's going public: caches on every node, then its followers. */
  async function published(rows: { id: string; creator_id: string | null }[]): Promise<void> {
    if (rows.length === 0) return;
    const events = rows.map(({ id }): RealtimeEvent => ['video.updated', { videoId: id }]);
    await deps.changes?.made({ scopes: ['catalogue'], events });
    for (const row of rows) await deps.notify?.videoPublished(row.id, row.creator_id);
  }

  /**
   * Publishes the approved videos whose time has come (one video, or every due one), on the
   * database's clock. Rows another caller is publishing are skipped, not waited for.
   */
  async function publishDue(videoId?: string): Promise<string[]> {
    if (videoId !== undefined && !isUuid(videoId)) return [];
    const result = await db.execute<{ id: string; creator_id: string | null }>(sql`
      update ${videos} set upload_date = publish_at, publish_at = null, updated_at = now(),
        expiry_date = greatest(expiry_date, publish_at + ${EXPIRY})
      where id in (
        select id from ${videos}
        where publish_at is not null and publish_at <= now() and is_approved and is_active
          ${videoId === undefined ? sql`` : sql`and id = ${videoId}`}
        order by publish_at limit ${VIDEOS_PER_SWEEP}
        for update skip locked)
      returning id, creator_id`);
    await published(result.rows);
    return result.rows.map((row) => row.id);
  }

  async function ownedVideo(actor: Actor, videoId: string) {
    const user = requireUser(actor);
    const [video] = isUuid(videoId)
      ? await db.select().from(videos).where(sql`${videos.id} = ${videoId}`)
      : [];
    if (!video) throw notFound(scheduleMessages.notFound);
    if (!isAdmin(actor) && video.creatorId !== user.userId) {
      const others = video.isApproved && video.isActive && video.publishAt === null;
      throw others ? forbidden(scheduleMessages.notOwner) : notFound(scheduleMessages.notFound);
    }
    return video;
  }

  /** Clearing a scheduled video's time publishes it now if it is approved. */
  async function clear(videoId: string): Promise<void> {
    const result = await db.execute<{ id: string; creator_id: string | null; public: boolean }>(sql`
      update ${videos} set publish_at = null, updated_at = now(),
        upload_date = case when is_approved and is_active then now() else upload_date end
      where id = ${videoId} and publish_at is not null
      returning id, creator_id, is_approved and is_active as public`);
    const row = result.rows[0];
    if (!row) return;
    if (row.public) await published([row]);
    else await deps.changes?.made({ scopes: [], events: [['video.updated', { videoId }]] });
  }

  return {
    /**
     * The uploader or an admin sets, changes or clears (null) when the video goes public. A
     * video already public cannot be scheduled again; clearing an approved one publishes it.
     */
    async setPublishTime(actor: Actor, videoId: string, publishAt: Date | null): Promise<void> {
      const video = await ownedVideo(actor, videoId);
      const at = parsePublishTime(publishAt, deps.now());
      if (at === null) return clear(video.id);
      const result = await db.execute<{ approved: boolean }>(sql`
        update ${videos} set publish_at = ${at}, updated_at = now()
        where id = ${video.id} and not (is_approved and publish_at is null)
        returning is_approved as approved`);
      const row = result.rows[0];
      if (!row) throw badInput(publishTimeMessages.alreadyPublic);
      if (row.approved) await queueAt(video.id, at);
      // Scheduled again: an approved video leaves the public lists on every node.
      await deps.changes?.made({ scopes: ['catalogue'], events: [['video.updated', { videoId }]] });
    },

    /** After an approval's UPDATE: public now (no time, or a past one), or at its time. */
    async approved(videoId: string, creatorId: string | null, publishAt: Date | null): Promise<void> {
      if (publishAt === null) await deps.notify?.videoPublished(videoId, creatorId);
      else await queueAt(videoId, publishAt);
    },

    publishDue,

    /** The delayed job of one video, at its time. */
    publishJob: {
      name: PUBLISH_JOB,
      retryLimit: 3,
      retryDelaySeconds: 10,
      run: async ({ videoId }) => {
        await publishDue(videoId);
      },
    } satisfies JobKind<{ videoId: string }>,

    /** Every minute, for the cluster: times changed meanwhile, jobs lost, videos approved late. */
    sweepJob: {
      name: SWEEP_JOB,
      schedule: '* * * * *',
      run: async () => {
        await publishDue();
      },
    } satisfies JobKind,
  };
}
