import { SEEN_RECENTLY_MS } from '@reelboard/shared/moderation-people';
import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountAddresses } from '../../db/schema.ts';
import { visitorKey } from '../../identity/visitor-key.ts';

// Where accounts are seen: moderation counts a signed-out report from an address as the
// person of an account recently seen there (ADR 0017). Only the keyed hash is kept, the
// same one that stands in for an anonymous visitor, so the two can be matched.
export function createAccountAddresses(deps: { db: Database; visitorSecret: string }) {
  const { db } = deps;

  return {
    /** The account signed in or refreshed its session from this address at `at`. */
    async seen(userId: string, clientIp: string, at: Date): Promise<void> {
      const addressKey = visitorKey(deps.visitorSecret, clientIp);
      await db
        .insert(accountAddresses)
        .values({ userId, addressKey, lastSeenAt: at })
        .onConflictDoUpdate({
          target: [accountAddresses.userId, accountAddresses.addressKey],
          set: { lastSeenAt: at },
        });
    },
  };
}

/** Sightings too old to count any more: an hourly job removes them (they map where a person was). */
export async function removeStaleSightings(db: Database, now = new Date()): Promise<number> {
  const removed = await db
    .delete(accountAddresses)
    .where(lt(accountAddresses.lastSeenAt, new Date(now.getTime() - SEEN_RECENTLY_MS)))
    .returning({ userId: accountAddresses.userId });
  return removed.length;
}
