import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { SessionUser } from '@reelboard/shared/auth';
import { isUuid } from '@reelboard/shared/ids';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { retiredRefreshTokens, sessions, userProfiles, users } from '../../db/schema.ts';
import { createAccessTokens } from '../../identity/access-tokens.ts';
import { sessionExpired } from '../../identity/identity-error.ts';
import type { UserActor } from '../actors.ts';
import { createAccountAddresses } from './account-addresses.ts';
import type { ActorCache } from './actor-cache.ts';

// Two tabs of one browser refreshing together, or a browser whose refresh answer was lost
// (a navigation aborted the request), present the just-rotated token within this window.
const REUSE_GRACE_MS = 10_000;

export type SignInResult = {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  /** Seconds until the refresh token (and its session) expires. */
  refreshTokenExpiresIn: number;
  user: SessionUser;
  /** The session's id: the sign-in routes note its device on it (issue 22). */
  sessionId: string;
};

/**
 * refreshToken is null when the answer must not replace the browser's cookie: a late
 * request with a token the session has since rotated past twice, while the browser's
 * cookie already holds a newer one.
 */
export type RefreshResult = Omit<SignInResult, 'refreshToken'> & { refreshToken: string | null };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// A session's life (ADR 0002): a short-lived access token plus a refresh token that rotates
// on every use, replay detection over the tokens it rotated away from, sign-out that
// revokes, and the per-request check of an access token.
export function createSessions(deps: {
  db: Database;
  authSecret: string;
  /** Keys the address hashes kept of where accounts are seen (the visitors' key). */
  visitorSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  now: () => Date;
  currentUser: (userId: string) => Promise<SessionUser>;
  /** Without it (tests of this service alone) every request reads its session afresh. */
  actors?: ActorCache;
}) {
  const { db, now, currentUser } = deps;
  const tokens = createAccessTokens({ secret: deps.authSecret, ttlSeconds: deps.accessTokenTtlSeconds, now });
  const addresses = createAccountAddresses({ db, visitorSecret: deps.visitorSecret });

  // The token that replaces a refresh token is derived from it (keyed with the auth secret,
  // so only the server can), not drawn at random: every answer to a refresh with the same
  // token, whether the first one, a parallel tab's or a retry after a lost answer, then
  // sets the same cookie, and the browser ends up with the live token whatever the order in
  // which the answers arrive.
  const successorOf = (token: string) =>
    createHmac('sha256', deps.authSecret).update(`refresh-successor:${token}`).digest('base64url');

  /** A fresh access token for a live session, with the refresh token the cookie gets (if any). */
  async function answer(
    session: { id: string; userId: string; expiresAt: Date },
    refreshToken: string | null,
    at: Date,
  ): Promise<RefreshResult> {
    return {
      accessToken: await tokens.issue({ userId: session.userId, sessionId: session.id }),
      expiresIn: deps.accessTokenTtlSeconds,
      refreshToken,
      refreshTokenExpiresIn: Math.floor((session.expiresAt.getTime() - at.getTime()) / 1000),
      user: await currentUser(session.userId),
      sessionId: session.id,
    };
  }

  // A refresh token that was rotated away: within the grace window another tab of the same
  // browser, or the same tab again after the answer to its refresh was lost; else a replay
  // that ends the session for everyone holding it.
  async function replayed(presentedToken: string, at: Date): Promise<RefreshResult> {
    const [retired] = await db
      .select({ retiredAt: retiredRefreshTokens.retiredAt, session: sessions })
      .from(retiredRefreshTokens)
      .innerJoin(sessions, eq(sessions.id, retiredRefreshTokens.sessionId))
      .where(eq(retiredRefreshTokens.tokenHash, hashToken(presentedToken)));
    if (!retired || retired.session.revokedAt || retired.session.expiresAt <= at) throw sessionExpired();
    if (at.getTime() - retired.retiredAt.getTime() > REUSE_GRACE_MS) {
      await db.update(sessions).set({ revokedAt: at }).where(eq(sessions.id, retired.session.id));
      deps.actors?.forgetUser(retired.session.userId);
      throw sessionExpired();
    }
    // The cookie gets the token this one was rotated to while that is still the live one,
    // so a browser that never stored the first answer's cookie converges on it; once the
    // session has moved past it, the browser already holds a newer token than this request.
    const successor = successorOf(presentedToken);
    const live = retired.session.refreshTokenHash === hashToken(successor);
    return answer(retired.session, live ? successor : null, at);
  }

  return {
    /** A new session for a user who just proved who they are, from this address. */
    async start(userId: string, clientIp: string): Promise<SignInResult> {
      const at = now();
      const refreshToken = randomBytes(32).toString('base64url');
      const [session] = await db
        .insert(sessions)
        .values({
          userId,
          refreshTokenHash: hashToken(refreshToken),
          expiresAt: new Date(at.getTime() + deps.refreshTokenTtlDays * 86_400_000),
          lastUsedAt: at,
          createdAt: at,
        })
        .returning({ id: sessions.id });
      if (!session) throw new Error('session insert returned nothing');
      await addresses.seen(userId, clientIp, at);
      return {
        accessToken: await tokens.issue({ userId, sessionId: session.id }),
        expiresIn: deps.accessTokenTtlSeconds,
        refreshToken,
        refreshTokenExpiresIn: deps.refreshTokenTtlDays * 86_400,
        user: await currentUser(userId),
        sessionId: session.id,
      };
    },

    /**
     * A new access token for a live refresh token, which is replaced (rotated) at once. A
     * rotated-away token presented again is a replay: the whole session is revoked (OAuth
     * 2.0 Security BCP), except within REUSE_GRACE_MS of its rotation, where it is another
     * tab of the same browser refreshing at the same moment, or a retry after the first
     * answer was lost: that answer gets an access token and the same new cookie.
     */
    async refresh(refreshToken: string, clientIp: string): Promise<RefreshResult> {
      if (!refreshToken) throw sessionExpired();
      const at = now();
      const presented = hashToken(refreshToken);
      const next = successorOf(refreshToken);
      const session = await db.transaction(async (tx) => {
        const [rotated] = await tx
          .update(sessions)
          .set({ refreshTokenHash: hashToken(next), lastUsedAt: at })
          .where(
            and(
              eq(sessions.refreshTokenHash, presented),
              isNull(sessions.revokedAt),
              gt(sessions.expiresAt, at),
            ),
          )
          .returning();
        if (rotated) {
          await tx
            .insert(retiredRefreshTokens)
            .values({ tokenHash: presented, sessionId: rotated.id, retiredAt: at });
        }
        return rotated;
      });
      const refreshed = session ? await answer(session, next, at) : await replayed(refreshToken, at);
      await addresses.seen(refreshed.user.sub, clientIp, at);
      return refreshed;
    },

    /** Revokes the session named by its id or its refresh token; signing out twice is fine. */
    async signOut(by: { sessionId?: string; refreshToken?: string }): Promise<void> {
      const conditions = [];
      if (by.sessionId && isUuid(by.sessionId)) conditions.push(eq(sessions.id, by.sessionId));
      if (by.refreshToken) conditions.push(eq(sessions.refreshTokenHash, hashToken(by.refreshToken)));
      if (conditions.length === 0) return;
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: now() })
        .where(and(or(...conditions), isNull(sessions.revokedAt)))
        .returning({ userId: sessions.userId });
      for (const { userId } of revoked) deps.actors?.forgetUser(userId);
    },

    /** A suspended user's every session ends at once (ADR 0017). */
    async revokeAll(userId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
      deps.actors?.forgetUser(userId);
    },

    /** Who holds this access token, with their level, if it is valid and its session still live. */
    async authenticate(accessToken: string): Promise<Omit<UserActor, 'kind'> | undefined> {
      const kept = deps.actors?.get(accessToken);
      if (kept) return kept;
      const mark = deps.actors?.mark() ?? 0;
      const claims = await tokens.verify(accessToken);
      if (!claims) return undefined;
      // One round trip: the session check and the level the actor's access depends on.
      const [row] = await db
        .select({ email: users.email, level: userProfiles.level, sessionExpiresAt: sessions.expiresAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(userProfiles, eq(userProfiles.userId, sessions.userId))
        .where(
          and(
            eq(sessions.id, claims.sessionId),
            eq(sessions.userId, claims.userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now()),
            isNull(users.suspendedAt),
          ),
        )
        .limit(1);
      if (!row) return undefined;
      const actor = {
        userId: claims.userId,
        sessionId: claims.sessionId,
        email: row.email,
        level: row.level ?? 'viewer',
      };
      deps.actors?.keep(accessToken, actor, mark, Math.min(claims.expiresAt, row.sessionExpiresAt.getTime()));
      return actor;
    },
  };
}
