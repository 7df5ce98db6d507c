import type { Device } from '@reelboard/shared/account';
import { and, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { addressHint } from '../../identity/address-hint.ts';
import { IdentityError } from '../../identity/identity-error.ts';
import { describeUserAgent, MAX_USER_AGENT_LENGTH } from '../../identity/user-agent.ts';
import type { ActorCache } from './actor-cache.ts';

type Person = { userId: string; sessionId: string };

// The devices list (issue 22, ADR 0031): the account's live sessions, each with the browser
// and system read from its user agent, when it was last refreshed and the masked address
// it was last refreshed from. The sign-in and refresh routes note the device (one UPDATE by
// primary key, and only when something changed); a signed-in request writes nothing.
// Ending a session sets revoked_at, which the sessions trigger announces to every node.
export function createDevices(deps: { db: Database; now: () => Date; actors?: ActorCache }) {
  const { db, now } = deps;

  return {
    /** Notes the session's user agent and masked address (at sign-in and refresh). */
    async note(sessionId: string, userAgent: string | undefined, clientIp: string): Promise<void> {
      const agent = userAgent?.slice(0, MAX_USER_AGENT_LENGTH) || null;
      const hint = addressHint(clientIp);
      await db
        .update(sessions)
        .set({ userAgent: agent, addressHint: hint })
        .where(
          and(
            eq(sessions.id, sessionId),
            or(
              sql`${sessions.userAgent} is distinct from ${agent}`,
              sql`${sessions.addressHint} is distinct from ${hint}`,
            ),
          ),
        );
    },

    async list(person: Person): Promise<Device[]> {
      const rows = await db
        .select()
        .from(sessions)
        .where(
          and(eq(sessions.userId, person.userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now())),
        )
        .orderBy(desc(sessions.lastUsedAt))
        .limit(100);
      return rows.map((row) => ({
        id: row.id,
        ...describeUserAgent(row.userAgent),
        lastUsedAt: row.lastUsedAt.toISOString(),
        address: row.addressHint,
        current: row.id === person.sessionId,
      }));
    },

    /** Ends one of the person's own sessions (this one too: that is signing out). */
    async signOut(person: Person, sessionId: string): Promise<void> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: now() })
        .where(
          and(eq(sessions.id, sessionId), eq(sessions.userId, person.userId), isNull(sessions.revokedAt)),
        )
        .returning({ id: sessions.id });
      if (ended.length === 0)
        throw new IdentityError('NotAuthorizedException', 'This device is not signed in to your account.');
      deps.actors?.forgetUser(person.userId);
    },

    /** Ends every session of the person but this one. Returns how many ended. */
    async signOutOthers(person: Person): Promise<number> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: now() })
        .where(
          and(
            eq(sessions.userId, person.userId),
            ne(sessions.id, person.sessionId),
            isNull(sessions.revokedAt),
          ),
        )
        .returning({ id: sessions.id });
      if (ended.length > 0) deps.actors?.forgetUser(person.userId);
      return ended.length;
    },
  };
}
