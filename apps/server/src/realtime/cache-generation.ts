import type pg from 'pg';
import type { PgListener } from './pg-listener.ts';

// Keeps this node's short in-process caches (the public response cache, the home feed,
// creators' public parts) in step with every other node (ADR 0009, ADR 0019).
//
// Every change that may alter a cached answer takes the next value of the database
// sequence `cache_generation` and announces it with NOTIFY, after its data is committed.
// A node that hears a generation above the one it knows forgets its cached answers. A
// writer's answer carries its generation (the GraphQL route sets it as a cookie): a node
// asked by a request carrying a generation it has not heard of yet reads the sequence
// before answering, so the writer's very next read shows the write whichever node answers.
//
// Caches tag what they keep with version(), a number of this process that moves with every
// change heard or made, and use a kept answer only while it is unchanged. An answer composed
// while a change came in is therefore never kept. While the LISTEN connection is not up the
// node cannot hear changes, so version() is undefined and nothing is kept or served.
const CHANNEL = 'reelboard_cache';

/**
 * The cookie that a writer's answer sets to the generation of its change, read back by
 * every node before it answers from a cache (catchUp below). It names only a number that
 * every change makes public anyway.
 */
export const GENERATION_COOKIE = {
  name: 'rb_cache_generation',
  options: (secure: boolean) => ({
    path: '/graphql',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    maxAge: 3600,
  }),
};

export function createCacheGeneration(deps: {
  listener: PgListener;
  pool: pg.Pool;
  log?: (message: string) => void;
}) {
  const log = deps.log ?? (() => {});
  /** The highest generation this node's caches are current with; undefined while not listening. */
  let known: number | undefined;
  /** The highest generation heard, also while (re)connecting. */
  let heard = 0;
  let version = 0;
  const forgetters = new Set<() => void>();
  let reading: Promise<void> | undefined;

  const forgetAll = () => {
    version += 1;
    for (const forget of forgetters) forget();
  };

  const advance = (generation: number) => {
    heard = Math.max(heard, generation);
    if (known === undefined || generation <= known) return;
    known = generation;
    forgetAll();
  };

  async function readCurrent(): Promise<number> {
    const { rows } = await deps.pool.query<{ n: string }>(
      'select case when is_called then last_value else 0 end as n from cache_generation',
    );
    return Number(rows[0]?.n ?? 0);
  }

  deps.listener.on(CHANNEL, {
    onMessage: (payload) => {
      const generation = Number(payload);
      if (Number.isSafeInteger(generation)) advance(generation);
    },
    // Changes made while nobody listened are unknown: start from the current generation
    // with nothing kept.
    onListening: async () => {
      known = Math.max(await readCurrent(), heard);
      forgetAll();
    },
    onLost: () => {
      known = undefined;
      forgetAll();
    },
  });

  return {
    /** The tag of answers kept now; undefined when nothing may be kept or served. */
    version(): number | undefined {
      if (known === undefined) {
        void deps.listener.ready();
        return undefined;
      }
      return version;
    },

    /** Called with every change of generation, to drop what was kept. */
    onChange(forget: () => void) {
      forgetters.add(forget);
    },

    /**
     * Something changed that cached answers may show: this node forgets at once, every
     * other node when the notification arrives. Resolves with the new generation once the
     * notification is committed (undefined if it could not be sent).
     */
    async changed(): Promise<number | undefined> {
      forgetAll();
      try {
        const { rows } = await deps.pool.query<{ n: string }>(
          `select n, pg_notify('${CHANNEL}', n::text) from (select nextval('cache_generation') as n) next`,
        );
        const generation = Number(rows[0]?.n);
        advance(generation);
        return generation;
      } catch (error) {
        log(`announcing a cache change failed: ${(error as Error).message}`);
        return undefined;
      }
    },

    /**
     * Makes sure this node knows of `generation` (a writer's, from its request) before it
     * answers from a cache: reads the sequence when the notification has not arrived yet.
     * A value from the future (made up by a client) costs at most two reads and empties
     * nothing.
     */
    async catchUp(generation: number): Promise<void> {
      for (let tries = 0; tries < 2 && known !== undefined && generation > known; tries += 1) {
        // A read already under way may have started before this request: then one more.
        reading ??= readCurrent()
          .then(advance, (error: Error) => {
            log(`reading the cache generation failed: ${error.message}`);
            forgetAll();
          })
          .finally(() => {
            reading = undefined;
          });
        await reading;
      }
    },
  };
}

export type CacheGeneration = ReturnType<typeof createCacheGeneration>;
