import { timingSafeEqual } from 'node:crypto';
import type { Level } from '@reelboard/shared/levels';
import { AppError, forbidden } from '../errors.ts';
import { visitorKey } from '../identity/visitor-key.ts';

// Who is calling, resolved once per request in one place (resolveActor below) for GraphQL,
// WebSocket and REST alike: a signed-in user with their level, an anonymous reader holding
// the public API key, or nobody. Services take the actor and decide what it may do; entry
// points never decide access themselves. See docs/decisions/0014-server-layers-and-access.md.
export type Actor = UserActor | { kind: 'apiKey' } | { kind: 'none' };
export type UserActor = { kind: 'user'; userId: string; sessionId: string; email: string; level: Level };

/** The credentials a request carries, whatever its transport. */
export type Credentials = { authorization?: unknown; apiKey?: unknown };

/**
 * Credentials from HTTP headers (lower-cased) or a graphql-ws init payload (which keeps the
 * client's spelling): `Authorization: Bearer <access token>` or `x-api-key`.
 */
export function credentialsFrom(headers: Record<string, unknown>): Credentials {
  return {
    authorization: headers.authorization ?? headers.Authorization,
    apiKey: headers['x-api-key'] ?? headers['X-Api-Key'],
  };
}

const NOT_AUTHORIZED = 'Not Authorized to access this field.';
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

export const isAdmin = (actor: Actor): boolean => actor.kind === 'user' && actor.level === 'admin';

export const userIdOf = (actor: Actor): string | null => (actor.kind === 'user' ? actor.userId : null);

/**
 * Who is counted once (a view, a vote, an add to cart, a share, a watch report's limit):
 * the member, or for a visitor a keyed hash of their address, the same on every node.
 */
export const viewerKeyOf = (actor: Actor, viewerSecret: string, clientIp: string): string =>
  actor.kind === 'user' ? `user:${actor.userId}` : visitorKey(viewerSecret, clientIp);

/** A signed-in user, or FORBIDDEN with the given message. */
export function requireUser(actor: Actor, message = NOT_AUTHORIZED): UserActor {
  if (actor.kind !== 'user') throw forbidden(message);
  return actor;
}

export function requireAdmin(actor: Actor, message = NOT_AUTHORIZED): UserActor {
  if (actor.kind !== 'user' || actor.level !== 'admin') throw forbidden(message);
  return actor;
}

/** Anyone holding a credential: the public API key or a session. Nobody gets nothing. */
export function requireReader(actor: Actor): void {
  if (actor.kind === 'none') throw forbidden(NOT_AUTHORIZED);
}

/** The token of an `Authorization: Bearer <token>` value; the one parser of that header. */
export function bearerToken(authorization: unknown): string | undefined {
  if (typeof authorization !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  return match?.[1];
}

/**
 * Turns credentials into an actor. A token that is present but malformed, expired or revoked
 * is an error (UNAUTHENTICATED), never a silent downgrade to anonymous, so the client knows
 * to refresh or sign in again.
 */
export function createActorResolver(deps: {
  authenticate: (accessToken: string) => Promise<Omit<UserActor, 'kind'> | undefined>;
  publicApiKey: string;
}) {
  const expected = Buffer.from(deps.publicApiKey);
  const isPublicKey = (given: unknown) => {
    if (typeof given !== 'string') return false;
    const bytes = Buffer.from(given);
    return bytes.length === expected.length && timingSafeEqual(bytes, expected);
  };

  return async function resolveActor(credentials: Credentials): Promise<Actor> {
    const { authorization } = credentials;
    if (typeof authorization === 'string' && authorization.length > 0) {
      const token = bearerToken(authorization);
      const session = token ? await deps.authenticate(token) : undefined;
      if (!session) throw new AppError('UNAUTHENTICATED', SESSION_EXPIRED);
      return { kind: 'user', ...session };
    }
    return isPublicKey(credentials.apiKey) ? { kind: 'apiKey' } : { kind: 'none' };
  };
}

export type ResolveActor = ReturnType<typeof createActorResolver>;
