import { setTimeout } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/notification-schema.ts';
import { creatorFollows, videos } from '../../db/video-schema.ts';
import type { JobKind } from '../../jobs/job-queue.ts';
import { publiclyVisible } from '../videos/video-queries.ts';
import { type NotificationRecorder, wantedColumns } from './notification-recorder.ts';
import { FANOUT_JOB } from './notification-triggers.ts';

/** Followers told per statement: one short insert, then room for other work. */
const FOLLOWERS_PER_BATCH = 2000;
const PAUSE_BETWEEN_BATCHES_MS = 5;

// The followers of a creator hear of a new public video (issue 24): one statement per batch
// of followers in id order, each person's in-app and e-mail choice applied in the statement.
// A retry starts again from the first follower and the event key makes each person's row
// once, so a job that dies half-way is safe to run again.
export function createNotificationFanout(deps: { db: Database; recorder: NotificationRecorder }) {
  async function batch(videoId: string, after: string): Promise<{ last: string | null; told: string[] }> {
    const rows = await deps.db.execute<{ last: string | null; told: string[] | null; pending: boolean }>(sql`
      with video as (
        select ${videos.id} as id, ${videos.creatorId} as creator_id from ${videos}
        where ${videos.id} = ${videoId} and ${publiclyVisible(new Date())}),
      followers as (
        select f.follower_id from ${creatorFollows} f join video on f.creator_id = video.creator_id
        where f.follower_id > ${after}::uuid order by f.follower_id limit ${FOLLOWERS_PER_BATCH}),
      wanted as (
        select followers.follower_id, ${wantedColumns(sql`'new_video'`)}
        from followers left join notification_preferences p
          on p.user_id = followers.follower_id and p.kind = 'new_video'),
      inserted as (
        insert into ${notifications} (recipient_id, kind, action, video_id, actor_id, event_key, in_app, email_state)
        select wanted.follower_id, 'new_video', 'published', video.id, video.creator_id, 'video:' || video.id,
          wanted.in_app, wanted.email_state
        from wanted, video where wanted.in_app or wanted.email_state <> 'none'
        on conflict do nothing
        returning recipient_id, email_state)
      select (select max(follower_id::text) from followers) as last,
        (select array_agg(recipient_id) from inserted) as told,
        exists (select from inserted where email_state = 'pending') as pending`);
    const row = rows.rows[0];
    if (row?.pending) await deps.recorder.queueEmails();
    return { last: row?.last ?? null, told: row?.told ?? [] };
  }

  /** Tells every follower; answers how many were told. */
  async function fanOut(videoId: string): Promise<number> {
    let after = '00000000-0000-0000-0000-000000000000';
    let told = 0;
    for (;;) {
      const next = await batch(videoId, after);
      told += next.told.length;
      await deps.recorder.announce(next.told);
      if (!next.last) return told;
      after = next.last;
      await setTimeout(PAUSE_BETWEEN_BATCHES_MS);
    }
  }

  const fanoutJob: JobKind<{ videoId: string }> = {
    name: FANOUT_JOB,
    retryLimit: 5,
    retryDelaySeconds: 30,
    run: async ({ videoId }) => {
      await fanOut(videoId);
    },
  };

  return { fanOut, fanoutJob };
}
