import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimitWindows } from '../db/cluster-schema.ts';

type Result = { current: number; ttl: number };
type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };

// The counters of @fastify/rate-limit (the per-address limits of the REST routes) in
// PostgreSQL instead of each process's memory, so that a client spreading requests over
// several API nodes meets the same limit as on one (ADR 0019). Fixed windows, like the
// plugin's own store: one atomic upsert per request counts the hit and starts a new window
// when the last one is over, on the database's clock.
export function postgresRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    readonly prefix: string;

    constructor(_options?: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, callback: (error: Error | null, result?: Result) => void, timeWindow: number) {
      const over = sql`${rateLimitWindows.expiresAt} <= now()`;
      const expiresAt = sql`now() + make_interval(secs => ${timeWindow / 1000})`;
      db.insert(rateLimitWindows)
        .values({ key: `${this.prefix}${key}`, hits: 1, expiresAt })
        .onConflictDoUpdate({
          target: rateLimitWindows.key,
          set: {
            hits: sql`case when ${over} then 1 else ${rateLimitWindows.hits} + 1 end`,
            expiresAt: sql`case when ${over} then ${expiresAt} else ${rateLimitWindows.expiresAt} end`,
          },
        })
        .returning({
          hits: rateLimitWindows.hits,
          ttl: sql<string>`ceil(extract(epoch from ${rateLimitWindows.expiresAt} - now()) * 1000)`,
        })
        .then(
          ([row]) => callback(null, { current: row?.hits ?? 1, ttl: Math.max(0, Number(row?.ttl ?? 0)) }),
          (error: Error) => callback(error),
        );
    }

    // Each route counts on its own, as with the plugin's stores. The plugin passes the
    // route's merged limit settings, its route under `routeInfo` (its types say otherwise).
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { method, url } = (routeOptions as unknown as RouteInfo).routeInfo ?? {};
      return new PostgresRateLimitStore(undefined, `${[method ?? ''].flat().join(',')} ${url ?? ''} `);
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

/** Deletes the windows that are over; answers how many. Run hourly by the job queue. */
export async function removeExpiredWindows(db: Database): Promise<number> {
  const removed = await db
    .delete(rateLimitWindows)
    .where(lt(rateLimitWindows.expiresAt, sql`now()`))
    .returning({ key: rateLimitWindows.key });
  return removed.length;
}
