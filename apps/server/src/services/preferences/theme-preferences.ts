import { isTheme, type Theme } from '@reelboard/shared/theme';
import { eq } from 'drizzle-orm';
import { themePreferences } from '../../db/account-choices-schema.ts';
import type { Database } from '../../db/client.ts';
import { type Actor, requireUser } from '../actors.ts';

// A signed-in person's dark-mode choice, kept on the account (issue 22 item 7, ADR 0033):
// the browser also keeps it (localStorage) for the next page load, and visitors' choices live
// there only. No choice (null) follows the system setting.
export function createThemePreferences(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    /** The caller's choice; null for visitors and for people who never chose. */
    async get(actor: Actor): Promise<Theme | null> {
      if (actor.kind !== 'user') return null;
      const [row] = await db
        .select({ theme: themePreferences.theme })
        .from(themePreferences)
        .where(eq(themePreferences.userId, actor.userId));
      return row && isTheme(row.theme) ? row.theme : null;
    },

    /** Keeps the caller's choice on their account; null goes back to the system setting. */
    async set(actor: Actor, theme: Theme | null): Promise<Theme | null> {
      const { userId } = requireUser(actor, 'Sign in to keep your theme on your account.');
      if (theme === null) {
        await db.delete(themePreferences).where(eq(themePreferences.userId, userId));
        return null;
      }
      await db
        .insert(themePreferences)
        .values({ userId, theme, updatedAt: now() })
        .onConflictDoUpdate({ target: themePreferences.userId, set: { theme, updatedAt: now() } });
      return theme;
    },
  };
}

export type ThemePreferences = ReturnType<typeof createThemePreferences>;
