import { randomUUID } from 'node:crypto';
import type { PgListener } from './pg-listener.ts';

// Keeps this node's short in-process caches (the public response cache, the home feed,
// pages of public videos, creators' public parts) in step with every other node (ADR 0009,
// ADR 0019, ADR 0020).
//
// Kept answers belong to a scope: what they show. A change names the scopes whose answers
// it alters and announces them with NOTIFY after its data is committed; this node forgets
// them at once, every other node when the notification arrives. A change that moves only
// counters (views, votes, how many comments) names none: kept answers show such counters
// up to LONGEST_KEEP_MS late, while the writer's own reads skip every cache for a while
// (WRITER_COOKIE), so a visitor always sees their own change on their next page load,
// whichever node answers.
//
// Caches tag what they keep with version(scopes), a number of this process that moves with
// every change heard or made to those scopes, and use a kept answer only while it is
// unchanged. An answer composed while a change came in is therefore never kept. While the
// LISTEN connection is not up the node cannot hear changes, so version() is undefined and
// nothing is kept or served.
//
// A notification is '<node> <scopes>': the node that made the change has forgotten already,
// so it skips its own when it comes back (one more miss per change otherwise). Services
// announce through changes.ts, which declares a write's scopes, events and fresh reads at once.
const CHANNEL = 'reelboard_cache';

export const CACHE_SCOPES = ['catalogue', 'community', 'comments', 'blockedTerms'] as const;
/**
 * catalogue: videos, creators and products; community: posts; comments: comment threads;
 * blockedTerms: the moderation list every comment is checked against.
 */
export type CacheScope = (typeof CACHE_SCOPES)[number];

/** No cache keeps an answer longer: counters in kept answers lag by at most this much. */
export const LONGEST_KEEP_MS = 5_000;

/**
 * Set on the answer to a write: for a little longer than any answer is kept, that
 * browser's reads skip every cache (fresh-reads.ts), so they show its change, counters
 * included, whichever node answers, and its pages come without a visitor's rendered
 * answers (web-app-routes.ts, ADR 0045). It says only that this browser wrote recently.
 */
export const WRITER_COOKIE = {
  name: 'rb_wrote',
  options: (secure: boolean) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    maxAge: Math.ceil(LONGEST_KEEP_MS / 1000) + 5,
  }),
};

const isScope = (value: string): value is CacheScope => (CACHE_SCOPES as readonly string[]).includes(value);

export function createCacheChanges(deps: { listener: PgListener; log?: (message: string) => void }) {
  const log = deps.log ?? (() => {});
  const node = randomUUID();
  let listening = false;
  const versions: Record<CacheScope, number> = { catalogue: 0, community: 0, comments: 0, blockedTerms: 0 };

  const forget = (scopes: readonly CacheScope[]) => {
    for (const scope of scopes) versions[scope] += 1;
  };

  deps.listener.on(CHANNEL, {
    // An unknown word (a newer node's scope) forgets everything: never keep too long.
    onMessage: (payload) => {
      const [from, scopes = ''] = payload.split(' ');
      if (from === node) return;
      const words = scopes.split(',').filter(Boolean);
      forget(words.length > 0 && words.every(isScope) ? words : CACHE_SCOPES);
    },
    // Changes made while nobody listened are unknown: start again with nothing kept.
    onListening: () => {
      listening = true;
      forget(CACHE_SCOPES);
    },
    onLost: () => {
      listening = false;
      forget(CACHE_SCOPES);
    },
  });

  return {
    /** The tag of answers kept now from these scopes; undefined when nothing may be kept. */
    version(scopes: readonly CacheScope[]): number | undefined {
      if (!listening) {
        void deps.listener.ready();
        return undefined;
      }
      let sum = 0;
      for (const scope of scopes) sum += versions[scope];
      return sum;
    },

    /**
     * Something that kept answers of these scopes show has changed (committed): this node
     * forgets at once, every other node when the notification arrives. Resolves once the
     * notification is sent (false if it could not be).
     */
    async changed(scopes: readonly CacheScope[] = CACHE_SCOPES): Promise<boolean> {
      if (scopes.length === 0) return true;
      forget(scopes);
      try {
        await deps.listener.notify(CHANNEL, `${node} ${scopes.join(',')}`);
        return true;
      } catch (error) {
        log(`announcing a cache change failed: ${(error as Error).message}`);
        return false;
      }
    },
  };
}

export type CacheChanges = ReturnType<typeof createCacheChanges>;
