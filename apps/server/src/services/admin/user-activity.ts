import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { comments, posts } from '../../db/community-schema.ts';
import { moderationActions, reports } from '../../db/moderation-schema.ts';
import { sessions, userProfiles } from '../../db/schema.ts';
import { orders } from '../../db/shop-schema.ts';
import { videos } from '../../db/video-schema.ts';

/** Each list on a user's page shows the newest this many. */
const SHOWN = 50;

const rows = async <T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> =>
  (await db.execute<T & Record<string, unknown>>(query)).rows as T[];

// What a user did and what was done about them, for the admins' user page (ADR 0035): read
// only, each list newest first. It reads other areas' tables: this page is the one place
// that shows an account whole.
export async function userActivity(db: Database, userId: string) {
  // Their videos, posts and comments: the targets of reports and decisions about them.
  const theirContent = sql`(
    select 'video' as type, id from ${videos} where creator_id = ${userId}
    union all select 'post', id from ${posts} where author_id = ${userId}
    union all select 'comment', id from ${comments} where author_id = ${userId}
    union all select 'creator', ${userId}::uuid
    union all select 'user', ${userId}::uuid)`;
  const [sessionList, videoList, commentList, postList, reportsBy, reportsAgainst, orderList, log] =
    await Promise.all([
      rows<{ id: string; createdAt: Date; lastUsedAt: Date; expiresAt: Date; revokedAt: Date | null }>(
        db,
        sql`select id, created_at as "createdAt", last_used_at as "lastUsedAt", expires_at as "expiresAt",
          revoked_at as "revokedAt" from ${sessions} where user_id = ${userId}
          order by last_used_at desc limit ${SHOWN}`,
      ),
      rows<{ id: string; title: string; createdAt: Date; isApproved: boolean; processingStatus: string }>(
        db,
        sql`select id, title, created_at as "createdAt", is_approved as "isApproved",
          processing_status as "processingStatus" from ${videos} where creator_id = ${userId}
          order by created_at desc limit ${SHOWN}`,
      ),
      rows<{ id: string; content: string; targetType: string; targetId: string; createdAt: Date }>(
        db,
        sql`select id, content, target_type as "targetType", target_id as "targetId", created_at as "createdAt"
          from ${comments} where author_id = ${userId} order by created_at desc limit ${SHOWN}`,
      ),
      rows<{ id: string; title: string; createdAt: Date }>(
        db,
        sql`select id, title, created_at as "createdAt" from ${posts} where author_id = ${userId}
          order by created_at desc limit ${SHOWN}`,
      ),
      rows<ReportRow>(
        db,
        sql`select id, target_type as "targetType", target_id as "targetId", reason, closed_at as "closedAt",
          created_at as "createdAt" from ${reports} where reporter = ${`user:${userId}`}
          order by created_at desc limit ${SHOWN}`,
      ),
      rows<ReportRow>(
        db,
        sql`select r.id, r.target_type as "targetType", r.target_id as "targetId", r.reason,
          r.closed_at as "closedAt", r.created_at as "createdAt" from ${reports} r
          join ${theirContent} c on c.type = r.target_type and c.id = r.target_id
          order by r.created_at desc limit ${SHOWN}`,
      ),
      rows<{ id: string; status: string; totalCents: number; createdAt: Date }>(
        db,
        sql`select id, status, total_cents as "totalCents", created_at as "createdAt" from ${orders}
          where user_id = ${userId} order by created_at desc limit ${SHOWN}`,
      ),
      rows<LogRow>(
        db,
        sql`select a.id, a.action, a.target_type as "targetType", a.target_id as "targetId", a.reason,
          a.created_at as "createdAt", coalesce(p.username, case when a.admin_id is null then 'system' end) as "adminName"
          from ${moderationActions} a join ${theirContent} c on c.type = a.target_type and c.id = a.target_id
          left join ${userProfiles} p on p.user_id = a.admin_id
          order by a.created_at desc limit ${SHOWN}`,
      ),
    ]);
  return {
    sessions: sessionList,
    videos: videoList,
    comments: commentList,
    posts: postList,
    reportsBy,
    reportsAgainst,
    orders: orderList,
    moderationLog: log,
  };
}

type ReportRow = {
  id: string;
  targetType: string;
  targetId: string;
  reason: string;
  closedAt: Date | null;
  createdAt: Date;
};
type LogRow = {
  id: string;
  action: string;
  targetType: string;
  targetId: string;
  reason: string;
  createdAt: Date;
  adminName: string | null;
};
