import { decodeJwt } from 'jose';
import { forbidden } from '../errors.ts';
import { type Actor, bearerToken, type Credentials, type ResolveActor } from '../services/actors.ts';

/** graphql-ws's close code for a refusal; its clients reconnect and are decided anew. */
export const RIGHTS_CHANGED = { code: 4403, reason: 'Forbidden' } as const;
// setTimeout's limit; a token living longer is checked again when this runs out.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** An open socket as its rights see it: what it presented, and who that was. */
export type SocketActor = {
  /** The actor as it is now, for one operation; ends the socket when its rights changed. */
  current(): Promise<Actor>;
  /** Forgets the socket once it has closed. */
  closed(): void;
};

type OpenSocket = {
  credentials: Credentials;
  actor: Actor;
  end: () => void;
  expiry?: NodeJS.Timeout;
};

/**
 * The actor of each open WebSocket, decided again for every operation and whenever the
 * actor cache hears that its user changed (a suspension, a level change, a sign-out, a
 * revoked session, on any node: ADR 0020's bound), and at its access token's expiry.
 * A socket whose rights changed is closed: every subscription on it ends, and the client
 * reconnects with the credentials it holds now. Events need no check of their own: the
 * rights they were subscribed with hold until the socket is closed.
 */
export function createSocketActors(deps: {
  resolveActor: ResolveActor;
  /** Calls back with a user whose actor changed, or with nothing when anyone's may have. */
  watchActors: (listener: (userId: string | undefined) => void) => void;
}) {
  const byUser = new Map<string, Set<OpenSocket>>();

  const socketsOf = (userId: string | undefined) =>
    userId === undefined
      ? [...byUser.values()].flatMap((sockets) => [...sockets])
      : [...(byUser.get(userId) ?? [])];

  deps.watchActors((userId) => {
    for (const socket of socketsOf(userId)) void current(socket).catch(() => {});
  });

  function forget(socket: OpenSocket) {
    clearTimeout(socket.expiry);
    if (socket.actor.kind !== 'user') return;
    const sockets = byUser.get(socket.actor.userId);
    sockets?.delete(socket);
    if (sockets?.size === 0) byUser.delete(socket.actor.userId);
  }

  /** The actor now; a socket whose actor is gone or different is ended, and this rejects. */
  async function current(socket: OpenSocket): Promise<Actor> {
    let refusal: unknown = forbidden(RIGHTS_CHANGED_MESSAGE);
    try {
      const actor = await deps.resolveActor(socket.credentials);
      if (sameActor(actor, socket.actor)) return actor;
    } catch (error) {
      refusal = error; // an expired, revoked or suspended session: UNAUTHENTICATED
    }
    forget(socket);
    socket.end();
    throw refusal;
  }

  return {
    /** Keeps an accepted socket's credentials and actor; `end` closes the socket. */
    open(credentials: Credentials, actor: Actor, end: () => void): SocketActor {
      const socket: OpenSocket = { credentials, actor, end };
      if (actor.kind === 'user') {
        let sockets = byUser.get(actor.userId);
        if (!sockets) {
          sockets = new Set();
          byUser.set(actor.userId, sockets);
        }
        sockets.add(socket);
        expireWithToken(socket);
      }
      return { current: () => current(socket), closed: () => forget(socket) };
    },
  };

  function expireWithToken(socket: OpenSocket) {
    const expiresAt = tokenExpiry(socket.credentials);
    if (expiresAt === undefined) return;
    const check = () => {
      socket.expiry = undefined;
      if (Date.now() >= expiresAt) void current(socket).catch(() => {});
      else arm();
    };
    const arm = () => {
      socket.expiry = setTimeout(check, Math.min(MAX_TIMER_MS, Math.max(0, expiresAt - Date.now())));
      socket.expiry.unref();
    };
    arm();
  }
}

// An operation that arrives on a socket whose user's rights changed (the socket is closing).
const RIGHTS_CHANGED_MESSAGE = 'Your access has changed. Please try again.';

function sameActor(a: Actor, b: Actor): boolean {
  if (a.kind !== 'user' || b.kind !== 'user') return a.kind === b.kind;
  return a.userId === b.userId && a.sessionId === b.sessionId && a.level === b.level && a.email === b.email;
}

/** When the bearer token stops being accepted (already verified by resolveActor). */
function tokenExpiry(credentials: Credentials): number | undefined {
  const token = bearerToken(credentials.authorization);
  if (!token) return undefined;
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}
