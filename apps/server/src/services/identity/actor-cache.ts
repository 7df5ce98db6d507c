import type { PgListener } from '../../realtime/pg-listener.ts';
import type { UserActor } from '../actors.ts';

type KnownActor = Omit<UserActor, 'kind'>;

// Who an access token belongs to, kept by each node for a short while so that a signed-in
// request needs neither a signature check nor a database read (ADR 0020). Every change to
// that answer is announced on reelboard_actor with the user's id by database triggers,
// whoever makes it (a sign-out on another node, `reelboard user level`, a suspension), and
// the node forgets what it kept about that user when it hears it. A node that is not
// listening cannot hear, so it keeps and serves nothing until it listens again.
const CHANNEL = 'reelboard_actor';
/** A safety net only: changes are heard within milliseconds. */
const KEEP_MS = 60_000;
const MAX_ENTRIES = 50_000;

export function createActorCache(deps: { listener: PgListener; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const byToken = new Map<string, { actor: KnownActor; until: number }>();
  const tokensByUser = new Map<string, Set<string>>();
  // Moves with every change heard and every loss of the connection, so that an answer read
  // from the database while something changed is not kept.
  let version = 0;
  let listening = false;
  const watchers = new Set<(userId: string | undefined) => void>();

  const clear = () => {
    version += 1;
    byToken.clear();
    tokensByUser.clear();
  };

  function forgetUser(userId: string) {
    version += 1;
    for (const token of tokensByUser.get(userId) ?? []) byToken.delete(token);
    tokensByUser.delete(userId);
    for (const watcher of watchers) watcher(userId);
  }

  deps.listener.on(CHANNEL, {
    onMessage: forgetUser,
    onListening: () => {
      clear();
      listening = true;
      // Whatever changed while the node was not listening went unheard.
      for (const watcher of watchers) watcher(undefined);
    },
    onLost: () => {
      listening = false;
      clear();
    },
  });

  return {
    /** The actor kept for this token, if any and still fresh. */
    get(token: string): KnownActor | undefined {
      if (!listening) {
        void deps.listener.ready();
        return undefined;
      }
      const kept = byToken.get(token);
      if (!kept) return undefined;
      if (kept.until > now()) return kept.actor;
      byToken.delete(token);
      return undefined;
    },

    /** Marks the start of a database read; pass the mark to keep(). */
    mark(): number {
      return version;
    },

    /** Keeps an answer read since `mark`, until `expiresAt` at the latest. */
    keep(token: string, actor: KnownActor, mark: number, expiresAt: number) {
      if (!listening || version !== mark) return;
      if (byToken.size >= MAX_ENTRIES) clear();
      byToken.set(token, { actor, until: Math.min(expiresAt, now() + KEEP_MS) });
      let tokens = tokensByUser.get(actor.userId);
      if (!tokens) {
        tokens = new Set();
        tokensByUser.set(actor.userId, tokens);
      }
      tokens.add(token);
    },

    /**
     * Calls `listener` with each user whose actor changed, as soon as this node hears (or
     * makes) the change, and with nothing when anyone's may have changed unheard.
     */
    watch(listener: (userId: string | undefined) => void) {
      watchers.add(listener);
    },

    /** This node's own changes take effect before its answer is sent, without waiting to hear them. */
    forgetUser,
  };
}

export type ActorCache = ReturnType<typeof createActorCache>;
