import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { commentThrottles } from '../db/community-schema.ts';

const WINDOW_MS = 60_000;

/**
 * Fixed one-minute windows per key (comments, reports: ADR 0013), kept in comment_throttles.
 * claim() is one atomic upsert per key, so parallel requests cannot slip past the limit,
 * and it works across API nodes.
 */
export function createMinuteThrottle(db: Database, now: () => Date) {
  return async function claim(key: string, limit: number): Promise<boolean> {
    const at = now();
    const windowOver = sql`${commentThrottles.windowStartedAt} <= ${new Date(at.getTime() - WINDOW_MS)}`;
    const claimed = await db
      .insert(commentThrottles)
      .values({ key, windowStartedAt: at, count: 1 })
      .onConflictDoUpdate({
        target: commentThrottles.key,
        set: {
          count: sql`case when ${windowOver} then 1 else ${commentThrottles.count} + 1 end`,
          windowStartedAt: sql`case when ${windowOver} then ${at}::timestamptz else ${commentThrottles.windowStartedAt} end`,
        },
        setWhere: sql`${windowOver} or ${commentThrottles.count} < ${limit}`,
      })
      .returning({ key: commentThrottles.key });
    return claimed.length > 0;
  };
}
