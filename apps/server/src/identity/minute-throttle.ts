import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { commentThrottles } from '../db/community-schema.ts';

const WINDOW_MS = 60_000;

/** A key and how many claims it may make per window. */
export type MinuteClaim = { key: string; limit: number };

/**
 * Fixed one-minute windows per key (comments, reports, adds to cart: ADR 0013), kept in
 * comment_throttles. Each key's claim is one atomic upsert, so parallel requests cannot slip
 * past the limit, and it works across API nodes.
 *
 * The claims are CTEs, one per key, each run only if the one before it was claimed (a key
 * that refuses costs the keys after it nothing). The last one has a row exactly when every
 * key was claimed. A write that needs them puts them at the top of its own statement and
 * makes itself conditional on `last`, so that claiming and writing are one round trip:
 * under load each statement waits its turn for a pooled connection (ADR 0020).
 */
export function minuteClaims(db: Database, claims: readonly MinuteClaim[], now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowOver = sql`${commentThrottles.windowStartedAt} <= ${new Date(now.getTime() - WINDOW_MS).toISOString()}::timestamptz`;
  const name = (index: number) => `claim_${index}`;
  const ctes = claims.map(({ key, limit }, index) => {
    const onlyAfter = index > 0 ? sql`where exists (select from ${sql.identifier(name(index - 1))})` : sql``;
    const claim = db
      .insert(commentThrottles)
      .select(sql`select ${key}, ${at}, 1 ${onlyAfter}`)
      .onConflictDoUpdate({
        target: commentThrottles.key,
        set: {
          count: sql`case when ${windowOver} then 1 else ${commentThrottles.count} + 1 end`,
          windowStartedAt: sql`case when ${windowOver} then ${at} else ${commentThrottles.windowStartedAt} end`,
        },
        setWhere: sql`${windowOver} or ${commentThrottles.count} < ${limit}`,
      })
      .returning({ key: commentThrottles.key });
    return db.$with(name(index)).as(claim);
  });
  const last = ctes.at(-1);
  if (!last) throw new Error('minuteClaims needs at least one claim');
  return { ctes, last };
}

/** Claims every key (as minuteClaims does) in a statement of its own: true if all were claimed. */
export function createMinuteThrottle(db: Database, now: () => Date) {
  return async function claim(...claims: MinuteClaim[]): Promise<boolean> {
    const { ctes, last } = minuteClaims(db, claims, now());
    const claimed = await db
      .with(...ctes)
      .select({ key: last.key })
      .from(last);
    return claimed.length > 0;
  };
}
