import { type AnyColumn, eq, or, type SQL } from 'drizzle-orm';
import { type Actor, isAdmin, userIdOf } from '../actors.ts';

// Who sees hidden content (ADR 0017): its author and admins; everyone else only what is
// publicly shown (db/moderation-visibility.ts).

/** The condition for a list read by this actor; undefined for admins, who see everything. */
export function shownTo(actor: Actor, shown: SQL, authorId: AnyColumn): SQL | undefined {
  if (isAdmin(actor)) return undefined;
  const me = userIdOf(actor);
  return me ? or(shown, eq(authorId, me)) : shown;
}

/** The same rule for one row already read. */
export function isShownTo(
  actor: Actor,
  row: { hiddenAt: Date | null; authorId: string | null; authorSuspended: boolean; held?: boolean },
): boolean {
  if (isAdmin(actor)) return true;
  if (row.authorId !== null && row.authorId === userIdOf(actor)) return true;
  return row.hiddenAt === null && !row.authorSuspended && !row.held;
}
