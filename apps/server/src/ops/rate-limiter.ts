import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { and, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimitCounters as counters } from '../db/cluster-schema.ts';

// The site's one rate limiter: every limit (sign-in, code resends, comments, reports, adds to
// cart, votes, uploads, and the per-address limits of the REST routes) is a row of
// rate_limit_counters, one per key. A claim is one atomic upsert of its key's row, which
// locks the row while its condition is checked and its counter moved: parallel claims stop
// exactly at the limit, and every API node counts the same row (ADR 0019).

/** At most `limit` claims per fixed window (from its first claim), none within `minGapMs` of the last. */
export type WindowLimit = { key: string; limit: number; windowMs: number; minGapMs?: number };

/** A claim's key or time, or a placeholder for it in a statement prepared once (comment-service.ts). */
type Value<T> = T | Placeholder;

/** The fixed one-minute windows of the community's writes (ADR 0013). */
export const perMinute = <Key extends Value<string>>(key: Key, limit: number) => ({
  key,
  limit,
  windowMs: 60_000,
});

/**
 * The first `freeClaims` claims cost nothing; after that each must wait 2^(claims -
 * freeClaims) seconds (at most `maxDelaySeconds`) after the last one. The count is forgotten
 * `forgetAfterMs` after the last claim, or by clear().
 */
export type BackOff = { key: string; freeClaims: number; maxDelaySeconds: number; forgetAfterMs: number };

export type Claim = { allowed: true } | { allowed: false; retryAfterSeconds: number };

type ClaimedLimit = Omit<WindowLimit, 'key'> & { key: Value<string> };

const timestamp = (at: Value<Date>) => sql`${at instanceof Date ? at.toISOString() : at}::timestamptz`;
const plus = (at: SQL, ms: number) => sql`(${at} + make_interval(secs => ${ms / 1000}))`;

/**
 * Counts one claim of a window limit at `at`, unless it refuses (no row returned). Without
 * `limit` every claim counts: @fastify/rate-limit compares the count itself. `onlyAfter`
 * makes the insert conditional, to chain claims.
 */
function countInWindow(
  db: Database,
  { key, limit, windowMs, minGapMs = 0 }: Omit<ClaimedLimit, 'limit'> & { limit?: number },
  at: SQL,
  onlyAfter = sql``,
) {
  const over = sql`${counters.windowEndsAt} <= ${at}`;
  // The gap is checked only where one is asked for: next_claim_at is the clock of whichever
  // node claimed last, and a node whose clock runs behind must not be refused by it.
  const refuses = [
    limit === undefined ? undefined : sql`(${over} or ${counters.count} < ${limit})`,
    minGapMs > 0 ? sql`${counters.nextClaimAt} <= ${at}` : undefined,
  ];
  return db
    .insert(counters)
    .select(sql`select ${key}, 1, ${plus(at, windowMs)}, ${plus(at, minGapMs)} ${onlyAfter}`)
    .onConflictDoUpdate({
      target: counters.key,
      set: {
        count: sql`case when ${over} then 1 else ${counters.count} + 1 end`,
        windowEndsAt: sql`case when ${over} then ${plus(at, windowMs)} else ${counters.windowEndsAt} end`,
        nextClaimAt: plus(at, minGapMs),
      },
      setWhere: and(...refuses),
    });
}

/**
 * Claims as CTEs, one per limit, each run only if the one before it was claimed (a limit that
 * refuses costs the later ones nothing). `last` has a row exactly when every limit was
 * claimed. A write that needs them puts them at the top of its own statement and makes itself
 * conditional on `last`, so that claiming and writing are one round trip (ADR 0020).
 */
export function windowClaims(db: Database, limits: readonly ClaimedLimit[], now: Value<Date>) {
  const at = timestamp(now);
  const name = (index: number) => `claim_${index}`;
  const ctes = limits.map((limit, index) => {
    const onlyAfter = index > 0 ? sql`where exists (select from ${sql.identifier(name(index - 1))})` : sql``;
    return db.$with(name(index)).as(countInWindow(db, limit, at, onlyAfter).returning({ key: counters.key }));
  });
  const last = ctes.at(-1);
  if (!last) throw new Error('windowClaims needs at least one limit');
  return { ctes, last };
}

export function createRateLimiter(db: Database, now: () => Date = () => new Date()) {
  /** A refused claim: the wait until each of its limits that refuses would allow one again. */
  async function refused(at: Date, limits: readonly { key: string; limit: number; gap: boolean }[]) {
    const rows = await db
      .select()
      .from(counters)
      .where(
        inArray(
          counters.key,
          limits.map((limit) => limit.key),
        ),
      );
    let until = at.getTime();
    for (const { key, limit, gap } of limits) {
      const row = rows.find((candidate) => candidate.key === key);
      if (row && row.windowEndsAt > at && row.count >= limit)
        until = Math.max(until, row.windowEndsAt.getTime());
      if (row && gap) until = Math.max(until, row.nextClaimAt.getTime());
    }
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((until - at.getTime()) / 1000)),
    } as const;
  }

  return {
    /** Claims every limit in order, in one statement (see windowClaims). */
    async claim(...limits: WindowLimit[]): Promise<Claim> {
      const at = now();
      const { ctes, last } = windowClaims(db, limits, at);
      const claimed = await db
        .with(...ctes)
        .select({ key: last.key })
        .from(last);
      if (claimed.length > 0) return { allowed: true };
      return refused(
        at,
        limits.map((limit) => ({ ...limit, gap: (limit.minGapMs ?? 0) > 0 })),
      );
    },

    /** Counts a claim under a back-off. Its window runs until the count is forgotten, and moves with every claim. */
    async claimBackOff({ key, freeClaims, maxDelaySeconds, forgetAfterMs }: BackOff): Promise<Claim> {
      const at = now();
      const atSql = timestamp(at);
      const over = sql`${counters.windowEndsAt} <= ${atSql}`;
      const count = sql`case when ${over} then 1 else ${counters.count} + 1 end`;
      const after = (claims: SQL) =>
        sql`(${atSql} + make_interval(secs => case when ${claims} < ${freeClaims} then 0
          else least(power(2, ${claims} - ${freeClaims}), ${maxDelaySeconds}) end))`;
      const claimed = await db
        .insert(counters)
        .select(sql`select ${key}, 1, ${plus(atSql, forgetAfterMs)}, ${after(sql`1`)}`)
        .onConflictDoUpdate({
          target: counters.key,
          set: { count, windowEndsAt: plus(atSql, forgetAfterMs), nextClaimAt: after(count) },
          // The free claims are allowed outright, whatever another node's clock wrote.
          setWhere: sql`${over} or ${counters.count} < ${freeClaims} or ${counters.nextClaimAt} <= ${atSql}`,
        })
        .returning({ key: counters.key });
      if (claimed.length > 0) return { allowed: true };
      return refused(at, [{ key, limit: Number.POSITIVE_INFINITY, gap: true }]);
    },

    /** Forgets a key's count (a sign-in that succeeded). */
    async clear(key: string): Promise<void> {
      await db.delete(counters).where(eq(counters.key, key));
    },
  };
}

type Result = { current: number; ttl: number };
type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * The store of @fastify/rate-limit (the per-address limits of the REST routes): its fixed
 * windows as counters keyed 'request:<method> <route> <address>'. Every request counts, as
 * in the plugin's own store, and the plugin compares the count with the route's limit. On
 * the database's clock, which every node shares.
 */
export function rateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class RateLimitStore implements FastifyRateLimitStore {
    readonly prefix: string;

    constructor(_options?: unknown, prefix = 'request:') {
      this.prefix = prefix;
    }

    incr(key: string, callback: (error: Error | null, result?: Result) => void, timeWindow: number) {
      countInWindow(db, { key: `${this.prefix}${key}`, windowMs: timeWindow }, sql`now()`)
        .returning({
          count: counters.count,
          ttl: sql<string>`ceil(extract(epoch from ${counters.windowEndsAt} - now()) * 1000)`,
        })
        .then(
          ([row]) => callback(null, { current: row?.count ?? 1, ttl: Math.max(0, Number(row?.ttl ?? 0)) }),
          (error: Error) => callback(error),
        );
    }

    // Each route counts on its own, as with the plugin's stores. The plugin passes the
    // route's merged limit settings, its route under `routeInfo` (its types say otherwise).
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { method, url } = (routeOptions as unknown as RouteInfo).routeInfo ?? {};
      return new RateLimitStore(undefined, `request:${[method ?? ''].flat().join(',')} ${url ?? ''} `);
    }
  }
  return RateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

/** Deletes the counters that decide nothing any more; answers how many. Run hourly by the job queue. */
export async function removeExpiredRateLimits(db: Database, at = new Date()): Promise<number> {
  const removed = await db
    .delete(counters)
    .where(sql`greatest(${counters.windowEndsAt}, ${counters.nextClaimAt}) <= ${timestamp(at)}`);
  return removed.rowCount ?? 0;
}
