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
  // Run for every comment: built once, parsed once per database connection.
  const at = sql`${sql.placeholder('at')}::timestamptz`;
  const windowOver = sql`${commentThrottles.windowStartedAt} <= ${sql.placeholder('windowStart')}::timestamptz`;
  const claimOne = db
    .insert(commentThrottles)
    .values({ key: sql.placeholder('key'), windowStartedAt: at, count: 1 })
    .onConflictDoUpdate({
      target: commentThrottles.key,
      set: {
        count: sql`case when ${windowOver} then 1 else ${commentThrottles.count} + 1 end`,
        windowStartedAt: sql`case when ${windowOver} then ${at} else ${commentThrottles.windowStartedAt} end`,
      },
      setWhere: sql`${windowOver} or ${commentThrottles.count} < ${sql.placeholder('limit')}`,
    })
    .returning({ key: commentThrottles.key })
    .prepare('claim_minute_window');

  return async function claim(key: string, limit: number): Promise<boolean> {
    const start = now();
    const claimed = await claimOne.execute({
      key,
      limit,
      at: start.toISOString(),
      windowStart: new Date(start.getTime() - WINDOW_MS).toISOString(),
    });
    return claimed.length > 0;
  };
}
